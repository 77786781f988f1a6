import { startTestServer, type TestServer } from '@drc20/api/testing'
import { WDOGE_TICK } from '@drc20/core'
import { TEST_ADDRESSES } from '@drc20/wallet/testing'
import { screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectServiceDogeCosts } from '../../test/dogeCosts'
import { balanceRows, envelope } from '../../test/providerReplies'
import { renderWithWallet } from '../../test/renderWithWallet'
import { tokenListingRow } from '../../test/tokenListingRow'
import { BoxConfirmModal } from './BoxConfirmModal'
import { ContributeForm } from './ContributeForm'
import { DeployBoxForm } from './DeployBoxForm'
import type { BoxRow } from './useBoxRows'

const UNIT = 100_000_000n
const ADDRESS = TEST_ADDRESSES.livenet
/** Deployed ticks: tick1 must be one, tick0 must not. */
const REGISTERED = new Set([WDOGE_TICK, 'TAKEN'])

/** The chain's height; the index stays at 100. */
let chainHeight = 100
let server: TestServer
beforeAll(async () => {
  server = await startTestServer(({ path, body }) => {
    if (path === '/v4/info/blocknumber')
      return envelope({ index_height: 100, chain_height: chainHeight })
    if (path === '/v4/drc20/collect') {
      const { tick } = JSON.parse(body || '{}') as { tick?: string }
      const rows =
        tick && REGISTERED.has(tick) ? [tokenListingRow(tick, true)] : []
      return envelope(rows, rows.length)
    }
    if (path === '/v4/drc20/collect-address')
      return envelope(balanceRows(ADDRESS, { [WDOGE_TICK]: 10n * UNIT }), 1)
    return { status: 404, body: '' }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  chainHeight = 100
  server.requests.length = 0
})

function render(ui: ReactElement, connected = true) {
  return renderWithWallet(
    <>
      {ui}
      <BoxConfirmModal />
    </>,
    { apiBaseUrl: server.baseUrl, connected },
  )
}

const expectBoxCosts = (dialog: HTMLElement) =>
  expectServiceDogeCosts(dialog, 'box-doge-costs')

describe('DeployBoxForm', () => {
  type Fields = {
    tick0: string
    tick1: string
    max: string
    amt0: string
    liqblock: string
  }
  const valid: Fields = {
    tick0: 'NEWBOX',
    tick1: WDOGE_TICK,
    max: '2000',
    amt0: '1000',
    liqblock: '120',
  }
  async function fill(patch: Partial<Fields> = {}) {
    const user = await render(<DeployBoxForm height={100} connected />)
    const form = screen.getByRole('form', { name: 'Deploy a box' })
    const fields = { ...valid, ...patch }
    const box = (name: string | RegExp) =>
      within(form).getByRole('textbox', { name })
    // Pasted, not typed key by key: each field re-runs the whole form.
    const enter = async (name: string | RegExp, text: string) => {
      await user.clear(box(name))
      await user.click(box(name))
      await user.paste(text)
    }
    await enter('New token (tick0)', fields.tick0)
    await enter('Token raised (tick1)', fields.tick1)
    await enter('Supply (max)', fields.max)
    await enter(/amt0/, fields.amt0)
    await enter('End block (liqblock)', fields.liqblock)
    return { user, form }
  }

  it.each([
    [
      'max < 2 × amt0',
      { max: '1999.99999999' },
      'The supply must be at least twice the tick0 for the pool (2,000): the finish pays the pool and the participants amt0 each.',
    ],
    [
      'amt0 < 1,002,001 units',
      { amt0: '0.01002', max: '1' },
      'The tick0 for the pool must be at least 0.01002001: the pool the finish opens needs amt0 × raised ≥ 1,002,001, or the finish fails and the indexer stalls.',
    ],
    [
      'an end block too close',
      { liqblock: '109' },
      'The end block must be at least 110: a box whose end block passes before contributions confirm never finishes nor refunds, and its contributions are stranded.',
    ],
    [
      'an end block already past',
      { liqblock: '90' },
      'The end block must be at least 110',
    ],
    [
      'a tick0 already deployed',
      { tick0: 'TAKEN' },
      'This tick is already deployed: the indexer would fail the deploy.',
    ],
    [
      'an unregistered tick1',
      { tick1: 'NOPE' },
      'The raised token is not a registered token.',
    ],
    [
      'tick0 equal to tick1',
      { tick0: 'TAKEN', tick1: 'TAKEN' },
      'The new token and the raised token must differ.',
    ],
    [
      'a one-letter tick0',
      { tick0: 'X' },
      'The new tick must be 2 to 8 letters or digits.',
    ],
    ['a bad amount', { max: '1,2,3.4.5' }, 'Enter a number, for example 12.5'],
  ])('behavior: refuses %s before signing', async (_name, patch, message) => {
    await fill(patch)
    await waitFor(() =>
      expect(screen.getByTestId('deploy-issue')).toHaveTextContent(message),
    )
    expect(screen.getByRole('button', { name: 'Deploy box' })).toBeDisabled()
  })

  it('behavior: mode A is refused with the reason', async () => {
    const { user } = await fill()
    await user.click(screen.getByLabelText('At a hard cap (mode A)'))
    await waitFor(() =>
      expect(screen.getByTestId('deploy-issue')).toHaveTextContent(
        'Hard-cap boxes are not offered: the live indexer finishes them on the first contribution and fails every later one. Use an end block.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Deploy box' })).toBeDisabled()
  })

  it('behavior: the end block hint names the least accepted block', async () => {
    await render(<DeployBoxForm height={100} connected />)
    expect(
      screen.getByRole('textbox', { name: 'End block (liqblock)' }),
    ).toHaveAccessibleDescription('At least 110: the current block is 100.')
  })

  it('behavior: a valid deploy previews the supply and confirms every parameter with its DOGE costs', async () => {
    const { user } = await fill()
    const deploy = screen.getByRole('button', { name: 'Deploy box' })
    await waitFor(() => expect(deploy).toBeEnabled())
    const preview = screen.getByRole('table', { name: 'Deploy preview' })
    expect(
      within(preview).getByRole('row', { name: /Minted to the box address/ }),
    ).toHaveTextContent('2,000')
    await user.click(deploy)
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm box deploy',
    })
    expect(within(dialog).getByTestId('deploy-max')).toHaveTextContent('2,000')
    expect(within(dialog).getByTestId('deploy-amt0')).toHaveTextContent('1,000')
    expect(within(dialog).getByTestId('deploy-liqblock')).toHaveTextContent(
      '120',
    )
    expectBoxCosts(dialog)
  })

  it('behavior: without a wallet it says to connect and cannot send', async () => {
    await render(<DeployBoxForm height={100} connected={false} />, false)
    expect(
      screen.getByText('Connect your wallet to deploy a box.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Deploy box' })).toBeDisabled()
  })
})

