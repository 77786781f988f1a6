import { Text } from '@mantine/core'
import { usePoolFormat } from './usePoolFormat'

/** `UNIX / WDOGE`: a pool's two tokens in pool order. */
export function PoolPairName({
  tick0,
  tick1,
}: {
  readonly tick0: string
  readonly tick1: string
}) {
  const format = usePoolFormat()
  return (
    <Text
      span
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
      title={`${tick0} / ${tick1}`}
    >
      {format.tick(shorten(tick0))} / {format.tick(shorten(tick1))}
    </Text>
  )
}

/** Meme-20 ids are 64 hex characters: show their ends. */
function shorten(id: string): string {
  return id.length >= 64 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id
}
