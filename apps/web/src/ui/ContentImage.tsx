import { Trans } from '@lingui/react/macro'
import { Box, Center, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useState } from 'react'

/**
 * Inscribed content as an image, square: only ever an `<img>` (an SVG
 * loaded this way runs no script; anything that is not an image simply
 * fails to load). `src` must come from `lib/content` (validated ids only);
 * without one, or when the file is not an image, a neutral tile says so.
 */
export function ContentImage({
  src,
  alt,
  size,
  eager = false,
}: {
  readonly src: string | undefined
  /**
   * Text for screen readers: the item's name, or `""` where the name is
   * written beside the image (in its card, link or row), which would read
   * it twice (axe's image-redundant-alt).
   */
  readonly alt: string
  /** Width and height in px; fills its box when left out. */
  readonly size?: number
  readonly eager?: boolean
}) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const dims = size === undefined ? { w: '100%' } : { w: size, h: size }
  if (src === undefined || failedSrc === src) {
    return (
      <Center
        {...dims}
        style={{
          aspectRatio: '1 / 1',
          background: 'var(--mantine-color-default-hover)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
        data-testid="content-unavailable"
      >
        <Stack gap={2} align="center">
          <IconPhotoOff size={20} aria-hidden />
          {size === undefined || size >= 96 ? (
            <Text size="xs" c="dimmed" ta="center">
              <Trans>No image preview</Trans>
            </Text>
          ) : (
            <VisuallyHidden>
              <Trans>No image preview</Trans>
            </VisuallyHidden>
          )}
        </Stack>
      </Center>
    )
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedSrc(src)}
      {...dims}
      style={{
        aspectRatio: '1 / 1',
        objectFit: 'contain',
        imageRendering: 'pixelated',
        display: 'block',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default-hover)',
      }}
    />
  )
}