describe('ContributeForm', () => {
  const box: BoxRow = {
    id: 1,
    tick0: 'BOXLIVE',
    tick1: WDOGE_TICK,
    max: 2_000n,
    amt0: 1_000n,
    liqamt: 0n,
    liqblock: 200,
    amt1: 0n,
    amt0Finish: 0n,
    liqamtFinish: 999_000n,
    holderAddress: ADDRESS,
    reservesAddress: ADDRESS,
    isDel: false,
    createDateMs: 1,
    updateDateMs: 1,
    status: 'raising',
    blocksLeft: 100,
  }
  async function type(text: string, patch: Partial<BoxRow> = {}) {
    const user = await render(
      <ContributeForm
        box={{ ...box, ...patch }}
        contributions={[999_000n]}
        connected
      />,
    )
    await waitFor(() =>
      expect(screen.getByText('Available: 10 WDOGE')).toBeVisible(),
    )
    const input = screen.getByRole('textbox', {
      name: 'Amount to contribute (WDOGE)',
    })
    await user.type(input, text)
    return { user, input }
  }

  it.each([
    [
      'dust (its share rounds to 0)',
      '0.00000999',
      {},
      'Too small: your share would round to 0 and fail the whole finish. Contribute at least 0.00001 WDOGE.',
    ],
    [
      'a closing box',
      '1',
      { status: 'closing' },
      'Contributions are closed: one sent now would confirm at or after the end block and be stranded.',
    ],
    [
      'a finished box',
      '1',
      { status: 'finished' },
      'This box no longer takes contributions.',
    ],
    [
      'more than the balance',
      '10.00000001',
      {},
      'Insufficient balance of WDOGE: 10 available',
    ],
    ['zero', '0', {}, 'Enter an amount greater than 0'],
  ] as const)(
    'behavior: refuses %s with the reason',
    async (_name, text, patch, message) => {
      const { input } = await type(text, patch)
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining(message),
      )
      expect(screen.getByRole('button', { name: 'Contribute' })).toBeDisabled()
    },
  )

  it('behavior: the exact allocation c × amt0 // Σc, the stall warning, then the confirmation with its DOGE costs', async () => {
    const { user } = await type('0.00001')
    // 1000 × 1000 // (999,000 + 1000) = 1 unit of BOXLIVE.
    expect(screen.getByTestId('mint-share')).toHaveTextContent(
      '0.00000001 BOXLIVE',
    )
    expect(
      screen.getByRole('row', { name: /If as much again is raised/ }),
    ).toHaveTextContent('0 BOXLIVE')
    expect(
      screen.getByRole('row', { name: /Smallest contribution accepted now/ }),
    ).toHaveTextContent('0.00001 WDOGE')
    expect(screen.getByRole('note')).toHaveTextContent(
      /a later contribution so small that its share rounds to 0 would fail the finish/,
    )
    await user.click(screen.getByRole('button', { name: 'Contribute' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm contribution',
    })
    expect(within(dialog).getByTestId('mint-amount')).toHaveTextContent(
      '0.00001 WDOGE(WRAPPED-DOGE)',
    )
    expectBoxCosts(dialog)
  })

  it('behavior: while the index is 8 blocks behind, deploying and contributing wait with a notice', async () => {
    chainHeight = 108
    const { input } = await type('1')
    await render(<DeployBoxForm height={100} connected />)
    await waitFor(() =>
      expect(
        screen.getAllByText(/The index is 8 blocks behind the chain/),
      ).toHaveLength(2),
    )
    expect(input).not.toHaveAccessibleDescription(expect.stringMatching(/./))
    expect(screen.getByRole('button', { name: 'Contribute' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Deploy box' })).toBeDisabled()
  })
})
