import { getPoolTickOptions, getTakenPairIds } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, type ReactNode, Suspense, useMemo } from 'react'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import type { PoolOp } from '../../lib/routeParams'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { ButtonLink } from '../../ui/ButtonLink'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { type TokenOption, TokenSelect } from '../tokens/TokenSelect'
import { PoolErrorAlert } from './PoolErrorAlert'
import {
  getPoolLookup,
  getPoolOrder,
  type PoolRowsState,
  usePoolRows,
} from './usePoolData'

// Each page shows one form: only that one loads.
const AddLiquidityForm = lazy(() =>
  import('./AddLiquidityForm').then((m) => ({ default: m.AddLiquidityForm })),
)
const CreatePoolForm = lazy(() =>
  import('./CreatePoolForm').then((m) => ({ default: m.CreatePoolForm })),
)
const RemoveLiquidityForm = lazy(() =>
  import('./RemoveLiquidityForm').then((m) => ({
    default: m.RemoveLiquidityForm,
  })),
)

const MyPositions = lazy(() =>
  import('./MyPositions').then((m) => ({ default: m.MyPositions })),
)

function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loader size="sm" />}>{children}</Suspense>
}

export type PoolOpPageProps = {
  readonly op: PoolOp
  readonly tick0?: string
  readonly tick1?: string
  /** pair-v2 pool id (`?pair=`). */
  readonly pairId?: string
}

/** /pool/{op}[/{tick0}[/{tick1}]] and /pool/remove/{tick0}/{tick1}. */
export function PoolOpPage({ op, tick0, tick1, pairId }: PoolOpPageProps) {
  const { t } = useLingui()
  const title =
    op === 'create'
      ? t`Create a pool`
      : op === 'add'
        ? t`Add liquidity`
        : t`Remove liquidity`
  useDocumentTitle(title)
  const rows = usePoolRows()
  return (
    <Stack gap="lg" py="md" maw={640} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <ButtonLink to="/pool" variant="subtle" size="compact-sm">
          <Trans>All pools</Trans>
        </ButtonLink>
      </Group>
      {op === 'remove' && (tick0 === undefined || tick1 === undefined) ? (
        <RemovePicker rows={rows} />
      ) : (
        <>
          {pairId === undefined ? (
            <TickPickers rows={rows} op={op} tick0={tick0} tick1={tick1} />
          ) : null}
          {tick0 !== undefined && tick1 !== undefined ? (
            tick0 === tick1 ? (
              <Alert color="red">
                <Trans>Choose two different tokens.</Trans>
              </Alert>
            ) : (
              <PoolOpBody
                rows={rows}
                op={op}
                tick0={tick0}
                tick1={tick1}
                pairId={pairId}
              />
            )
          ) : null}
        </>
      )}
    </Stack>
  )
}

/** Remove without a pair: the positions to choose from. */
function RemovePicker({ rows }: { readonly rows: PoolRowsState }) {
  const address = useAtomValue(signingAddressAtom)
  if (address === undefined)
    return (
      <Alert color="blue">
        <Trans>Connect your wallet to see your liquidity positions.</Trans>
      </Alert>
    )
  // The table has the loading and error states.
  return (
    <FormSlot>
      <MyPositions state={rows} />
    </FormSlot>
  )
}

