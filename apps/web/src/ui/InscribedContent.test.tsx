import { describe, expect, it } from 'vitest'
import { getContentDisplay, InscribedContent } from './InscribedContent'
import { renderUi, TEST_UI_CONFIG } from './test/renderUi'

const HASH = 'cd'.repeat(32)

describe(getContentDisplay, () => {
  it.each([
    ['image/png', 'image'],
    ['IMAGE/JPEG; charset=binary', 'image'],
    ['image/svg+xml', 'frame'],
    ['text/html', 'frame'],
    [undefined, 'frame'],
  ] as const)('behavior: %j shows as %s', (type, display) => {
    expect(getContentDisplay(type)).toBe(display)
  })
})

describe(InscribedContent, () => {
  it('default: a raster image is an <img> on the content origin', async () => {
    await renderUi(
      <InscribedContent
        content={{ kind: 'inscription', txHash: HASH }}
        contentType="image/png"
        title="Doge #1"
      />,
    )
    const img = document.querySelector('img')
    expect(img).toHaveAttribute('src', `https://content.test/content/${HASH}`)
    expect(img).toHaveAttribute('alt', 'Doge #1')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it.each(['text/html', 'image/svg+xml'])(
    'behavior: %s goes only in a frame sandboxed with no permission',
    async (contentType) => {
      await renderUi(
        <InscribedContent
          content={{ kind: 'ipfs', cid: 'bafyx' }}
          contentType={contentType}
          title="page"
        />,
      )
      const frame = document.querySelector('iframe')
      expect(frame?.getAttribute('src')).toBe('https://content.test/ipfs/bafyx')
      expect(frame?.getAttribute('sandbox')).toBe('')
      expect(document.querySelector('img')).toBeNull()
    },
  )

  it('behavior: nothing without a content origin or with a bad id', async () => {
    await renderUi(
      <InscribedContent
        content={{ kind: 'inscription', txHash: HASH }}
        contentType="image/png"
        title="x"
      />,
      { config: { ...TEST_UI_CONFIG, contentOrigin: undefined } },
    )
    await renderUi(
      <InscribedContent
        content={{ kind: 'ipfs', cid: '../x' }}
        contentType="image/png"
        title="x"
      />,
    )
    expect(document.querySelector('img, iframe')).toBeNull()
  })
})
