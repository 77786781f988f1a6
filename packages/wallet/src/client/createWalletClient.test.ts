import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type CreateTestProviderParameters,
  createTestProvider,
  TEST_ADDRESSES,
  TEST_PUBLIC_KEY,
} from '../test/createTestProvider.js'
import {
  type CreateWalletClientParameters,
  createWalletClient,
  type SwapPayload,
} from './createWalletClient.js'

const SWAP: SwapPayload = {
  p: 'pair-v1',
  op: 'swap',
  tick0: 'WDOGE(WRAPPED-DOGE)',
  tick1: 'UNIX',
  amt0: '100000000',
  amt1: '4990',
  amt1_min: '4965',
  doge: 1,
}

/** Another swap: a different payload, so it is not refused as a repeat. */
const SWAP_2: SwapPayload = {
  ...SWAP,
  amt0: '200000000',
  amt1: '9980',
  amt1_min: '9930',
}

const clients: { dispose: () => void }[] = []

function setup(
  parameters: CreateTestProviderParameters = {},
  clientParameters: CreateWalletClientParameters = {},
) {
  const sim = createTestProvider(parameters)
  const client = createWalletClient({ host: sim.host, ...clientParameters })
  clients.push(client)
  return { ...sim, client }
}

async function setupConnected(parameters: CreateTestProviderParameters = {}) {
  const env = setup({ connected: true, ...parameters })
  await vi.advanceTimersByTimeAsync(200)
  expect(env.client.getSnapshot().status).toBe('connected')
  return env
}

