import type { PoolRow } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group } from '@mantine/core'
import { ButtonLink } from '../../ui/ButtonLink'

/** Swap, add (and remove, with LP) links for a pool row. */
export function PoolActions({ row }: { readonly row: PoolRow }) {
  const { t } = useLingui()
  const pair = `${row.tick0} / ${row.tick1}`
  const search = row.pairId === undefined ? {} : { pair: row.pairId }
  return (
    <Group gap={4} wrap="nowrap">
      <ButtonLink
        size="compact-sm"
        variant="default"
        {...(row.pairId === undefined
          ? {
              to: '/swap/$tick0/$tick1',
              params: { tick0: row.tick0, tick1: row.tick1 },
            }
          : { to: '/swap/v2', search: { pair: row.pairId } })}
        aria-label={t`Swap in ${pair}`}
      >
        <Trans>Swap</Trans>
      </ButtonLink>
      <ButtonLink
        size="compact-sm"
        variant="light"
        to="/pool/$op/$tick0/$tick1"
        params={{ op: 'add', tick0: row.tick0, tick1: row.tick1 }}
        search={search}
        aria-label={t`Add liquidity to ${pair}`}
      >
        <Trans>Add</Trans>
      </ButtonLink>
      {row.myLiquidity > 0n ? (
        <ButtonLink
          size="compact-sm"
          variant="light"
          color="red"
          to="/pool/remove/$tick0/$tick1"
          params={{ tick0: row.tick0, tick1: row.tick1 }}
          search={search}
          aria-label={t`Remove liquidity from ${pair}`}
        >
          <Trans>Remove</Trans>
        </ButtonLink>
      ) : null}
    </Group>
  )
}
