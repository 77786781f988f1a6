import {
  type RecordedRequest,
  startTestServer,
  type TestServer,
} from '@drc20/api/testing'
import { getDogeLegFee, WDOGE_TICK } from '@drc20/core'
import { useSearch } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateSwapV2Search } from '../../lib/routeParams'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithRouter } from '../../test/renderWithRouter'
import { tokenListingReply } from '../../test/tokenListingRow'
import { SwapV2Page } from './SwapV2Page'

// A pair-v2 pool UNIX / WDOGE keyed by its pair id (E8's reserves).
const PAIR_ID = 'unix-wdoge-v2'
const POOL = {
  id: 1,
  pair_id: PAIR_ID,
  tick: '',
  tick0_id: 'UNIX',
  tick1_id: WDOGE_TICK,
  tick0: 'UNIX',
  tick1: WDOGE_TICK,
  amt0: '100000000000',
  amt1: '50000000000',
  liquidity_total: '70710678118',
  close_price: 0.5,
  reserves_address: 'DReserves',
  holder_address: 'DCreator',
}

const ok = (data: unknown, total = 0) => ({
  status: 200,
  body: JSON.stringify({ code: 200, msg: 'success', data, total }),
})

let server: TestServer
const VERIFIED = new Set(['UNIX', 'RONA'])

function answer(request: RecordedRequest) {
  switch (request.path) {
    case '/v4/info/blocknumber':
      return ok({ index_height: 100, chain_height: 101 })
    case '/v4/swap_v2/liquidity':
      return ok([POOL], 1)
    // The operator verified the test's tokens (no risk step).
    case '/v4/drc20/collect':
      return tokenListingReply(request.body, VERIFIED)
    case '/v4/drc20/collect-address':
      return ok([], 0)
    default:
      return { status: 404, body: '404 page not found' }
  }
}

beforeAll(async () => {
  server = await startTestServer(answer)
})
afterAll(() => server.close())

function setup() {
  // The simulated wallet holds 5 DOGE confirmed.
  const { wallet } = createTestWallet({ connected: true })
  const view = renderWithRouter({
    path: '/swap/v2',
    url: '/swap/v2',
    validateSearch: validateSwapV2Search,
    component: function Page() {
      const { pair, reverse, doge } = useSearch({ strict: false })
      return <SwapV2Page pairId={pair} reverse={reverse} doge={doge} />
    },
    context: createTestContext({ apiBaseUrl: server.baseUrl, wallet }),
  })
  return { ...view, user: userEvent.setup() }
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  side: 'You pay' | 'You receive',
  current: string,
  name: RegExp,
) {
  await user.click(
    await screen.findByRole('button', { name: `${side}: ${current}` }),
  )
  const picker = await screen.findByRole('dialog', { name: side })
  await user.click(within(picker).getByRole('button', { name }))
}

describe('SwapV2Page', () => {
  it('parameters: pays native DOGE for the WDOGE leg, wrap fee counted in the balance (doge: 1)', async () => {
    const { user } = setup()
    await pick(user, 'You pay', 'UNIX', /^DOGE/)
    // DOGE in, so the other leg of the pool comes out.
    expect(
      await screen.findByRole('button', { name: 'You receive: UNIX' }),
    ).toBeInTheDocument()
    await screen.findByText(/Balance: 5/)
    const amount = screen.getByLabelText('Amount to pay')
    await user.type(amount, '4.49')
    const details = await screen.findByRole('table', { name: 'Swap details' })
    const fee = getDogeLegFee([449_000_000n])
    expect(
      within(details).getByRole('row', { name: /Wrap fee/ }),
    ).toHaveTextContent(`${Number(fee) / 1e8} DOGE`)
    expect(await screen.findByRole('button', { name: 'Swap' })).toBeEnabled()
    // 4.49 DOGE + the 0.5 DOGE minimum fee + the 0.01 DOGE network fee is
    // all of it: one unit more is not.
    await user.clear(amount)
    await user.type(amount, '4.49000001')
    expect(
      await screen.findByRole('button', {
        name: 'Insufficient balance of DOGE',
      }),
    ).toBeDisabled()
  })

  it('parameters: receives the WDOGE output as native DOGE, no wrap fee', async () => {
    const { user } = setup()
    await pick(user, 'You receive', 'WDOGE', /^DOGE/)
    expect(
      await screen.findByRole('button', { name: 'You pay: UNIX' }),
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Amount to pay'), '100')
    expect(await screen.findByLabelText('Amount to receive')).toHaveValue(
      '45.33054469',
    )
    const details = screen.getByRole('table', { name: 'Swap details' })
    expect(
      within(details).queryByRole('row', { name: /Wrap fee/ }),
    ).not.toBeInTheDocument()
  })

  it('behavior: a pool without a WDOGE leg offers no native DOGE', async () => {
    POOL.tick1_id = 'RONA'
    POOL.tick1 = 'RONA'
    try {
      const { user } = setup()
      await user.click(
        await screen.findByRole('button', { name: 'You pay: UNIX' }),
      )
      const picker = await screen.findByRole('dialog', { name: 'You pay' })
      expect(
        within(picker).queryByRole('button', { name: /^DOGE/ }),
      ).not.toBeInTheDocument()
      expect(
        within(picker).getByRole('button', { name: /^RONA/ }),
      ).toBeInTheDocument()
    } finally {
      POOL.tick1_id = WDOGE_TICK
      POOL.tick1 = WDOGE_TICK
    }
  })
})
