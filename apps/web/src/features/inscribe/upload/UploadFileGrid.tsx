import type { CheckedUploadFile } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Center, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useFormatters } from '../../../i18n/useFormatters'
import { VirtualGrid } from '../../../ui/VirtualGrid'
import { uploadFileIssueMessage } from './uploadMessages'

/** One file of the picked zip, as the grid shows it. */
export type UploadGridFile = CheckedUploadFile & {
  /** Its position in the zip. */
  readonly index: number
  /** Its share of the order's fees (valid files only), DOGE base units. */
  readonly fee?: bigint
}

const THUMB_PX = 96

/**
 * The picked zip's files as cards: a valid image as a thumbnail (only ever
 * an `<img>` of its own bytes, through an object URL made when its card is
 * in view, a few at a time, and revoked when it leaves), its size and fee; a file left out as text,
 * with the reason. The bytes are the user's, but untrusted all the same:
 * nothing of them reaches the document but as an image.
 */
export function UploadFileGrid({
  files,
  data,
}: {
  readonly files: readonly UploadGridFile[]
  readonly data: ReadonlyMap<number, Uint8Array>
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  return (
    <VirtualGrid
      items={files}
      getKey={(file) => String(file.index)}
      label={t`Files in the zip`}
      rowHeight={212}
      height={Math.min(640, Math.ceil(files.length / 2) * 212 + 16)}
      renderItem={(file) => {
        const bytes =
          file.issue === undefined && file.contentType
            ? data.get(file.index)
            : undefined
        return (
          <Card
            withBorder
            padding="xs"
            h={200}
            data-testid="upload-file"
            data-valid={file.issue === undefined}
          >
            <Stack gap={4} align="center">
              {bytes && file.contentType ? (
                <Thumbnail bytes={bytes} type={file.contentType} />
              ) : (
                <Center h={THUMB_PX} w={THUMB_PX}>
                  <IconAlertTriangle
                    size={28}
                    aria-hidden
                    color="var(--mantine-color-red-6)"
                  />
                </Center>
              )}
              <Text
                size="xs"
                fw={500}
                ta="center"
                lineClamp={1}
                title={file.name}
              >
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t`${format.integer(file.size)} bytes`}
              </Text>
              {file.issue ? (
                <Badge
                  color="red"
                  variant="light"
                  size="sm"
                  style={{ whiteSpace: 'normal', height: 'auto' }}
                  data-testid="upload-file-issue"
                  data-code={file.issue.code}
                >
                  {i18n._(uploadFileIssueMessage(file.issue, format.integer))}
                </Badge>
              ) : file.fee !== undefined ? (
                <Text size="xs">{t`Fee ${format.amount(file.fee)} DOGE`}</Text>
              ) : null}
            </Stack>
          </Card>
        )
      }}
    />
  )
}

/** Thumbnails waiting for their object URL (a Set keeps their order). */
const waiting = new Set<() => void>()
let draining = false
/** The longest a batch of thumbnails may hold the main thread, ms. */
const SLICE_MS = 8

/**
 * Makes the waiting thumbnails' URLs a few at a time, yielding to the
 * browser between batches: a Blob and an object URL each cost a call into
 * the browser, and a grid's worth in one go is a long task.
 */
function drainThumbnails() {
  const until = performance.now() + SLICE_MS
  for (const make of waiting) {
    waiting.delete(make)
    make()
    if (performance.now() >= until) break
  }
  if (waiting.size > 0) setTimeout(drainThumbnails, 0)
  else draining = false
}

/**
 * One image's thumbnail: an object URL of its bytes while the card is
 * shown (the grid is virtual, so a thousand files make a few dozen URLs
 * at a time), made in batches (`drainThumbnails`) and revoked when it goes.
 */
function Thumbnail({
  bytes,
  type,
}: {
  readonly bytes: Uint8Array
  readonly type: string
}) {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    let made: string | undefined
    const make = () => {
      made = URL.createObjectURL(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type }),
      )
      setUrl(made)
    }
    waiting.add(make)
    if (!draining) {
      draining = true
      setTimeout(drainThumbnails, 0)
    }
    return () => {
      waiting.delete(make)
      if (made !== undefined) URL.revokeObjectURL(made)
    }
  }, [bytes, type])
  return url ? (
    <img
      src={url}
      // Its name is written beside it.
      alt=""
      width={THUMB_PX}
      height={THUMB_PX}
      style={{ objectFit: 'contain' }}
      decoding="async"
    />
  ) : (
    <Center h={THUMB_PX} w={THUMB_PX} />
  )
}
