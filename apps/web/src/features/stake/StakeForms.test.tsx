import { startTestServer, type TestServer } from '@drc20/api/testing'
import { STAKE_V1_REWARD_POOL_ADDRESS, type StakePosition } from '@drc20/core'
import { TEST_ADDRESSES } from '@drc20/wallet/testing'
import { screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectServiceDogeCosts } from '../../test/dogeCosts'
import { balanceRows, envelope } from '../../test/providerReplies'
import { renderWithWallet } from '../../test/renderWithWallet'
import { MyStakePosition } from './MyStakePosition'
import { StakeConfirmModal } from './StakeConfirmModal'
import { StakeForm, type StakeFormProps } from './StakeForm'

const UNIT = 100_000_000n
const ADDRESS = TEST_ADDRESSES.livenet

// The provider API: the signing address holds 10 CARDI; the reward pool
// holds UNIX and DIS (re-read when a claim is confirmed).
let poolBalances: Record<string, bigint> = {}
let owed = 100n * UNIT
/** The chain's height; the index stays at 100. */
let chainHeight = 100
let server: TestServer
beforeAll(async () => {
  server = await startTestServer(({ path, body }) => {
    if (path === '/v4/info/blocknumber')
      return envelope({ index_height: 100, chain_height: chainHeight })
    if (path === '/v4/drc20/collect-address') {
      const { holder_address } = JSON.parse(body || '{}') as {
        holder_address?: string
      }
      const rows =
        holder_address === STAKE_V1_REWARD_POOL_ADDRESS
          ? balanceRows(holder_address, poolBalances)
          : balanceRows(ADDRESS, { CARDI: 10n * UNIT })
      return envelope(rows, rows.length)
    }
    if (path === '/v4/stake/collect-address') {
      const rows = [
        {
          id: 1,
          tick: 'CARDI',
          amt: (5n * UNIT).toString(),
          reward: owed.toString(),
          received_reward: '0',
          holder_address: ADDRESS,
          update_date: 1,
          create_date: 1,
        },
      ]
      return envelope(rows, rows.length)
    }
    return { status: 404, body: '' }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  poolBalances = { UNIX: 1_000n * UNIT, DIS: 10n * UNIT }
  owed = 100n * UNIT
  chainHeight = 100
  server.requests.length = 0
})

function render(ui: ReactElement, connected = true) {
  return renderWithWallet(
    <>
      {ui}
      <StakeConfirmModal />
    </>,
    { apiBaseUrl: server.baseUrl, connected },
  )
}

const formProps: StakeFormProps = {
  tick: 'CARDI',
  configuredTicks: new Set(['CARDI', 'UNIX']),
  staked: 5n * UNIT,
  connected: true,
}

const expectStakeCosts = (dialog: HTMLElement) =>
  expectServiceDogeCosts(dialog, 'stake-doge-costs')

describe('StakeForm', () => {
  it.each([
    ['stake', 'abc', 'Enter a number, for example 12.5'],
    ['stake', '1.123456789', 'At most 8 decimal places'],
    ['stake', '0', 'Enter an amount greater than 0'],
    ['stake', '10.00000001', 'Insufficient balance of CARDI: 10 available'],
    ['unstake', '5.1', 'More than you have staked: 5 CARDI'],
  ] as const)('behavior: %s %j → %s', async (op, text, message) => {
    const user = await render(<StakeForm {...formProps} />)
    if (op === 'unstake') await user.click(screen.getByText('Unstake'))
    const input = screen.getByRole('textbox', {
      name: op === 'stake' ? 'Amount to stake' : 'Amount to unstake',
    })
    if (op === 'stake')
      await waitFor(() =>
        expect(screen.getByTestId('stake-available')).toHaveTextContent(
          'Available: 10 CARDI',
        ),
      )
    await user.type(input, text)
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(
      screen.getByRole('button', {
        name: op === 'stake' ? 'Stake' : 'Unstake',
      }),
    ).toBeDisabled()
  })

  it('behavior: staking a tick without a pool is refused before signing', async () => {
    const user = await render(
      <StakeForm {...formProps} configuredTicks={new Set(['UNIX'])} />,
    )
    const input = screen.getByRole('textbox', { name: 'Amount to stake' })
    await user.type(input, '1')
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'CARDI has no stake pool: the indexer would take the tokens and fail the stake.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Stake' })).toBeDisabled()
  })

  it('behavior: no lock applies, and the user is told so', async () => {
    await render(<StakeForm {...formProps} />)
    expect(
      screen.getByText(
        'No lock applies: unstaked tokens return in the block the unstake settles.',
      ),
    ).toBeVisible()
  })

  it('behavior: without a wallet it says to connect and cannot send', async () => {
    const user = await render(
      <StakeForm {...formProps} connected={false} staked={undefined} />,
      false,
    )
    await user.type(
      screen.getByRole('textbox', { name: 'Amount to stake' }),
      '1',
    )
    expect(screen.getByText('Connect your wallet to stake.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Stake' })).toBeDisabled()
  })

  it('behavior: Max fills the exact balance; the confirmation lists the amount and its DOGE costs', async () => {
    const user = await render(<StakeForm {...formProps} />)
    await waitFor(() =>
      expect(screen.getByTestId('stake-available')).toHaveTextContent('10'),
    )
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(
      screen.getByRole('textbox', { name: 'Amount to stake' }),
    ).toHaveValue('10')
    await user.click(screen.getByRole('button', { name: 'Stake' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm stake' })
    expect(within(dialog).getByTestId('stake-amount')).toHaveTextContent(
      '10 CARDI',
    )
    expect(dialog).toHaveTextContent('None: unstake at any time')
    expectStakeCosts(dialog)
  })

  it('behavior: an unstake confirms the staked amount with the same costs', async () => {
    const user = await render(<StakeForm {...formProps} />)
    await user.click(screen.getByText('Unstake'))
    await user.type(
      screen.getByRole('textbox', { name: 'Amount to unstake' }),
      '2.5',
    )
    await user.click(screen.getByRole('button', { name: 'Unstake' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm unstake',
    })
    expect(within(dialog).getByTestId('stake-amount')).toHaveTextContent(
      '2.5 CARDI',
    )
    expectStakeCosts(dialog)
  })
})

describe('MyStakePosition', () => {
  const position: StakePosition = {
    id: 1,
    tick: 'CARDI',
    amt: 5n * UNIT,
    reward: 100n * UNIT,
    receivedReward: 0n,
    holderAddress: ADDRESS,
    updateDateMs: 1,
    createDateMs: 1,
  }
  const pool = (held: Record<string, bigint>) => new Map(Object.entries(held))

  it('behavior: owed is reward − received; each payout by the claim rule; the confirmation lists them and the DOGE', async () => {
    const user = await render(
      <MyStakePosition
        tick="CARDI"
        address={ADDRESS}
        position={{ ...position, receivedReward: 40n * UNIT }}
        poolBalances={pool({ UNIX: 1_000n * UNIT, DIS: 10n * UNIT })}
      />,
    )
    owed = 100n * UNIT
    // 60 owed: 60 UNIX, and DIS 10 × 60 // 1000 = 0.6.
    expect(screen.getByTestId('position-payout-UNIX')).toHaveTextContent(
      '60 UNIX',
    )
    expect(screen.getByTestId('position-payout-DIS')).toHaveTextContent(
      '0.6 DIS',
    )
    // The stored position says 100 owed now: the re-check before signing
    // finds the payouts changed and asks to confirm again. (Claiming
    // waits for the block heights: index lag pauses it.)
    const claim = screen.getByRole('button', { name: 'Claim all' })
    await waitFor(() => expect(claim).toBeEnabled())
    await user.click(claim)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm claim' })
    expect(within(dialog).getByTestId('claim-payout-UNIX')).toHaveTextContent(
      '60 UNIX',
    )
    expectStakeCosts(dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Claim all' }))
    expect(await within(dialog).findByText('The payouts changed')).toBeVisible()
    expect(within(dialog).getByTestId('claim-payout-UNIX')).toHaveTextContent(
      '100 UNIX',
    )
    expect(within(dialog).getByTestId('claim-payout-DIS')).toHaveTextContent(
      '1 DIS',
    )
  })

  it.each([
    [
      'nothing owed',
      { receivedReward: 100n * UNIT },
      { UNIX: 1_000n * UNIT },
      'Nothing is owed: a claim of 0 fails at the indexer.',
    ],
    [
      'a payout that rounds to 0',
      {},
      { UNIX: 1_000n * UNIT, DIS: 5n },
      'Your share of DIS rounds to 0, and a transfer of 0 fails the whole claim. Claim once more is owed.',
    ],
    [
      'a reward pool too small',
      {},
      { UNIX: 10n * UNIT },
      'The reward pool holds too little UNIX to pay this claim.',
    ],
  ] as const)(
    'behavior: %s — Claim all is refused with the reason',
    async (_name, patch, held, reason) => {
      await render(
        <MyStakePosition
          tick="CARDI"
          address={ADDRESS}
          position={{ ...position, ...patch }}
          poolBalances={pool(held)}
        />,
      )
      const note = screen.getByRole('note')
      expect(note).toHaveTextContent('Claiming would fail')
      expect(note).toHaveTextContent(reason)
      expect(screen.getByRole('button', { name: 'Claim all' })).toBeDisabled()
    },
  )

  it('behavior: while the index is 8 blocks behind, staking, unstaking and claiming wait with a notice', async () => {
    chainHeight = 108
    const user = await render(
      <>
        <StakeForm {...formProps} />
        <MyStakePosition
          tick="CARDI"
          address={ADDRESS}
          position={position}
          poolBalances={pool({ UNIX: 1_000n * UNIT, DIS: 10n * UNIT })}
        />
      </>,
    )
    await waitFor(() =>
      expect(
        screen.getAllByText(/The index is 8 blocks behind the chain/),
      ).toHaveLength(2),
    )
    await waitFor(() =>
      expect(screen.getByTestId('stake-available')).toHaveTextContent(
        'Available: 10 CARDI',
      ),
    )
    await user.type(
      screen.getByRole('textbox', { name: 'Amount to stake' }),
      '1',
    )
    expect(screen.getByRole('button', { name: 'Stake' })).toBeDisabled()
    await user.click(screen.getByText('Unstake'))
    await user.type(
      screen.getByRole('textbox', { name: 'Amount to unstake' }),
      '1',
    )
    expect(screen.getByRole('button', { name: 'Unstake' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeDisabled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
