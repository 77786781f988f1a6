import { startTestServer, type TestServer } from '@drc20/api/testing'
import { isqrt, type PoolRef, WDOGE_TICK } from '@drc20/core'
import type { WalletClient } from '@drc20/wallet'
import {
  type CreateTestProviderParameters,
  TEST_ADDRESSES,
} from '@drc20/wallet/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactElement, useState } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getJournalStorageKey, parseJournal } from '../../lib/activity/journal'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { tokenListingReply } from '../../test/tokenListingRow'
import { AddLiquidityForm } from './AddLiquidityForm'
import { CreatePoolForm } from './CreatePoolForm'
import { RemoveLiquidityForm } from './RemoveLiquidityForm'

const UNIT = 100_000_000n
const POOL: PoolRef = {
  protocol: 'pair-v1',
  tick0: 'UNIX',
  tick1: WDOGE_TICK,
  reserve0: 1_000n * UNIT,
  reserve1: 400n * UNIT,
  liquidityTotal: isqrt(1_000n * UNIT * 400n * UNIT),
}

/** The add form over a pool a test can move, as a new block would. */
let setMovingPool: (pool: PoolRef) => void = () => {}
function MovingPool() {
  const [pool, setPool] = useState(POOL)
  setMovingPool = setPool
  return <AddLiquidityForm pool={pool} />
}

let wallet: WalletClient | undefined

async function connectWallet(parameters: CreateTestProviderParameters = {}) {
  const sim = createTestWallet({ connected: true, ...parameters })
  wallet = sim.wallet
  await waitFor(() => expect(sim.wallet.getSnapshot().status).toBe('connected'))
  return sim
}

/** Renders with this file's api server and the wallet connected last. */
function render(ui: ReactElement) {
  return renderWithProviders(ui, {
    context: createTestContext({ apiBaseUrl: server.baseUrl, wallet }),
  })
}

