import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContentImage } from './ContentImage'
import { renderUi } from './test/renderUi'

const src = `https://content.test/content/${'ab'.repeat(32)}`

describe(ContentImage, () => {
  it('default: content is an <img>, lazily loaded, with no referrer', async () => {
    await renderUi(<ContentImage src={src} alt="Pup #1" />)
    const img = screen.getByRole('img', { name: 'Pup #1' })
    expect(img).toHaveAttribute('src', src)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(
      document.querySelector('iframe, object, embed, svg script'),
    ).toBeNull()
  })

  it('behavior: content that is not an image becomes a tile, no markup', async () => {
    await renderUi(<ContentImage src={src} alt="page" size={120} />)
    fireEvent.error(screen.getByRole('img', { name: 'page' }))
    expect(screen.queryByRole('img', { name: 'page' })).toBeNull()
    expect(screen.getByTestId('content-unavailable')).toHaveTextContent(
      'No image preview',
    )
  })

  it('behavior: no URL (an id that did not validate) shows the tile', async () => {
    await renderUi(<ContentImage src={undefined} alt="x" size={32} />)
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByTestId('content-unavailable')).toBeInTheDocument()
  })
})
