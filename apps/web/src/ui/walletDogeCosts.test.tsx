import { getWalletDogeCosts, WDOGE_TICK } from '@drc20/core'
import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DogeCosts } from './DogeCosts'
import { renderUi } from './test/renderUi'
import { getDogeCostsProps } from './walletDogeCosts'

describe(getDogeCostsProps, () => {
  it('default: the RONA → DOGE swap lists the service output, the fee, what it pays out and the net change', async () => {
    const costs = getWalletDogeCosts({
      payload: {
        p: 'pair-v1',
        op: 'swap',
        tick0: 'RONA',
        tick1: WDOGE_TICK,
        amt0: '100000000000',
        amt1: '423137430',
        amt1_min: '421021742',
        doge: 1,
      },
      dogeOut: 423_137_430n,
    })._unsafeUnwrap()
    await renderUi(
      <DogeCosts {...getDogeCostsProps(costs, (m) => i18n._(m), 'costs')} />,
    )
    expect(screen.getByTestId('costs-service')).toHaveTextContent(
      'Wallet service output0.5 DOGE',
    )
    expect(screen.getByTestId('costs-network')).toHaveTextContent(
      'Network fee (estimate)0.01 DOGE',
    )
    expect(screen.getByTestId('costs-received')).toHaveTextContent(
      '4.2313743 DOGE',
    )
    // The audit's figure: the balance rose by 3.7213743.
    expect(screen.getByTestId('costs-net')).toHaveTextContent(
      'Net DOGE change+3.7213743 DOGE',
    )
  })

  it('behavior: a wrap pays custody and the wrap fee, no service output', () => {
    const costs = getWalletDogeCosts({
      payload: {
        p: 'wdoge',
        op: 'deposit',
        tick: WDOGE_TICK,
        amt: '100000000',
      },
    })._unsafeUnwrap()
    const props = getDogeCostsProps(costs, (m) => i18n._(m))
    expect(props.rows.map((r) => [r.label, r.amount])).toEqual([
      ['DOGE deposited to custody', 100_000_000n],
      ['Wrap fee', 50_000_000n],
      ['Network fee (estimate)', 1_000_000n],
    ])
    expect(props.netChange).toBe(-151_000_000n)
  })
})
