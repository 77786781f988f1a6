import type { CSSProperties } from 'react'
import { type ContentRef, getContentUrl } from './contentUrl'
import { useUiConfig } from './UiConfig'

/**
 * Raster image types a browser draws from `<img>`. SVG is not one of them:
 * it is a document (it can carry scripts and links), so it goes in the
 * sandboxed frame like HTML.
 */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
])

/**
 * How content of a MIME type may be shown: `image` through `<img>` (raster
 * images only); any other type only in a sandboxed frame on the content
 * origin.
 */
export function getContentDisplay(
  contentType: string | undefined,
): 'image' | 'frame' {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return IMAGE_TYPES.has(type) ? 'image' : 'frame'
}

export type InscribedContentProps = {
  /** Which content (its id); the URL is built on the configured origin. */
  readonly content: ContentRef
  /** The inscriber's content type, as the API reports it. */
  readonly contentType: string | undefined
  /** The alt text of an image, the title of a frame. */
  readonly title: string
  readonly width?: number | string
  readonly height?: number | string
  readonly style?: CSSProperties
}

/**
 * Inscribed content, which is the inscriber's and may carry scripts: a
 * raster image through `<img>`, anything else in a frame sandboxed with no
 * permission at all (no scripts, no forms, no popups, no same-origin), on
 * the content origin, which also serves it with its own sandbox policy.
 * Nothing (`null`) without a content origin or with an invalid id.
 */
export function InscribedContent({
  content,
  contentType,
  title,
  width,
  height,
  style,
}: InscribedContentProps) {
  const { contentOrigin } = useUiConfig()
  const src = getContentUrl(contentOrigin, content)
  if (src === undefined) return null
  if (getContentDisplay(contentType) === 'image') {
    return (
      <img
        src={src}
        alt={title}
        width={width}
        height={height}
        style={style}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    )
  }
  return (
    <iframe
      src={src}
      title={title}
      width={width}
      height={height}
      style={{ border: 0, ...style }}
      sandbox=""
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  )
}
