import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Sparkline } from './Sparkline'
import { renderUi } from './test/renderUi'

describe(Sparkline, () => {
  it('default: a line over the points, named by its label', async () => {
    await renderUi(<Sparkline values={[1, 3, 2]} label="7-day price: up" />)
    const image = screen.getByRole('img', { name: '7-day price: up' })
    const path = image.querySelector('path')
    expect(path?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+ L.+ L.+$/)
  })

  it('behavior: fewer than two finite points draw nothing but keep the space', async () => {
    await renderUi(
      <Sparkline values={[Number.NaN, 2]} label="No data" width={50} />,
    )
    const image = screen.getByRole('img', { name: 'No data' })
    expect(image.querySelector('path')).toBeNull()
    expect(image.getAttribute('width')).toBe('50')
  })
})
