import {
  type RecordedRequest,
  startTestServer,
  type TestServer,
} from '@drc20/api/testing'
import { type SwapPair, type SwapSide, WDOGE_TICK } from '@drc20/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { tokenListingReply } from '../../test/tokenListingRow'
import { SwapForm } from './SwapForm'

// E8 of docs/protocol.md: 100 UNIX into R0 = 1e11, R1 = 5e10 gives
// 4,533,054,469 out and 4,510,389,196 at 0.5% slippage.
const RESERVE_UNIX = '100000000000'
const RESERVE_WDOGE = '50000000000'

const ok = (data: unknown, total = 0) => ({
  status: 200,
  body: JSON.stringify({ code: 200, msg: 'success', data, total }),
})

let server: TestServer
const VERIFIED = new Set(['UNIX'])
let chainHeight = 101

function answer(request: RecordedRequest) {
  switch (request.path) {
    case '/v4/info/blocknumber':
      return ok({ index_height: 100, chain_height: chainHeight })
    case '/v3/swap/getreserves':
      return ok({
        tick0: 'UNIX',
        tick1: WDOGE_TICK,
        reserve0: RESERVE_UNIX,
        reserve1: RESERVE_WDOGE,
        liquidity_total: '70710678118',
        close_price: 0.5,
        volume: 0,
        total: 0,
      })
    // The operator verified the test's tokens (no risk step).
    case '/v4/drc20/collect':
      return tokenListingReply(request.body, VERIFIED)
    case '/v4/drc20/collect-address':
      return ok(
        [
          {
            tick: 'UNIX',
            amt: '15000000000',
            max: null,
            logo: null,
            holder_address: 'x',
            transactions: 0,
            update_date: 0,
            create_date: 0,
          },
        ],
        1,
      )
    default:
      return { status: 404, body: '404 page not found' }
  }
}

beforeAll(async () => {
  server = await startTestServer(answer)
})
afterAll(() => server.close())
afterEach(() => {
  chainHeight = 101
})

/** The form with its pair held as a page would hold its URL's. */
function Page({ sides }: { readonly sides: readonly SwapSide[] }) {
  const [pair, setPair] = useState<SwapPair>({
    input: { tick: 'UNIX' },
    output: { tick: WDOGE_TICK },
  })
  return (
    <SwapForm
      title="Swap"
      market={{ kind: 'pair-v1' }}
      pair={pair}
      sides={sides}
      onPairChange={setPair}
    />
  )
}

function setup(sides: readonly SwapSide[] = []) {
  const { wallet } = createTestWallet({ connected: true })
  const view = renderWithProviders(<Page sides={sides} />, {
    context: createTestContext({ apiBaseUrl: server.baseUrl, wallet }),
  })
  return { ...view, user: userEvent.setup() }
}

describe('SwapForm', () => {
  it('default: each keystroke re-quotes with core, no network call (E8)', async () => {
    const { user } = setup()
    expect(
      await screen.findByRole('button', { name: 'Enter an amount' }),
    ).toBeDisabled()
    await screen.findByText(/Balance: 150/)
    const reads = server.requests.filter(
      (r) => r.path === '/v3/swap/getreserves',
    ).length
    await user.type(screen.getByLabelText('Amount to pay'), '100')
    expect(screen.getByLabelText('Amount to receive')).toHaveValue(
      '45.33054469',
    )
    const details = screen.getByRole('table', { name: 'Swap details' })
    expect(
      within(details).getByRole('row', { name: /Minimum received/ }),
    ).toHaveTextContent('45.10389196 WDOGE')
    expect(
      within(details).getByRole('row', { name: /Provider fee/ }),
    ).toHaveTextContent('0.3 UNIX')
    expect(
      server.requests.filter((r) => r.path === '/v3/swap/getreserves').length,
    ).toBe(reads)
    expect(await screen.findByRole('button', { name: 'Swap' })).toBeEnabled()
  })

  it('behavior: more than the balance is "Insufficient balance of UNIX"', async () => {
    const { user } = setup()
    await screen.findByText(/Balance: 150/)
    await user.type(screen.getByLabelText('Amount to pay'), '150.00000001')
    const button = await screen.findByRole('button', {
      name: 'Insufficient balance of UNIX',
    })
    expect(button).toBeDisabled()
  })

  it('behavior: an invalid slippage disables the swap with the spec message', async () => {
    const { user } = setup()
    await screen.findByText(/Balance: 150/)
    await user.type(screen.getByLabelText('Amount to pay'), '1')
    await user.click(screen.getByRole('button', { name: 'Swap settings' }))
    const slippage = await screen.findByLabelText('Slippage tolerance (%)')
    await user.clear(slippage)
    await user.type(slippage, '0.125')
    expect(
      await screen.findByRole('button', {
        name: 'Enter a valid slippage percentage',
      }),
    ).toBeDisabled()
    await user.clear(slippage)
    await user.type(slippage, '7')
    expect(
      await screen.findByText('Your transaction may be frontrun'),
    ).toBeInTheDocument()
  })

  it('behavior: blank slippage is Auto (0.5%); a preset writes its value', async () => {
    const { user } = setup()
    await screen.findByText(/Balance: 150/)
    await user.type(screen.getByLabelText('Amount to pay'), '100')
    // E8: 4,510,389,196 at the default 0.5%.
    expect(await screen.findByText(/45\.10389196 WDOGE/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Swap settings' }))
    const slippage = await screen.findByLabelText('Slippage tolerance (%)')
    expect(slippage).toHaveValue('')
    expect(slippage).toHaveAttribute('placeholder', '0.5')
    expect(screen.getByRole('button', { name: 'Auto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: '1%' }))
    expect(slippage).toHaveValue('1')
    // 4,533,054,469 × 9,900 / 10,000, rounded down.
    expect(await screen.findByText(/44\.87723924 WDOGE/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Auto' }))
    expect(slippage).toHaveValue('')
    expect(await screen.findByText(/45\.10389196 WDOGE/)).toBeInTheDocument()
  })

  it('behavior: reversing the direction clears the amounts', async () => {
    const { user } = setup()
    await screen.findByText(/Balance: 150/)
    await user.type(screen.getByLabelText('Amount to pay'), '100')
    await user.click(screen.getByRole('button', { name: 'Reverse direction' }))
    expect(screen.getByLabelText('Amount to pay')).toHaveValue('')
    expect(screen.getByLabelText('Amount to receive')).toHaveValue('')
    expect(
      screen.getByRole('button', { name: 'You pay: WDOGE' }),
    ).toBeInTheDocument()
  })

  it('behavior: the same token on both sides alerts and clears the output', async () => {
    const { user } = setup([{ tick: 'UNIX' }, { tick: WDOGE_TICK }])
    await user.click(
      await screen.findByRole('button', { name: 'You receive: WDOGE' }),
    )
    const picker = await screen.findByRole('dialog', { name: 'You receive' })
    await user.click(within(picker).getByRole('button', { name: 'UNIX' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot swap the same token! Please select different tokens.',
    )
    expect(
      screen.getByRole('button', { name: 'You receive: select a token' }),
    ).toBeInTheDocument()
    // Once the block heights are known (the button says so until then).
    expect(
      await screen.findByRole('button', { name: 'Select a token' }),
    ).toBeDisabled()
  })

  it('behavior: index lag above 5 blocks pauses trading with an explanation', async () => {
    chainHeight = 106
    const { user } = setup()
    await user.type(screen.getByLabelText('Amount to pay'), '1')
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Trading paused' }),
      ).toBeDisabled(),
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The index is 6 blocks behind the chain',
    )
  })
})