/** Advances fake time in small steps so chained timers all get to run. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose()
  vi.useRealTimers()
})

describe(createWalletClient, () => {
  describe('detection', () => {
    it('behavior: without a window nothing breaks and no timer starts', async () => {
      const client = createWalletClient()
      clients.push(client)
      expect(client.getSnapshot()).toMatchObject({
        status: 'not-installed',
        detecting: false,
        accounts: [],
      })
      expect(vi.getTimerCount()).toBe(0)
      expect((await client.connect())._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_NOT_INSTALLED',
      })
      expect((await client.createSwap(SWAP))._unsafeUnwrapErr().code).toBe(
        'WALLET_NOT_INSTALLED',
      )
    })

    it.each([
      ['dogeuni', 'dogeuni'],
      ['unielon', 'unielon'],
      ['both', 'dogeuni'],
    ] as const)(
      'default: a provider under %s is found as %s',
      async (globals, walletType) => {
        const { client } = setup({ globals })
        expect(client.getSnapshot()).toMatchObject({
          status: 'installed',
          detecting: false,
          walletType,
        })
        await wait(100)
        expect(client.getSnapshot().version).toBe('1.4.3')
      },
    )

    it('behavior: a provider injected after load is found on its init event', async () => {
      const { client, control, host } = setup({ inject: 'later' })
      expect(client.getSnapshot()).toMatchObject({
        status: 'not-installed',
        detecting: true,
      })
      expect(host.listenerCount('unielon#initialized')).toBe(1)
      expect(host.listenerCount('dogeuni#initialized')).toBe(1)
      await wait(1_500)
      control.inject()
      // Synchronously, from the event, before any poll tick.
      expect(client.getSnapshot()).toMatchObject({
        status: 'installed',
        walletType: 'dogeuni',
        detecting: false,
      })
    })

    it('behavior: a provider that appears without an event is found by the 100 ms poll', async () => {
      const { client, host, provider } = setup({ inject: 'later' })
      await wait(400)
      host.unielon = provider
      await wait(100)
      expect(client.getSnapshot()).toMatchObject({
        status: 'installed',
        walletType: 'unielon',
      })
    })

    it('behavior: gives up 3 s after load, then still finds a late provider with the cheap poll', async () => {
      const { client, control } = setup({ inject: 'later' })
      await wait(2_999)
      expect(client.getSnapshot().detecting).toBe(true)
      await wait(1)
      expect(client.getSnapshot()).toMatchObject({
        status: 'not-installed',
        detecting: false,
      })
      expect((await client.connect())._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_NOT_INSTALLED',
      })
      await wait(10_000)
      control.inject()
      expect(client.getSnapshot().status).toBe('installed')
    })

    it('behavior: the window starts at the load event when the page is still loading', async () => {
      const { client, host } = setup({ inject: 'later', readyState: 'loading' })
      await wait(10_000)
      expect(client.getSnapshot().detecting).toBe(true)
      host.dispatch('load')
      await wait(3_000)
      expect(client.getSnapshot().detecting).toBe(false)
      expect(host.listenerCount('load')).toBe(0)
    })

    it('behavior: connect during detection waits for the late provider', async () => {
      const { client, control } = setup({ inject: 'later' })
      const connecting = client.connect()
      expect(client.getSnapshot().status).toBe('not-installed')
      await wait(500)
      control.inject()
      await wait(500)
      expect((await connecting)._unsafeUnwrap()).toEqual({
        kind: 'connected',
        address: TEST_ADDRESSES.livenet,
      })
    })
  })

  describe('connect', () => {
    it('default: installed → connecting → connected with account data as bigints', async () => {
      const { client, control } = setup()
      await wait(100)
      const statuses: string[] = []
      client.subscribe(() => statuses.push(client.getSnapshot().status))
      const result = client.connect()
      expect(client.getSnapshot().status).toBe('connecting')
      await wait(200)
      expect((await result)._unsafeUnwrap()).toEqual({
        kind: 'connected',
        address: TEST_ADDRESSES.livenet,
      })
      expect(client.getSnapshot()).toEqual({
        status: 'connected',
        detecting: false,
        walletType: 'dogeuni',
        version: '1.4.3',
        address: TEST_ADDRESSES.livenet,
        accounts: [TEST_ADDRESSES.livenet],
        publicKey: TEST_PUBLIC_KEY,
        network: 'livenet',
        balance: {
          confirmed: 500_000_000n,
          unconfirmed: 200_000_000n,
          total: 700_000_000n,
        },
      })
      expect(statuses[0]).toBe('connecting')
      expect(statuses.at(-1)).toBe('connected')
      expect(control.calls('requestAccounts')).toHaveLength(1)
    })

    it('behavior: clicks while connecting return the same request', async () => {
      const { client, control } = setup({ approval: 'manual' })
      await wait(100)
      const first = client.connect()
      const second = client.connect()
      expect(second).toBe(first)
      await wait(100)
      expect(control.calls('requestAccounts')).toHaveLength(1)
      control.pending()[0]?.approve()
      await wait(100)
      expect((await second)._unsafeUnwrap().kind).toBe('connected')
    })

    it.each(['reject', 'cancel'] as const)(
      'behavior: %s is a silent rejected result, back to installed',
      async (mode) => {
        const { client, control } = setup()
        await wait(100)
        control.nextApproval(mode)
        const result = client.connect()
        await wait(200)
        expect((await result)._unsafeUnwrap()).toEqual({ kind: 'rejected' })
        expect(client.getSnapshot().status).toBe('installed')
      },
    )

    it('behavior: connecting a wallet on testnet ends in wrong-network', async () => {
      const { client } = setup({ network: 'testnet' })
      await wait(100)
      const result = client.connect()
      await wait(200)
      expect((await result)._unsafeUnwrap()).toEqual({
        kind: 'connected',
        address: TEST_ADDRESSES.testnet,
      })
      expect(client.getSnapshot()).toMatchObject({
        status: 'wrong-network',
        network: 'testnet',
      })
    })

    it('behavior: connected on load without a popup', async () => {
      const { client, control } = await setupConnected()
      expect(client.getSnapshot().address).toBe(TEST_ADDRESSES.livenet)
      expect(control.calls('requestAccounts')).toHaveLength(0)
    })

    it('behavior: a locked wallet keeps connect pending until unlock', async () => {
      const { client, control } = setup({ locked: true })
      await wait(100)
      const result = client.connect()
      await wait(60_000)
      expect(client.getSnapshot()).toMatchObject({
        status: 'connecting',
        pendingApproval: { method: 'requestAccounts', queued: 0 },
      })
      control.unlock()
      await wait(200)
      expect((await result)._unsafeUnwrap().kind).toBe('connected')
      expect(client.getSnapshot().status).toBe('connected')
    })

    it('behavior: a locked wallet whose popup is closed rejects silently', async () => {
      const { client, control } = setup({ locked: true })
      await wait(100)
      const result = client.connect()
      await wait(1_000)
      control.closePopup()
      await wait(10)
      expect((await result)._unsafeUnwrap()).toEqual({ kind: 'rejected' })
    })

    it('behavior: a popup that never settles is WALLET_LOCKED_OR_CLOSED after 120 s', async () => {
      const { client, control } = setup()
      await wait(100)
      control.nextApproval('hang')
      const result = client.connect()
      await wait(119_000)
      expect(client.getSnapshot().status).toBe('connecting')
      await wait(1_000)
      expect((await result)._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_LOCKED_OR_CLOSED',
        reason: 'TIMEOUT',
        method: 'requestAccounts',
      })
      expect(client.getSnapshot().status).toBe('installed')
    })

    it('behavior: the timeout does not fire while the tab is hidden', async () => {
      const { client, control, host } = setup({ approval: 'manual' })
      await wait(100)
      const result = client.connect()
      host.document.visibilityState = 'hidden'
      await wait(300_000)
      expect(client.getSnapshot().status).toBe('connecting')
      host.document.visibilityState = 'visible'
      control.pending()[0]?.approve()
      await wait(100)
      expect((await result)._unsafeUnwrap().kind).toBe('connected')
    })

    it('behavior: disconnect forgets the account and the poll does not bring it back', async () => {
      const { client, control } = await setupConnected()
      client.disconnect()
      expect(client.getSnapshot()).toMatchObject({
        status: 'installed',
        accounts: [],
      })
      expect(client.getSnapshot().address).toBeUndefined()
      expect(client.getSnapshot().balance).toBeUndefined()
      await wait(5_000)
      expect(client.getSnapshot().status).toBe('installed')
      expect((await client.createSwap(SWAP))._unsafeUnwrapErr()).toEqual({
        code: 'NOT_CONNECTED',
      })
      const again = client.connect()
      await wait(200)
      expect((await again)._unsafeUnwrap().kind).toBe('connected')
      expect(control.calls('requestAccounts')).toHaveLength(1)
    })
  })

  describe('version gate', () => {
    it.each([
      ['1.4.3', 'installed'],
      ['v1.4.3-beta', 'installed'],
      ['1.5', 'installed'],
      ['2.0.0', 'installed'],
      ['1.4.2', 'version-too-low'],
      ['1.3.99', 'version-too-low'],
      ['garbage', 'version-too-low'],
      [null, 'version-too-low'],
      ['fail', 'version-too-low'],
    ] as const)('behavior: getVersion %s → %s', async (version, status) => {
      const { client, control } = setup({ version })
      await wait(100)
      expect(client.getSnapshot().status).toBe(status)
      if (status === 'version-too-low') {
        const result = await client.connect()
        expect(result._unsafeUnwrapErr().code).toBe('WALLET_VERSION_TOO_OLD')
        expect(control.calls('requestAccounts')).toHaveLength(0)
      }
    })

    it('behavior: a connected old wallet is gated but reads keep working', async () => {
      const { client } = setup({ connected: true, version: '1.4.2' })
      await wait(200)
      expect(client.getSnapshot()).toMatchObject({
        status: 'version-too-low',
        version: '1.4.2',
        address: TEST_ADDRESSES.livenet,
      })
      expect((await client.createSwap(SWAP))._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_VERSION_TOO_OLD',
        version: '1.4.2',
      })
      const balance = client.getBalance()
      await wait(100)
      expect((await balance)._unsafeUnwrap()?.confirmed).toBe(500_000_000n)
    })

    it('behavior: a getVersion that hangs counts as too old after 5 s', async () => {
      const { client } = setup({ readLatencyMs: 60_000 })
      await wait(4_999)
      expect(client.getSnapshot().status).toBe('installed')
      await wait(1)
      expect(client.getSnapshot().status).toBe('version-too-low')
    })
  })

  describe('events and polling', () => {
    it('behavior: an unchanged poll keeps the same snapshot and notifies nobody', async () => {
      const { client } = await setupConnected()
      const before = client.getSnapshot()
      const listener = vi.fn()
      client.subscribe(listener)
      await wait(5_000)
      expect(client.getSnapshot()).toBe(before)
      expect(listener).not.toHaveBeenCalled()
    })

    it('behavior: accountsChanged switches the account and re-reads its data', async () => {
      const { client, control } = await setupConnected()
      control.setBalance({ confirmed: '1', unconfirmed: '1', total: '3' })
      control.switchAccount(TEST_ADDRESSES.livenet2)
      expect(client.getSnapshot()).toMatchObject({
        status: 'connected',
        address: TEST_ADDRESSES.livenet2,
        accounts: [TEST_ADDRESSES.livenet2],
      })
      // The old account's balance is not shown for the new one.
      expect(client.getSnapshot().balance).toBeUndefined()
      await wait(100)
      expect(client.getSnapshot().balance).toEqual({
        confirmed: 1n,
        unconfirmed: 2n,
        total: 3n,
      })
    })

    it('behavior: window focus re-reads at once', async () => {
      const { client, control, host } = await setupConnected()
      control.setBalance({ confirmed: 7, unconfirmed: 7, total: 7 })
      host.dispatch('focus')
      await wait(50)
      expect(client.getSnapshot().balance?.total).toBe(7n)
    })

    it('behavior: the 1 s poll picks up changes no event announced', async () => {
      const { client, control } = await setupConnected()
      control.setBalance({ confirmed: 9, unconfirmed: 9, total: 9 })
      await wait(1_100)
      expect(client.getSnapshot().balance?.confirmed).toBe(9n)
    })

    it('behavior: a network switch is a wrong-network state, and back', async () => {
      const { client, control } = await setupConnected()
      control.switchNetwork('testnet')
      expect(client.getSnapshot()).toMatchObject({
        status: 'wrong-network',
        network: 'testnet',
        address: TEST_ADDRESSES.testnet,
      })
      expect((await client.createSwap(SWAP))._unsafeUnwrapErr()).toEqual({
        code: 'WRONG_NETWORK',
        network: 'testnet',
      })
      control.switchNetwork('livenet')
      expect(client.getSnapshot()).toMatchObject({
        status: 'connected',
        address: TEST_ADDRESSES.livenet,
      })
    })

    it('behavior: lock keeps the address, and the poll does not undo it', async () => {
      const { client, control } = await setupConnected()
      control.lock()
      expect(client.getSnapshot()).toMatchObject({
        status: 'locked',
        address: TEST_ADDRESSES.livenet,
        accounts: [],
      })
      // 1.0.x still answers getAccounts with the address while locked.
      await wait(3_000)
      expect(client.getSnapshot().status).toBe('locked')
    })

    it('behavior: unlock that re-broadcasts the account is connected again', async () => {
      const { client, control } = await setupConnected({ emitOnUnlock: true })
      control.lock()
      control.unlock()
      expect(client.getSnapshot().status).toBe('connected')
    })

    it('behavior: uninstalling resets address and balance', async () => {
      const { client, control } = await setupConnected()
      control.uninstall()
      await wait(1_000)
      expect(client.getSnapshot()).toEqual({
        status: 'not-installed',
        detecting: false,
        accounts: [],
      })
    })

    it('behavior: the site removed from the wallet is installed after the next poll', async () => {
      const { client, control } = await setupConnected()
      control.disconnectSite()
      expect(client.getSnapshot().status).toBe('locked')
      await wait(1_000)
      expect(client.getSnapshot()).toMatchObject({
        status: 'installed',
        accounts: [],
      })
      expect(client.getSnapshot().address).toBeUndefined()
    })

    it('behavior: a build that hides the account while locked shows installed', async () => {
      const { client, control } = await setupConnected({
        accountsWhileLocked: false,
      })
      control.lock()
      await wait(1_000)
      expect(client.getSnapshot().status).toBe('installed')
    })
  })

  describe('operations', () => {
    it('default: createSwap sends the checked payload and returns the tx hash', async () => {
      const { client, control } = await setupConnected()
      const result = client.createSwap(SWAP)
      await wait(0)
      expect(client.getSnapshot().pendingApproval).toEqual({
        method: 'createSwap',
        queued: 0,
      })
      await wait(100)
      const value = (await result)._unsafeUnwrap()
      expect(value.kind).toBe('submitted')
      expect(value.kind === 'submitted' && value.txHash).toMatch(
        /^[0-9a-f]{64}$/,
      )
      expect(control.calls('createSwap').map((c) => c.args)).toEqual([[SWAP]])
      expect(client.getSnapshot().pendingApproval).toBeUndefined()
    })

    it.each([
      ['sendDogecoin', { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000' }],
      ['sendTrade', { p: 'order-v1', op: 'trade', exid: 'e1', amt1: '7' }],
      ['createLp', { p: 'stake-v1', op: 'stake', tick: 'UNIX', amt: '5' }],
      ['sendBox', { p: 'box-v1', op: 'mint', tick0: 'NEW', amt1: '5' }],
      [
        'sendNft',
        { p: 'file', op: 'transfer', file_id: 'f1', to: TEST_ADDRESSES.p2sh },
      ],
    ] as const)(
      'default: %s reaches the wallet method of the same name',
      async (method, payload) => {
        const { client, control } = await setupConnected()
        const send = client[method] as (
          p: unknown,
        ) => ReturnType<typeof client.createSwap>
        const result = send(payload)
        await wait(100)
        expect((await result)._unsafeUnwrap().kind).toBe('submitted')
        expect(control.calls(method).map((c) => c.args)).toEqual([[payload]])
      },
    )

    it('parameters: the transfer recipient and options.repeat reach the wallet', async () => {
      const { client, control } = await setupConnected()
      const transfer = {
        p: 'drc-20',
        op: 'transfer',
        tick: 'UNIX',
        amt: '5',
        to: TEST_ADDRESSES.livenet2,
      } as const
      const sent = client.sendDogecoin(transfer)
      const mint = client.sendDogecoin(
        { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000' },
        { repeat: 10 },
      )
      await wait(300)
      expect((await sent)._unsafeUnwrap().kind).toBe('submitted')
      expect((await mint)._unsafeUnwrap().kind).toBe('submitted')
      expect(control.calls('sendDogecoin').map((c) => c.args[0])).toEqual([
        transfer,
        { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000', repeat: 10 },
      ])
    })

    it('parameters: a mint receive address and fee rate reach the wallet', async () => {
      const { client, control } = await setupConnected()
      const mint = client.sendDogecoin(
        { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000', repeat: 3 },
        { to: TEST_ADDRESSES.livenet2, repeat: 3, feeRatePerKb: 2_000_000n },
      )
      await wait(300)
      expect((await mint)._unsafeUnwrap().kind).toBe('submitted')
      expect(control.calls('sendDogecoin').map((c) => c.args[0])).toEqual([
        {
          p: 'drc-20',
          op: 'mint',
          tick: 'UNIX',
          amt: '1000',
          repeat: 3,
          to: TEST_ADDRESSES.livenet2,
          feeRate: 2_000_000,
        },
      ])
    })

    it('behavior: a fee rate of 0 is never sent', async () => {
      const { client, control } = await setupConnected()
      const result = await client.sendDogecoin(
        { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000' },
        { feeRatePerKb: 0n },
      )
      expect(result._unsafeUnwrapErr()).toMatchObject({
        code: 'INVALID_PAYLOAD',
        field: 'feeRate',
      })
      expect(control.calls('sendDogecoin')).toHaveLength(0)
    })

    it('behavior: a transfer to an invalid recipient is never sent', async () => {
      const { client, control } = await setupConnected()
      const result = await client.sendDogecoin({
        p: 'drc-20',
        op: 'transfer',
        tick: 'UNIX',
        amt: '5',
        to: TEST_ADDRESSES.testnet,
      })
      expect(result._unsafeUnwrapErr()).toMatchObject({
        code: 'INVALID_ADDRESS',
        field: 'to',
        cause: { code: 'WRONG_NETWORK' },
      })
      expect(control.calls('sendDogecoin')).toHaveLength(0)
    })

    it('default: a plain DOGE payment uses the positional sendDogecoin form', async () => {
      const { client, control } = await setupConnected()
      const result = client.sendDogecoin({
        toAddress: TEST_ADDRESSES.p2sh,
        amountRaw: 150_000_000n,
        feeRatePerKbRaw: 1_000_000n,
      })
      await wait(100)
      expect((await result)._unsafeUnwrap().kind).toBe('submitted')
      expect(control.calls('sendDogecoin')[0]?.args).toEqual([
        TEST_ADDRESSES.p2sh,
        150_000_000,
        { feeRate: 1_000_000 },
      ])
    })

    it.each([
      ['a decimal amount', { ...SWAP, amt0: '1.5' }, 'INVALID_PAYLOAD'],
      [
        'a drc-20 payload',
        { p: 'drc-20', op: 'mint', tick: 'A', amt: '1' },
        'INVALID_PAYLOAD',
      ],
      [
        'a recipient the wdoge withdraw does not define',
        { p: 'wdoge', op: 'withdraw', amt: '1', to: TEST_ADDRESSES.livenet },
        'INVALID_PAYLOAD',
      ],
    ])(
      'behavior: %s is refused and nothing is sent',
      async (_, payload, code) => {
        const { client, control } = await setupConnected()
        const result = await client.createSwap(payload as SwapPayload)
        expect(result._unsafeUnwrapErr().code).toBe(code)
        expect(control.calls('createSwap')).toHaveLength(0)
        expect(control.calls('getAccounts').length).toBeGreaterThan(0)
      },
    )

    it('behavior: a plain payment to a bad address is refused before the wallet', async () => {
      const { client, control } = await setupConnected()
      const result = await client.sendDogecoin({
        toAddress: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj',
        amountRaw: 1n,
      })
      expect(result._unsafeUnwrapErr()).toMatchObject({
        code: 'INVALID_ADDRESS',
        cause: { code: 'BAD_CHECKSUM' },
      })
      expect(control.calls('sendDogecoin')).toHaveLength(0)
    })

    it('behavior: actions need a connected account', async () => {
      const { client, control } = setup()
      await wait(100)
      expect((await client.createSwap(SWAP))._unsafeUnwrapErr()).toEqual({
        code: 'NOT_CONNECTED',
      })
      expect(control.calls('createSwap')).toHaveLength(0)
    })

    it.each([
      [
        'resolve 500 insufficient',
        {
          resolve: {
            code: 500,
            msg: 'The balance is insufficient to complete this transaction',
            data: null,
          },
        },
        { code: 'INSUFFICIENT_FUNDS' },
      ],
      [
        'resolve 500 busy',
        {
          resolve: {
            code: 500,
            msg: 'There are other unfinished operations at the current address. Please wait for completion before submitting.',
            data: null,
          },
        },
        { code: 'WALLET_BUSY' },
      ],
      [
        'resolve 500 other',
        { resolve: { code: 500, msg: 'broadcast error', data: null } },
        {
          code: 'WALLET_FAILED',
          reason: 'PAYMENT_FAILED',
          message: 'broadcast error',
        },
      ],
      [
        'resolve undefined',
        { resolve: undefined },
        { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' },
      ],
      [
        'resolve 200 without hash',
        { resolve: { code: 200, msg: 'success' } },
        { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' },
      ],
      [
        'reject 4100',
        { reject: { code: 4100, message: 'unauthorized' } },
        { code: 'WALLET_LOCKED_OR_CLOSED', reason: 'UNAUTHORIZED' },
      ],
      [
        'reject -32603',
        { reject: { code: -32603, message: 'invalid address' } },
        {
          code: 'WALLET_FAILED',
          reason: 'RPC_ERROR',
          message: 'invalid address',
        },
      ],
      [
        'reject -32601',
        { reject: { code: -32601 } },
        { code: 'UNSUPPORTED_METHOD', method: 'createSwap' },
      ],
      [
        'reject no account',
        {
          reject: {
            code: 4001,
            message: 'wallet must has at least one account',
          },
        },
        { code: 'WALLET_FAILED', reason: 'NO_ACCOUNT' },
      ],
    ])('behavior: %s maps to %j', async (_, outcome, expected) => {
      const { client, control } = await setupConnected()
      control.failNext(outcome)
      const result = client.createSwap(SWAP)
      await wait(100)
      expect((await result)._unsafeUnwrapErr()).toMatchObject(expected)
    })

    it.each(['reject', 'cancel', 'close'] as const)(
      'behavior: %s is a silent rejected result',
      async (mode) => {
        const { client, control } = await setupConnected()
        control.nextApproval(mode)
        const result = client.createSwap(SWAP)
        await wait(100)
        expect((await result)._unsafeUnwrap()).toEqual({ kind: 'rejected' })
      },
    )

    it('behavior: a method missing on this build is UNSUPPORTED_METHOD', async () => {
      const { client } = await setupConnected({ missing: ['createSwap'] })
      const result = client.createSwap(SWAP)
      await wait(100)
      expect((await result)._unsafeUnwrapErr()).toEqual({
        code: 'UNSUPPORTED_METHOD',
        method: 'createSwap',
      })
    })

    it('behavior: approvals are serialised, the second waits its turn', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const first = client.createSwap(SWAP)
      const second = client.sendTrade({
        p: 'order-v1',
        op: 'trade',
        exid: 'e',
        amt1: '1',
      })
      await wait(100)
      expect(control.pending().map((p) => p.method)).toEqual(['createSwap'])
      expect(client.getSnapshot().pendingApproval).toEqual({
        method: 'createSwap',
        queued: 1,
      })
      control.pending()[0]?.approve()
      await wait(100)
      expect((await first)._unsafeUnwrap().kind).toBe('submitted')
      expect(control.pending().map((p) => p.method)).toEqual(['sendTrade'])
      control.pending()[0]?.approve()
      await wait(100)
      expect((await second)._unsafeUnwrap().kind).toBe('submitted')
    })

    it('behavior: a wallet that orphans the first approval on a second one never gets a second', async () => {
      const { client, control } = await setupConnected({
        orphanOnSecondApproval: true,
      })
      const results = [client.createSwap(SWAP), client.createSwap(SWAP_2)]
      await wait(300)
      const settled = await Promise.all(results)
      expect(settled.map((r) => r._unsafeUnwrap().kind)).toEqual([
        'submitted',
        'submitted',
      ])
      expect(control.calls('createSwap')).toHaveLength(2)
    })

    it('behavior: a hung approval is WALLET_NO_ANSWER after 120 s and frees the queue', async () => {
      const { client, control } = await setupConnected()
      control.nextApproval('hang')
      const first = client.createSwap(SWAP)
      const second = client.createSwap(SWAP_2)
      await wait(120_100)
      expect((await first)._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_NO_ANSWER',
        method: 'createSwap',
        requestId: 1,
      })
      expect(client.getSnapshot().unanswered).toEqual([
        { requestId: 1, method: 'createSwap' },
      ])
      await wait(200)
      expect((await second)._unsafeUnwrap().kind).toBe('submitted')
    })

    it('behavior: a locked wallet keeps the action pending until unlock', async () => {
      const { client, control } = await setupConnected()
      control.lock()
      const result = client.createSwap(SWAP)
      await wait(30_000)
      expect(client.getSnapshot()).toMatchObject({
        status: 'locked',
        pendingApproval: { method: 'createSwap' },
      })
      control.unlock()
      await wait(100)
      expect((await result)._unsafeUnwrap().kind).toBe('submitted')
      expect(client.getSnapshot().status).toBe('connected')
    })

    it('behavior: a locked wallet whose unlock popup is closed rejects silently', async () => {
      const { client, control } = await setupConnected()
      control.lock()
      const result = client.createSwap(SWAP)
      await wait(1_000)
      control.closePopup()
      await wait(10)
      expect((await result)._unsafeUnwrap()).toEqual({ kind: 'rejected' })
      expect(client.getSnapshot().status).toBe('locked')
    })

    it('behavior: an account switch mid-flow stops the queued request before its popup', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const first = client.createSwap(SWAP)
      const second = client.createSwap(SWAP_2)
      await wait(100)
      control.switchAccount(TEST_ADDRESSES.livenet2)
      control.pending()[0]?.approve()
      await wait(100)
      expect((await first)._unsafeUnwrap().kind).toBe('submitted')
      expect((await second)._unsafeUnwrapErr()).toEqual({
        code: 'ACCOUNT_CHANGED',
        expected: TEST_ADDRESSES.livenet,
        actual: TEST_ADDRESSES.livenet2,
      })
      expect(control.calls('createSwap')).toHaveLength(1)
      expect(client.getSnapshot().address).toBe(TEST_ADDRESSES.livenet2)
    })

    it('behavior: an account switch the page missed is caught by the pre-send check', async () => {
      const { client, control } = await setupConnected()
      control.switchAccount(TEST_ADDRESSES.livenet2, { silent: true })
      expect(client.getSnapshot().address).toBe(TEST_ADDRESSES.livenet)
      const result = client.createSwap(SWAP)
      await wait(100)
      expect((await result)._unsafeUnwrapErr()).toEqual({
        code: 'ACCOUNT_CHANGED',
        expected: TEST_ADDRESSES.livenet,
        actual: TEST_ADDRESSES.livenet2,
      })
      expect(control.calls('createSwap')).toHaveLength(0)
      expect(client.getSnapshot().address).toBe(TEST_ADDRESSES.livenet2)
    })

    it('behavior: the provider vanishing mid-call settles the call', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const result = client.createSwap(SWAP)
      await wait(100)
      control.uninstall()
      await wait(1_000)
      expect((await result)._unsafeUnwrapErr()).toEqual({
        code: 'WALLET_LOCKED_OR_CLOSED',
        reason: 'PROVIDER_GONE',
        method: 'createSwap',
      })
    })

    it('default: signMessage returns the signature', async () => {
      const { client, control } = await setupConnected()
      const result = client.signMessage('hello', 'ecdsa')
      await wait(100)
      const value = (await result)._unsafeUnwrap()
      expect(value.kind === 'signed' && value.signature).toHaveLength(88)
      expect(control.calls('signMessage')[0]?.args).toEqual(['hello', 'ecdsa'])
    })

    it('behavior: signMessage with an empty result is NO_SIGNATURE', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const result = client.signMessage('hello')
      await wait(100)
      control.pending()[0]?.approve('')
      await wait(10)
      expect((await result)._unsafeUnwrapErr()).toMatchObject({
        code: 'WALLET_FAILED',
        reason: 'NO_SIGNATURE',
      })
    })

    it('default: getBalance and getNetwork read and store', async () => {
      const { client, control } = await setupConnected()
      control.setBalance({ confirmed: '123.9', unconfirmed: '0', total: '200' })
      const balance = client.getBalance()
      const network = client.getNetwork()
      await wait(50)
      expect((await balance)._unsafeUnwrap()).toEqual({
        confirmed: 123n,
        unconfirmed: 77n,
        total: 200n,
      })
      expect((await network)._unsafeUnwrap()).toBe('livenet')
      expect(client.getSnapshot().balance?.confirmed).toBe(123n)
    })

    it('behavior: a read that hangs is WALLET_LOCKED_OR_CLOSED after 10 s', async () => {
      const { client } = await setupConnected()
      const { client: slow } = setup({
        connected: true,
        readLatencyMs: 60_000,
        version: '1.4.3',
      })
      const result = slow.getNetwork()
      await wait(10_000)
      expect((await result)._unsafeUnwrapErr()).toMatchObject({
        code: 'WALLET_LOCKED_OR_CLOSED',
        reason: 'TIMEOUT',
        method: 'getNetwork',
      })
      expect(client.getSnapshot().status).toBe('connected')
    })
  })

  describe('late answers', () => {
    it('behavior: an approval answered after the timeout is reported with its tx hash', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const answers: unknown[] = []
      client.onLateAnswer((answer) => answers.push(answer))
      const result = client.createSwap(SWAP)
      await wait(120_100)
      expect((await result)._unsafeUnwrapErr()).toMatchObject({
        code: 'WALLET_NO_ANSWER',
        requestId: 1,
      })
      expect(answers).toEqual([])
      control.pending()[0]?.approve()
      await wait(100)
      expect(answers).toEqual([
        {
          requestId: 1,
          method: 'createSwap',
          request: [SWAP],
          outcome: {
            kind: 'submitted',
            txHash: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        },
      ])
      expect(client.getSnapshot().unanswered).toBeUndefined()
    })

    it('behavior: a late rejection and a late failure are reported too', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const answers: { outcome: unknown }[] = []
      client.onLateAnswer((answer) => answers.push(answer))
      void client.createSwap(SWAP)
      void client.signMessage('hello')
      await wait(120_100)
      control.pending()[0]?.reject()
      await wait(120_100)
      expect(client.getSnapshot().unanswered).toEqual([
        { requestId: 2, method: 'signMessage' },
      ])
      control.pending()[0]?.approve()
      await wait(100)
      expect(answers.map((a) => a.outcome)).toEqual([
        { kind: 'rejected' },
        { kind: 'signed', signature: expect.any(String) },
      ])
    })

    it('behavior: the same payload is refused while it waits for the wallet, then allowed', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const first = client.createSwap(SWAP)
      // A double click: the identical request is refused, nothing queued.
      expect((await client.createSwap(SWAP))._unsafeUnwrapErr()).toEqual({
        code: 'SAME_REQUEST_OUTSTANDING',
        method: 'createSwap',
        requestId: 1,
        unanswered: false,
      })
      await wait(120_100)
      expect((await first)._unsafeUnwrapErr().code).toBe('WALLET_NO_ANSWER')
      // Key order does not make it a different request.
      const reordered = Object.fromEntries(
        Object.entries(SWAP).reverse(),
      ) as SwapPayload
      expect((await client.createSwap(reordered))._unsafeUnwrapErr()).toEqual({
        code: 'SAME_REQUEST_OUTSTANDING',
        method: 'createSwap',
        requestId: 1,
        unanswered: true,
      })
      expect(control.calls('createSwap')).toHaveLength(1)
      control.pending()[0]?.approve()
      await wait(100)
      const again = client.createSwap(SWAP)
      await wait(100)
      control.pending()[0]?.approve()
      await wait(100)
      expect((await again)._unsafeUnwrap().kind).toBe('submitted')
    })

    it('behavior: forgetUnanswered allows the repeat and still reports the late answer', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const answers: unknown[] = []
      client.onLateAnswer((answer) => answers.push(answer))
      void client.createSwap(SWAP)
      await wait(120_100)
      expect(client.forgetUnanswered(1)).toBe(true)
      expect(client.forgetUnanswered(1)).toBe(false)
      expect(client.getSnapshot().unanswered).toBeUndefined()
      const again = client.createSwap(SWAP)
      await wait(100)
      expect(control.calls('createSwap')).toHaveLength(2)
      control.pending()[0]?.approve()
      await wait(100)
      expect(answers).toHaveLength(1)
      control.pending()[0]?.approve()
      await wait(100)
      expect((await again)._unsafeUnwrap().kind).toBe('submitted')
    })

    it('behavior: an answer that comes in time is not a late answer', async () => {
      const { client } = await setupConnected()
      const listener = vi.fn()
      client.onLateAnswer(listener)
      const result = client.createSwap(SWAP)
      await wait(200)
      expect((await result).isOk()).toBe(true)
      await wait(130_000)
      expect(listener).not.toHaveBeenCalled()
    })

    it('behavior: an uninstalled provider or dispose stops listening', async () => {
      const { client, control } = await setupConnected({ approval: 'manual' })
      const listener = vi.fn()
      client.onLateAnswer(listener)
      void client.createSwap(SWAP)
      await wait(120_100)
      client.dispose()
      control.pending()[0]?.approve()
      await wait(100)
      expect(listener).not.toHaveBeenCalled()
    })
  })

  describe('dispose', () => {
    it('behavior: releases every listener and timer and settles queued requests', async () => {
      const { client, control, host } = await setupConnected({
        approval: 'manual',
      })
      expect(control.listenerCount()).toBe(2)
      // unielon#initialized, dogeuni#initialized, focus
      expect(host.listenerCount()).toBe(3)
      const first = client.createSwap(SWAP)
      const second = client.createSwap(SWAP_2)
      await wait(100)
      const listener = vi.fn()
      client.subscribe(listener)
      client.dispose()
      expect(control.listenerCount()).toBe(0)
      expect(host.listenerCount()).toBe(0)
      expect(vi.getTimerCount()).toBe(0)
      for (const result of [first, second]) {
        expect((await result)._unsafeUnwrapErr()).toMatchObject({
          code: 'WALLET_LOCKED_OR_CLOSED',
          reason: 'DISPOSED',
        })
      }
      control.switchAccount(TEST_ADDRESSES.livenet2)
      await wait(5_000)
      expect(listener).not.toHaveBeenCalled()
    })

    it('behavior: dispose during detection clears the detection timers', () => {
      const { client, host } = setup({ inject: 'later', readyState: 'loading' })
      expect(vi.getTimerCount()).toBeGreaterThan(0)
      expect(host.listenerCount('load')).toBe(1)
      client.dispose()
      expect(vi.getTimerCount()).toBe(0)
      expect(host.listenerCount()).toBe(0)
    })
  })
})
