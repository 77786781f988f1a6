import {
  transitionWalletConnection,
  type WalletConnectionState,
} from '@drc20/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type CreateTestProviderParameters,
  createTestProvider,
  TEST_ADDRESSES,
  type TestProviderControl,
} from '../test/createTestProvider.js'
import { WALLET_CONNECTION_EVENTS as EVENTS } from '../test/walletConnectionEvents.js'
import { createWalletClient, type WalletClient } from './createWalletClient.js'
import type { WalletStatus } from './walletState.js'

/**
 * A site the wallet already authorised is connected without a popup (on
 * load, or when another tab connects it): the store applies the machine's
 * CONNECT and CONNECTED in one step, so the snapshot goes
 * `installed → connected` with no `connecting` in between
 * (docs/wallet.md §10, "connected on load").
 */
const EXTRA_EDGES = new Set(['installed → connected'])

function isLegal(from: WalletConnectionState, to: WalletConnectionState) {
  if (EXTRA_EDGES.has(`${from} → ${to}`)) return true
  return EVENTS.some((event) => {
    const next = transitionWalletConnection(from, event)
    return next.isOk() && next.value === to
  })
}

const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

type Scenario = (
  client: WalletClient,
  control: TestProviderControl,
) => Promise<void>

const scenarios: [string, CreateTestProviderParameters, Scenario][] = [
  [
    'connect, lock, unlock by action, disconnect',
    {},
    async (client, control) => {
      const connected = client.connect()
      await wait(300)
      await connected
      control.lock()
      const swap = client.sendTrade({ p: 'order-v2', op: 'cancel', ex_id: 'e' })
      await wait(100)
      control.unlock()
      await wait(200)
      await swap
      client.disconnect()
    },
  ],
  [
    'rejected connect',
    { approval: 'reject' },
    async (client) => {
      const connected = client.connect()
      await wait(300)
      await connected
    },
  ],
  [
    'late injection, connect, uninstall',
    { inject: 'later' },
    async (client, control) => {
      await wait(500)
      control.inject()
      const connected = client.connect()
      await wait(300)
      await connected
      control.uninstall()
      await wait(1_000)
    },
  ],
  [
    'old version',
    { version: '1.4.2', connected: true },
    async () => {
      await wait(300)
    },
  ],
  [
    'site removed while connected',
    { connected: true },
    async (_, control) => {
      await wait(300)
      control.disconnectSite()
      await wait(1_000)
    },
  ],
  [
    'account switch',
    { connected: true },
    async (_, control) => {
      await wait(300)
      control.switchAccount(TEST_ADDRESSES.livenet2)
      await wait(300)
    },
  ],
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('status changes follow core’s wallet connection machine', () => {
  it.each(scenarios)('behavior: %s', async (_, parameters, scenario) => {
    const { host, control } = createTestProvider(parameters)
    const client = createWalletClient({ host })
    const statuses: WalletStatus[] = [client.getSnapshot().status]
    client.subscribe(() => {
      const status = client.getSnapshot().status
      if (status !== statuses.at(-1)) statuses.push(status)
    })
    await scenario(client, control)
    client.dispose()
    expect(statuses.length).toBeGreaterThan(1)
    for (let i = 1; i < statuses.length; i++) {
      const from = statuses[i - 1] as WalletConnectionState
      const to = statuses[i] as WalletConnectionState
      expect(isLegal(from, to), `${from} → ${to}`).toBe(true)
    }
  })
})
