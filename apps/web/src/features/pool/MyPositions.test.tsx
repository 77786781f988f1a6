import { getPoolRows, type SwapPool, WDOGE_TICK } from '@drc20/core'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../test/renderWithRouter'
import { MyPositions } from './MyPositions'
import type { PoolRowsState } from './usePoolData'

const UNIT = 100_000_000n

function pool(tick0: string, tick1: string): SwapPool {
  return {
    tick: `${tick0}-SWAP-${tick1}`,
    tick0,
    tick1,
    amt0: 1_000n * UNIT,
    amt1: 400n * UNIT,
    liquidityTotal: 600n * UNIT,
    closePrice: 0.4,
    reservesAddress: 'D',
    holderAddress: 'D',
  }
}

/** Twelve pools; the holder has LP in the first `held` of them. */
function loaded(
  held: number,
  positions: Partial<{ pending: boolean; error: unknown }> = {},
) {
  const pools = Array.from({ length: 12 }, (_, i) =>
    pool(`T${String(i).padStart(2, '0')}`, WDOGE_TICK),
  )
  const rows = getPoolRows({
    v1: pools,
    v2: [],
    stats: [],
    positionsV1: pools.slice(0, held).map((p, i) => ({
      liquidity: BigInt(i + 1) * UNIT,
      liquidityTotal: p.liquidityTotal,
      reserve0: 0n,
      reserve1: 0n,
      price: '0.4',
      tick0: p.tick0,
      tick1: p.tick1,
      tick: p.tick,
    })),
    positionsV2: [],
  })
  const retry = vi.fn()
  const state: PoolRowsState = {
    status: 'loaded',
    rows,
    positions: { pending: false, error: null, retry, ...positions },
  }
  return { state, retry }
}

function render(state: PoolRowsState) {
  return renderWithRouter({
    path: '/pool',
    url: '/pool',
    component: () => <MyPositions state={state} />,
  })
}

describe(MyPositions, () => {
  it('behavior: the kit table: biggest LP first, 10 rows a page, search', async () => {
    const user = userEvent.setup()
    render(loaded(11).state)
    const table = await screen.findByRole('table', { name: 'My positions' })
    const rows = () => within(table).getAllByRole('row').slice(1)
    expect(rows()).toHaveLength(10)
    expect(rows()[0]).toHaveAttribute('data-pool', `v1:T10-SWAP-${WDOGE_TICK}`)
    expect(rows()[0]).toHaveTextContent('11')
    // Each row keeps its actions.
    expect(
      within(rows()[0] as HTMLElement).getByRole('link', { name: /^Remove/ }),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(rows()).toHaveLength(1)
    await user.type(screen.getByLabelText('Search my positions'), 't03')
    expect(rows()).toHaveLength(1)
    expect(rows()[0]).toHaveAttribute('data-pool', `v1:T03-SWAP-${WDOGE_TICK}`)
    await user.clear(screen.getByLabelText('Search my positions'))
    await user.type(screen.getByLabelText('Search my positions'), 'nope')
    expect(screen.getByText('Not Found nope')).toBeVisible()
  })

  it('behavior: no LP anywhere says so', async () => {
    render(loaded(0).state)
    expect(
      await screen.findByText('You have no liquidity positions yet.'),
    ).toBeVisible()
  })

  it('behavior: while the positions load, no "no positions" guess', async () => {
    render(loaded(0, { pending: true }).state)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    expect(
      screen.queryByText('You have no liquidity positions yet.'),
    ).not.toBeInTheDocument()
  })

  it('behavior: failed positions show the error with a Retry', async () => {
    const user = userEvent.setup()
    const { state, retry } = loaded(3, { error: new Error('down') })
    render(state)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    )
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()
  })
})