// The provider API: block heights (trading open) and ample balances.
const HELD = ['AAA', 'BBB', 'UNIX', WDOGE_TICK]
function envelope(data: unknown, total = 0) {
  return { body: JSON.stringify({ code: 200, msg: 'success', data, total }) }
}
let server: TestServer
let chainHeight = 100
/** Token listings wait for this (a test holds them to see the wait). */
let listingsAnswered = Promise.resolve()
beforeAll(async () => {
  server = await startTestServer(async ({ path, body }) => {
    // The operator verified the test's tokens (no risk step).
    if (path === '/v4/drc20/collect') {
      await listingsAnswered
      return tokenListingReply(body, new Set(['UNIX']))
    }
    if (path === '/v4/info/blocknumber')
      return envelope({ index_height: 100, chain_height: chainHeight })
    if (path === '/v4/drc20/collect-address')
      return envelope(
        HELD.map((tick) => ({
          tick,
          amt: (1_000_000n * UNIT).toString(),
          max: null,
          logo: null,
          holder_address: TEST_ADDRESSES.livenet,
          transactions: 1,
          update_date: 1,
          create_date: 1,
        })),
        HELD.length,
      )
    return { status: 404, body: '' }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  listingsAnswered = Promise.resolve()
  chainHeight = 100
  server.requests.length = 0
  wallet = undefined
})

describe('CreatePoolForm', () => {
  it('behavior: the boxes keep the order the user named the tokens in', async () => {
    await connectWallet()
    // /pool/create/BBB/AAA: the pool is AAA/BBB, the user put BBB first.
    render(<CreatePoolForm tick0="AAA" tick1="BBB" reversed />)
    expect(
      screen
        .getAllByText(/^Amount of (AAA|BBB)$/)
        .map((label) => label.textContent),
    ).toEqual(['Amount of BBB', 'Amount of AAA'])
  })

  it('behavior: refuses a create below the minimum liquidity', async () => {
    await connectWallet()
    render(<CreatePoolForm tick0="AAA" tick1="BBB" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of AAA'), '0.00001')
    await user.type(screen.getByLabelText('Amount of BBB'), '0.00001001')
    expect(screen.getByTestId('pool-issues')).toHaveTextContent(
      /at least 1,002,001/,
    )
    expect(screen.getByRole('button', { name: 'Create pool' })).toBeDisabled()
  })

  it('behavior: starting price from the amounts, LP = isqrt − 1000, gas note', async () => {
    await connectWallet()
    render(<CreatePoolForm tick0="AAA" tick1="BBB" />)
    const user = userEvent.setup()
    expect(screen.getByText(/costs more network fee/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Amount of AAA'), '0.00001001')
    await user.type(screen.getByLabelText('Amount of BBB'), '0.00001001')
    expect(screen.getByTestId('create-lp')).toHaveTextContent('0.00000001')
    await user.clear(screen.getByLabelText('Amount of AAA'))
    await user.type(screen.getByLabelText('Amount of AAA'), '400')
    await user.clear(screen.getByLabelText('Amount of BBB'))
    await user.type(screen.getByLabelText('Amount of BBB'), '100')
    expect(screen.getByTestId('create-price')).toHaveTextContent(
      '1 AAA = 0.25 BBB',
    )
    expect(screen.getByTestId('create-lp')).toHaveTextContent('199.99999')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create pool' })).toBeEnabled(),
    )
  })
})

describe('CreatePoolForm pair-v2', () => {
  it('parameters: beside a pair-v1 pool only pair-v2, keyed by an editable pair id, never doge: 1', async () => {
    await connectWallet()
    render(
      <CreatePoolForm
        tick0="UNIX"
        tick1={WDOGE_TICK}
        v1Exists
        takenPairIds={new Set(['taken'])}
      />,
    )
    const user = userEvent.setup()
    expect(screen.getByRole('radio', { name: 'pair-v1' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'pair-v2' })).toBeChecked()
    // No native DOGE on a pair-v2 create (docs/protocol.md §6.3), even with a WDOGE leg.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
    const field = screen.getByLabelText('Pair id')
    expect((field as HTMLInputElement).value).toMatch(
      /^UNIX-WDOGE-[0-9a-z]{6}$/,
    )
    await user.clear(field)
    await user.type(field, 'taken')
    await user.type(screen.getByLabelText('Amount of UNIX'), '40')
    await user.type(screen.getByLabelText('Amount of WDOGE'), '90')
    // The pair id's own error, under it; the button keeps its short label.
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/A pool already has this pair id/)
    expect(screen.queryByTestId('pool-issues')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create pool' })).toBeDisabled()
    await user.clear(field)
    await user.type(field, 'my-pool')
    expect(screen.getByTestId('create-lp')).toHaveTextContent('59.99999')
    const button = screen.getByRole('button', { name: 'Create pool' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm pool creation',
    })
    await user.click(
      within(dialog).getByRole('button', { name: 'Raw inscription' }),
    )
    const json = JSON.parse(
      within(dialog).getByTestId('confirm-raw').textContent ?? '',
    )
    expect(json).toEqual({
      p: 'pair-v2',
      op: 'create',
      pair_id: 'my-pool',
      tick0_id: 'UNIX',
      tick1_id: WDOGE_TICK,
      amt0: (40n * UNIT).toString(),
      amt1: (90n * UNIT).toString(),
      doge: 0,
    })
  })

  it('behavior: a pair-v2 create waits while the pair ids in use load', async () => {
    await connectWallet()
    render(
      <CreatePoolForm
        tick0="UNIX"
        tick1={WDOGE_TICK}
        v1Exists
        takenPairIdsStatus="loading"
      />,
    )
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of UNIX'), '40')
    await user.type(screen.getByLabelText('Amount of WDOGE'), '90')
    expect(screen.getByTestId('pool-issues')).toHaveTextContent(
      'Checking that no pool has this pair id yet…',
    )
    expect(screen.getByRole('button', { name: 'Create pool' })).toBeDisabled()
  })

  it('behavior: pair-v1 by default; choosing pair-v2 shows the pair id', async () => {
    await connectWallet()
    render(<CreatePoolForm tick0="AAA" tick1="BBB" />)
    const user = userEvent.setup()
    expect(screen.getByRole('radio', { name: 'pair-v1' })).toBeChecked()
    expect(screen.queryByLabelText('Pair id')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'pair-v2' }))
    expect(
      (screen.getByLabelText('Pair id') as HTMLInputElement).value,
    ).toMatch(/^AAA-BBB-[0-9a-z]{6}$/)
  })
})

describe('AddLiquidityForm', () => {
  it('behavior: typing amount0 derives amount1 (branch 1), LP and share', async () => {
    await connectWallet()
    render(<AddLiquidityForm pool={POOL} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of UNIX'), '10')
    // amount1 = 10 × 400 // 1000 = 4
    expect(screen.getByLabelText('Amount of WDOGE')).toHaveValue('4')
    expect(screen.getByTestId('add-deposit')).toHaveTextContent(
      '10 UNIX + 4 WDOGE',
    )
    expect(screen.getByTestId('add-minimums')).toHaveTextContent(
      '9.95 UNIX / 3.98 WDOGE',
    )
    expect(screen.getByTestId('add-share')).toHaveTextContent('0.99%')
  })

  it('behavior: typing amount1 derives amount0 (the other branch)', async () => {
    await connectWallet()
    render(<AddLiquidityForm pool={POOL} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of WDOGE'), '2')
    expect(screen.getByLabelText('Amount of UNIX')).toHaveValue('5')
    await user.clear(screen.getByLabelText('Slippage tolerance (%)'))
    await user.type(screen.getByLabelText('Slippage tolerance (%)'), '1')
    expect(screen.getByTestId('add-minimums')).toHaveTextContent(
      '4.95 UNIX / 1.98 WDOGE',
    )
    const slippage = screen.getByLabelText('Slippage tolerance (%)')
    await user.type(slippage, 'x')
    // The slippage box's own error, under it.
    expect(slippage).toHaveAttribute('aria-invalid', 'true')
    expect(slippage).toHaveAccessibleDescription(
      /Enter a valid slippage percentage/,
    )
    expect(screen.queryByTestId('pool-issues')).not.toBeInTheDocument()
  })

  it('behavior: the balances are checked before signing', async () => {
    await connectWallet()
    render(<AddLiquidityForm pool={POOL} />)
    const user = userEvent.setup()
    expect(await screen.findAllByText('Balance: 1,000,000')).toHaveLength(2)
    const amount0 = screen.getByLabelText('Amount of UNIX')
    await user.type(amount0, '2000000')
    // The error sits under its own field, which is marked invalid; the
    // button keeps its short label and the form-level alert stays away.
    expect(amount0).toHaveAttribute('aria-invalid', 'true')
    expect(amount0).toHaveAccessibleDescription(/Insufficient balance of UNIX/)
    expect(screen.queryByTestId('pool-issues')).toBeNull()
    expect(screen.getByRole('button', { name: 'Supply' })).toBeDisabled()
  })

  it('behavior: confirm shows what is signed, waits for the verified flag; submitted journals the operation', async () => {
    let answerListings: () => void = () => {}
    listingsAnswered = new Promise((resolve) => {
      answerListings = resolve
    })
    await connectWallet()
    render(<AddLiquidityForm pool={POOL} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of UNIX'), '10')
    const supply = screen.getByRole('button', { name: 'Supply' })
    await waitFor(() => expect(supply).toBeEnabled())
    await user.click(supply)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm supply' })
    // Not signable until UNIX is known to be verified (or its step taken).
    expect(
      within(dialog).getByText('Checking UNIX against the token list…'),
    ).toBeVisible()
    const confirm = within(dialog).getByRole('button', {
      name: 'Confirm in wallet',
    })
    expect(confirm).toBeDisabled()
    answerListings()
    await waitFor(() => expect(confirm).toBeEnabled())
    expect(within(dialog).queryByText(/^Checking/)).toBeNull()
    const table = within(dialog).getByRole('table', {
      name: 'What you will sign',
    })
    expect(
      within(table).getByRole('row', { name: /Minimum of UNIX/ }),
    ).toHaveTextContent('9.95 UNIX')
    expect(dialog).toHaveTextContent(
      /reverts if the price moves more than 0.5%/,
    )
    await user.click(confirm)
    // The kit's result dialog takes over, with the transaction.
    expect(
      await screen.findByRole('dialog', { name: 'Submitted' }),
    ).toHaveTextContent('Transaction')
    const journal = parseJournal(
      localStorage.getItem(getJournalStorageKey(TEST_ADDRESSES.livenet)),
    )
    expect(journal).toMatchObject([
      {
        protocol: 'pair-v1',
        status: 'pending',
        payload: {
          p: 'pair-v1',
          op: 'add',
          tick0: 'UNIX',
          tick1: WDOGE_TICK,
          amt0: '1000000000',
          amt1: '400000000',
          amt0_min: '995000000',
          amt1_min: '398000000',
          doge: 0,
        },
      },
    ])
  })

  it('behavior: a new block changes nothing signed silently: price moved, review again', async () => {
    await connectWallet()
    render(<MovingPool />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of UNIX'), '10')
    const supply = screen.getByRole('button', { name: 'Supply' })
    await waitFor(() => expect(supply).toBeEnabled())
    await user.click(supply)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm supply' })
    const signed = () =>
      within(dialog).getByTestId('pool-payload-amt1').textContent
    expect(signed()).toMatch(/4 WDOGE$/)
    const confirm = within(dialog).getByRole('button', {
      name: 'Confirm in wallet',
    })
    await waitFor(() => expect(confirm).toBeEnabled())
    // The next block doubles the WDOGE reserve under the open dialog.
    act(() => setMovingPool({ ...POOL, reserve1: 800n * UNIT }))
    expect(
      await within(dialog).findByText('Price moved: review again'),
    ).toBeVisible()
    expect(confirm).toBeDisabled()
    expect(signed()).toMatch(/4 WDOGE$/)
    await user.click(
      within(dialog).getByRole('button', { name: 'Review the new figures' }),
    )
    await waitFor(() => expect(signed()).toMatch(/8 WDOGE$/))
    expect(within(dialog).queryByText('Price moved: review again')).toBeNull()
    expect(confirm).toBeEnabled()
  })

  it('behavior: a rejection in the wallet is silent', async () => {
    await connectWallet({ approval: 'reject' })
    render(<AddLiquidityForm pool={POOL} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of UNIX'), '10')
    const supply = screen.getByRole('button', { name: 'Supply' })
    await waitFor(() => expect(supply).toBeEnabled())
    await user.click(supply)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm supply' })
    const confirm = within(dialog).getByRole('button', {
      name: 'Confirm in wallet',
    })
    await user.click(confirm)
    await waitFor(() => expect(confirm).toBeEnabled())
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('dialog', { name: 'Submitted' })).toBeNull()
  })
})

describe('trading gate', () => {
  it('behavior: the index lagging more than 5 blocks disables the supply', async () => {
    chainHeight = 106
    await connectWallet()
    render(<AddLiquidityForm pool={POOL} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Amount of UNIX'), '10')
    // Unknown heights pause too: wait until the heights have been read.
    await waitFor(() =>
      expect(
        server.requests.some((r) => r.path === '/v4/info/blocknumber'),
      ).toBe(true),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(
      screen.getByText(
        'Trading is paused while the indexer catches up with the chain.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Supply' })).toBeDisabled()
  })
})

describe('RemoveLiquidityForm', () => {
  const position = 100n * UNIT

  it('behavior: by percentage, outputs exactly as the indexer pays', async () => {
    await connectWallet()
    render(<RemoveLiquidityForm pool={POOL} position={position} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: '25%' }))
    const lp = (position * 2_500n) / 10_000n
    expect(screen.getByTestId('remove-lp')).toHaveTextContent('25')
    const out0 = (lp * POOL.reserve0) / POOL.liquidityTotal
    const out1 = (lp * POOL.reserve1) / POOL.liquidityTotal
    expect(out0).toBe(3_952_847_075n)
    expect(out1).toBe(1_581_138_830n)
    expect(screen.getByTestId('remove-out0')).toHaveTextContent(
      '39.52847075 UNIX',
    )
    expect(screen.getByTestId('remove-out1')).toHaveTextContent(
      '15.8113883 WDOGE',
    )
  })

  it('behavior: by amount, more than the position is refused', async () => {
    await connectWallet()
    render(<RemoveLiquidityForm pool={POOL} position={position} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('radio', { name: 'By LP amount' }))
    const box = screen.getByLabelText('LP amount')
    await user.type(box, '101')
    // The error is the box's own, below it; the button keeps its label.
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(/More than your LP balance/)
    expect(screen.queryByTestId('pool-issues')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled()
    await user.clear(box)
    await user.type(box, '1,5')
    expect(box).toHaveAccessibleDescription(/Use “\.” as the decimal separator/)
    // Max fills the whole position.
    await user.click(screen.getByRole('button', { name: /^Max/ }))
    expect(box).toHaveValue('100')
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(screen.getByTestId('remove-lp')).toHaveTextContent('100')
  })
})
