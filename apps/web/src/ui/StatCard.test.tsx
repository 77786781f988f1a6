import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ProgressBar } from './ProgressBar'
import { StatCard } from './StatCard'
import { renderUi } from './test/renderUi'

describe(StatCard, () => {
  it('default: label, value, change with sign and period, exact on focus', async () => {
    const user = userEvent.setup()
    await renderUi(
      <StatCard
        label="TVL"
        value="1.23M DOGE"
        exact="1,234,567.89012345 DOGE"
        change={{ percent: '5.25', direction: 'down', period: '24h' }}
        hint="As of block 5,512,345"
        testId="tvl"
      />,
    )
    expect(screen.getByTestId('tvl')).toHaveTextContent(
      'TVL1.23M DOGE−5.25%24hAs of block 5,512,345',
    )
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '1,234,567.89012345 DOGE',
    )
  })

  it('behavior: loading shows a skeleton instead of the value', async () => {
    await renderUi(<StatCard label="Volume" value="9" loading testId="v" />)
    expect(screen.getByTestId('v')).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByText('9')).toBeNull()
  })

  it("behavior: with hintLine, loading keeps the hint's line (hidden from readers)", async () => {
    const lines = async (props: { loading: boolean; hintLine?: boolean }) => {
      const { unmount } = await renderUi(
        <StatCard
          label="Floor"
          value="1 DOGE"
          hint={props.loading ? undefined : '$0.16'}
          testId="floor"
          {...props}
        />,
      )
      const card = screen.getByTestId('floor')
      const found = [...card.querySelectorAll('p')].map((p) => ({
        text: p.textContent?.trim(),
        hidden: p.getAttribute('aria-hidden'),
      }))
      const text = card.textContent
      unmount()
      return { found, text }
    }
    // The label and the kept line, which says nothing.
    expect((await lines({ loading: true, hintLine: true })).found).toEqual([
      { text: 'Floor', hidden: null },
      { text: '', hidden: 'true' },
    ])
    expect((await lines({ loading: false, hintLine: true })).text).toBe(
      'Floor1 DOGE$0.16',
    )
    expect((await lines({ loading: true })).found).toHaveLength(1)
  })

  it('behavior: with changeLine, the change has a line of its own, kept while loading and without a change', async () => {
    const change = { percent: '5.25', direction: 'up', period: '24h' } as const
    const lineCount = async (props: {
      loading: boolean
      change?: typeof change
    }) => {
      const { unmount } = await renderUi(
        <StatCard
          label="Fees"
          value="9 WDOGE"
          changeLine
          testId="fees"
          {...props}
        />,
      )
      const card = screen.getByTestId('fees')
      // The label, the figure's row, the change's line.
      const count = card.children.length
      const text = card.textContent
      unmount()
      return { count, text }
    }
    const loading = await lineCount({ loading: true })
    const none = await lineCount({ loading: false })
    const loaded = await lineCount({ loading: false, change })
    expect(loading.count).toBe(3)
    expect(none.count).toBe(3)
    expect(loaded.count).toBe(3)
    expect(loaded.text).toBe('Fees9 WDOGE+5.25%24h')
    expect(none.text?.trim()).toBe('Fees9 WDOGE')
  })
})

describe(ProgressBar, () => {
  it('default: value ÷ total, two decimals truncated, exact on focus', async () => {
    const user = userEvent.setup()
    await renderUi(
      <ProgressBar label="Minted" value={1n} total={3n} decimals={0} />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Minted' })
    expect(bar).toHaveAttribute('aria-valuenow', '33.33')
    expect(bar).toHaveAttribute('aria-valuetext', '33.33%')
    expect(screen.getByText('33.33%')).toBeVisible()
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1 / 3')
  })

  it('behavior: 100% only when done, 0 for an empty total', async () => {
    await renderUi(
      <>
        <ProgressBar label="Almost" value={99_999n} total={100_000n} />
        <ProgressBar label="None" value={5n} total={0n} />
      </>,
    )
    expect(screen.getByRole('progressbar', { name: 'Almost' })).toHaveAttribute(
      'aria-valuenow',
      '99.99',
    )
    expect(screen.getByRole('progressbar', { name: 'None' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
  })
})
