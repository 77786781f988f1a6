import {
  startTestServer,
  type TestReply,
  type TestServer,
} from '@drc20/api/testing'
import {
  type CreateTestProviderParameters,
  TEST_ADDRESSES,
} from '@drc20/wallet/testing'
import { Notifications } from '@mantine/notifications'
import { act, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { WalletButton } from '../wallet/WalletButton'
import { startOgList } from './startOgList'

const OG = `, OG address`
let server: TestServer
let ogList: TestReply
let holdersOg: ReadonlySet<string>

beforeAll(async () => {
  server = await startTestServer(({ path, body }) => {
    if (path === '/v3/address/ogall') return ogList
    if (path === '/v4/drc20/holders') {
      const address = String(JSON.parse(body).holder_address)
      return {
        body: JSON.stringify({
          code: 200,
          msg: 'success',
          data: { isOg: holdersOg.has(address) },
        }),
      }
    }
    return { status: 404, body: '' }
  })
})
afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
  ogList = listReply([])
  holdersOg = new Set()
})

function listReply(addresses: readonly string[]): TestReply {
  return {
    body: JSON.stringify({ code: 200, msg: 'success', data: addresses }),
  }
}

/** The header's wallet button on a connected test wallet, after start-up. */
async function setup(parameters: CreateTestProviderParameters = {}) {
  const sim = createTestWallet({ connected: true, ...parameters })
  const view = renderWithProviders(
    <>
      <Notifications />
      <WalletButton />
    </>,
    {
      context: createTestContext({
        apiBaseUrl: server.baseUrl,
        wallet: sim.wallet,
      }),
    },
  )
  await act(() => startOgList(view.context))
  return { ...sim, ...view }
}

const walletButton = (address: string, og: boolean) =>
  screen.findByRole('button', {
    name: new RegExp(`^Wallet ${address}${og ? OG : ''} `),
  })

describe('useIsOg', () => {
  it('default: an address in the OG list is OG', async () => {
    ogList = listReply([TEST_ADDRESSES.livenet])
    await setup()
    expect(await walletButton(TEST_ADDRESSES.livenet, true)).toBeVisible()
    expect(
      server.requests.filter((r) => r.path === '/v3/address/ogall'),
    ).toHaveLength(1)
  })

  it('behavior: the holders check alone makes an address OG', async () => {
    holdersOg = new Set([TEST_ADDRESSES.livenet])
    await setup()
    expect(await walletButton(TEST_ADDRESSES.livenet, true)).toBeVisible()
    const check = server.requests.find((r) => r.path === '/v4/drc20/holders')
    expect(JSON.parse(check?.body ?? '{}')).toMatchObject({
      holder_address: TEST_ADDRESSES.livenet,
    })
  })

  it('behavior: neither source says so → not OG', async () => {
    ogList = listReply([TEST_ADDRESSES.livenet2])
    await setup()
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/v4/drc20/holders')).toBe(
        true,
      ),
    )
    expect(await walletButton(TEST_ADDRESSES.livenet, false)).toBeVisible()
  })

  it('behavior: recomputed when the account changes', async () => {
    ogList = listReply([TEST_ADDRESSES.livenet])
    holdersOg = new Set()
    const { control } = await setup()
    expect(await walletButton(TEST_ADDRESSES.livenet, true)).toBeVisible()

    act(() => control.switchAccount(TEST_ADDRESSES.livenet2))
    expect(await walletButton(TEST_ADDRESSES.livenet2, false)).toBeVisible()

    holdersOg = new Set([TEST_ADDRESSES.p2sh])
    act(() => control.switchAccount(TEST_ADDRESSES.p2sh))
    expect(await walletButton(TEST_ADDRESSES.p2sh, true)).toBeVisible()
  })

  it('behavior: a failed OG list shows an alert; the holders check still counts', async () => {
    ogList = { status: 500, body: 'boom' }
    holdersOg = new Set([TEST_ADDRESSES.livenet])
    const { context } = await setup()
    expect(
      await screen.findByText('Could not load the OG list'),
    ).toBeInTheDocument()
    expect(screen.getByText('HTTP error! status: 500')).toBeInTheDocument()
    expect(
      context.services.queryClient.getQueryState(['og', 'list'])?.status,
    ).toBe('error')
    expect(await walletButton(TEST_ADDRESSES.livenet, true)).toBeVisible()
  })

  it('behavior: the list is fetched once', async () => {
    const { context } = await setup()
    await act(() => startOgList(context))
    expect(
      server.requests.filter((r) => r.path === '/v3/address/ogall'),
    ).toHaveLength(1)
  })
})
