import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../test/renderUi'
import { Chart } from './Chart'
import type { ChartSeries } from './chartData'

// The canvas needs a real browser; here it records what it was given.
const drawn = vi.hoisted(() => [] as unknown[])
vi.mock('./ChartCanvas', () => ({
  default: (props: { series: ChartSeries; height: number }) => {
    drawn.push(props.series)
    return <div data-testid="canvas" style={{ height: props.height }} />
  },
}))

const candles: ChartSeries = {
  kind: 'candles',
  data: [
    { time: 1_700_000_000, open: 0.01, high: 0.02, low: 0.005, close: 0.015 },
    { time: 1_700_003_600, open: 0.015, high: 0.03, low: 0.012, close: 0.025 },
  ],
  volume: [
    { time: 1_700_000_000, value: 100, up: true },
    { time: 1_700_003_600, value: 50, up: true },
  ],
}

describe(Chart, () => {
  it('default: the canvas loads lazily; a summary names latest, high and low', async () => {
    await renderUi(<Chart label="UNIX price" series={candles} unit="DOGE" />)
    expect(await screen.findByTestId('canvas')).toBeInTheDocument()
    expect(drawn.at(-1)).toBe(candles)
    expect(screen.getByRole('figure', { name: 'UNIX price' })).toBeVisible()
    expect(screen.getByTestId('chart-summary')).toHaveTextContent(
      'Latest 0.025 DOGE · High 0.03 DOGE · Low 0.005 DOGE',
    )
  })

  it('behavior: the range picker is a radio group', async () => {
    const user = userEvent.setup()
    const onRangeChange = vi.fn()
    await renderUi(
      <Chart
        label="TVL"
        series={{ kind: 'area', data: [{ time: 1, value: 5 }] }}
        ranges={[
          { value: '7d', label: '7D' },
          { value: '30d', label: '30D' },
          { value: 'all', label: 'All' },
        ]}
        range="7d"
        onRangeChange={onRangeChange}
      />,
    )
    expect(screen.getByRole('radio', { name: '7D' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '30D' }))
    expect(onRangeChange).toHaveBeenCalledWith('30d')
  })

  it('behavior: loading shows a skeleton, not the canvas', async () => {
    await renderUi(<Chart label="TVL" series={undefined} loading />)
    expect(screen.getByRole('figure', { name: 'TVL' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    expect(screen.queryByTestId('canvas')).toBeNull()
  })

  it('behavior: no points says No Data', async () => {
    await renderUi(<Chart label="Volume" series={{ kind: 'area', data: [] }} />)
    expect(screen.getByText('No Data')).toBeVisible()
    expect(screen.queryByTestId('chart-summary')).toBeNull()
  })

  it('behavior: a failure shows the reason and Retry', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    await renderUi(
      <Chart
        label="Price"
        series={undefined}
        error="Could not load candles"
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load candles',
    )
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