function TickPickers({
  rows,
  op,
  tick0,
  tick1,
}: {
  readonly rows: PoolRowsState
  readonly op: PoolOp
  readonly tick0?: string
  readonly tick1?: string
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const balances = useHeldBalances()
  const options = useMemo(
    (): TokenOption[] =>
      getPoolTickOptions(
        rows.status === 'loaded' ? rows.rows : [],
        balances.byTick?.keys() ?? [],
      ).map((tick) => ({ tick })),
    [rows, balances],
  )
  const go = (next0: string | undefined, next1: string | undefined) => {
    if (next0 !== undefined && next1 !== undefined) {
      if (op === 'remove')
        void navigate({
          to: '/pool/remove/$tick0/$tick1',
          params: { tick0: next0, tick1: next1 },
        })
      else
        void navigate({
          to: '/pool/$op/$tick0/$tick1',
          params: { op, tick0: next0, tick1: next1 },
        })
    } else if (next0 !== undefined) {
      void navigate({
        to: '/pool/$op/$tick0',
        params: { op, tick0: next0 },
      })
    }
  }
  return (
    <Group gap="sm" align="center">
      <TokenSelect
        label={t`First token`}
        value={tick0 === undefined ? undefined : { tick: tick0 }}
        options={options}
        onChange={(option) => go(option.tick, tick1)}
      />
      <Text aria-hidden>+</Text>
      <TokenSelect
        label={t`Second token`}
        value={tick1 === undefined ? undefined : { tick: tick1 }}
        options={options}
        onChange={(option) => go(tick0 ?? undefined, option.tick)}
        disabled={tick0 === undefined}
      />
    </Group>
  )
}

function PoolOpBody({
  rows,
  op,
  tick0,
  tick1,
  pairId,
}: {
  readonly rows: PoolRowsState
  readonly op: PoolOp
  readonly tick0: string
  readonly tick1: string
  readonly pairId?: string
}) {
  // A create looks for the pair-v1 pool; `?pair=` only pre-fills the pair id.
  const lookupPairId = op === 'create' ? undefined : pairId
  const lookup = useMemo(
    () => getPoolLookup(rows, tick0, tick1, lookupPairId),
    [rows, tick0, tick1, lookupPairId],
  )
  const takenPairIds = useMemo(
    () => getTakenPairIds(rows.status === 'loaded' ? rows.rows : []),
    [rows],
  )
  const order = getPoolOrder(tick0, tick1)
  if (lookup.status === 'loading')
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">
          <Trans>Loading the pool…</Trans>
        </Text>
      </Group>
    )
  if (lookup.status === 'error') return <PoolErrorAlert error={lookup.error} />
  if (op === 'create') {
    const v1Exists = lookup.status === 'found'
    return (
      <Stack gap="md">
        {v1Exists ? (
          <Alert color="blue" title={<Trans>This pool already exists</Trans>}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>Add liquidity to it at its current price instead.</Trans>
              </Text>
              <ButtonLink
                to="/pool/$op/$tick0/$tick1"
                params={{ op: 'add', tick0: order.tick0, tick1: order.tick1 }}
                size="compact-sm"
              >
                <Trans>Add liquidity</Trans>
              </ButtonLink>
            </Stack>
          </Alert>
        ) : null}
        <FormSlot>
          <CreatePoolForm
            tick0={order.tick0}
            tick1={order.tick1}
            reversed={order.tick0 !== tick0}
            v1Exists={v1Exists}
            initialPairId={pairId}
            takenPairIds={takenPairIds}
            takenPairIdsStatus={
              rows.status === 'loaded' ? undefined : rows.status
            }
          />
        </FormSlot>
      </Stack>
    )
  }
  if (lookup.status === 'missing')
    return (
      <Alert color="blue" title={<Trans>No pool for this pair yet</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {pairId === undefined ? (
              <Trans>Create it and set its starting price.</Trans>
            ) : (
              <Trans>No pair-v2 pool has this pair id.</Trans>
            )}
          </Text>
          {pairId === undefined ? (
            <ButtonLink
              to="/pool/$op/$tick0/$tick1"
              params={{ op: 'create', tick0: order.tick0, tick1: order.tick1 }}
              size="compact-sm"
            >
              <Trans>Create a pool</Trans>
            </ButtonLink>
          ) : null}
        </Stack>
      </Alert>
    )
  if (op === 'add')
    return (
      <FormSlot>
        <AddLiquidityForm
          key={lookup.row.key}
          pool={lookup.pool}
          reversed={lookup.pool.tick0 !== tick0}
        />
      </FormSlot>
    )
  return (
    <FormSlot>
      <RemoveLiquidityForm
        key={lookup.row.key}
        pool={lookup.pool}
        position={lookup.row.myLiquidity}
      />
    </FormSlot>
  )
}
