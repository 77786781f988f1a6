import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useFormatters } from '../../i18n/useFormatters'

/**
 * Blocks until the end block, with the time one-minute blocks take
 * (an estimate: Dogecoin targets a block a minute).
 */
export function BoxCountdown({
  liqblock,
  height,
}: {
  readonly liqblock: number
  readonly height: number | undefined
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const end = format.integer(liqblock)
  if (height === undefined) return <Text size="sm">{t`Block ${end}`}</Text>
  const left = liqblock - height
  if (left <= 0) return <Text size="sm">{t`Block ${end} (reached)`}</Text>
  const blocks = format.integer(left)
  const hours = Math.floor(left / 60)
  const minutes = left % 60
  return (
    <Text size="sm">
      {t`Block ${end}: ${blocks} blocks left (about ${hours} h ${minutes} min)`}
    </Text>
  )
}
