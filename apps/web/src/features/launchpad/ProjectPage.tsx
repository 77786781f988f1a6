import { type BoxOrder, getTickDisplayName, quoteBoxFinish } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { queryErrorMessage } from '../../lib/api/apiErrorMessage'
import { boxContributionsQueryOptions } from '../../lib/query/boxQueries'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { Address } from '../../ui/Address'
import { AnchorLink } from '../../ui/AnchorLink'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { LoadingIndicator } from '../../ui/LoadingIndicator'
import { ProgressBar } from '../../ui/ProgressBar'
import { ReviewTable } from '../../ui/ReviewTable'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { BoxConfirmModal } from './BoxConfirmModal'
import { BoxCountdown } from './BoxCountdown'
import { ContributeForm } from './ContributeForm'
import { boxFinishErrorMessage, boxStatusMessage } from './messages'
import { type BoxRow, useBoxRows } from './useBoxRows'

/** Each participant's tick0 from the finish: their rows' shares summed. */
function sharesByAddress(
  rows: readonly BoxOrder[],
  shares: readonly bigint[],
): [string, bigint][] {
  const byAddress = new Map<string, bigint>()
  rows.forEach((row, i) => {
    byAddress.set(
      row.holderAddress,
      (byAddress.get(row.holderAddress) ?? 0n) + (shares[i] ?? 0n),
    )
  })
  return [...byAddress]
}

function FinishPreview({
  box,
  rows,
}: {
  readonly box: BoxRow
  readonly rows: readonly BoxOrder[]
}) {
  const { i18n, t } = useLingui()
  const format = useFormatters()
  const tick0 = getTickDisplayName(box.tick0)
  const tick1 = getTickDisplayName(box.tick1)
  const finished = box.status === 'finished'
  if (box.status === 'refunded')
    return (
      <Alert color="gray" role="note" title={t`Refunded`}>
        {t`Nothing was raised by the end block: the box was refunded, its tick0 burned and unregistered. No contribution was recorded, so nothing was returned.`}
      </Alert>
    )
  const quote = quoteBoxFinish({
    amount0: box.amt0,
    max: box.max,
    contributions: rows.map((r) => r.amt1),
    raised: box.liqamtFinish,
  })
  return (
    <Stack gap="sm" data-testid="finish-preview">
      <Title order={2} size="h3">
        {finished ? t`The pool the box opened` : t`Finish preview`}
      </Title>
      {box.status === 'stalled' ? (
        <Alert color="red" role="alert" title={t`Finish failed`}>
          {t`The finish at the end block failed: the live indexer retries that block and stalls.`}
        </Alert>
      ) : null}
      {quote.isErr() ? (
        <Alert color="yellow" role="alert" data-testid="finish-issue">
          {i18n._(boxFinishErrorMessage(quote.error))}
        </Alert>
      ) : (
        <>
          <ReviewTable
            label={t`Pool reserves`}
            rows={[
              {
                label: t`Pool ${tick0}`,
                value: format.amount(quote.value.poolAmount0),
                testId: 'finish-pool0',
              },
              {
                label: t`Pool ${tick1}`,
                value: format.amount(quote.value.raised),
                testId: 'finish-pool1',
              },
              {
                label: t`LP minted (isqrt of the reserves)`,
                value: format.amount(quote.value.totalSupply),
                testId: 'finish-lp',
              },
              {
                label: t`LP locked at the box address`,
                value: format.amount(quote.value.boxLiquidity),
              },
              {
                label: t`Tick0 left at the box address`,
                value: format.amount(quote.value.leftover),
              },
            ]}
          />
          <ReviewTable
            label={finished ? t`Tokens received` : t`Each participant's share`}
            rows={sharesByAddress(rows, quote.value.shares).map(
              ([address, share]) => ({
                label: <Address address={address} />,
                value: `${format.amount(share)} ${tick0}`,
                testId: `share-${address}`,
              }),
            )}
          />
          {finished ? (
            <AnchorLink
              to="/swap/$tick0/$tick1"
              params={{ tick0: box.tick0, tick1: box.tick1 }}
            >
              {t`Trade ${tick0} in its pool`}
            </AnchorLink>
          ) : (
            <Text size="sm" c="dimmed">
              {t`At the current raise. Every new contribution changes the shares; the finish runs at the start of the end block.`}
            </Text>
          )}
        </>
      )}
    </Stack>
  )
}

/** /project?tick0=: one box, its contributions, finish and contribute form. */
export function ProjectPage({ tick0 }: { readonly tick0: string | undefined }) {
  const { i18n, t } = useLingui()
  useDocumentTitle(t`Project`)
  const format = useFormatters()
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const { sales, rows, height } = useBoxRows()
  const contributions = useQuery({
    ...boxContributionsQueryOptions(api, tick0 ?? ''),
    enabled: tick0 !== undefined,
  })
  const box = rows?.find((b) => b.tick0 === tick0)
  if (sales.isError)
    return (
      <ErrorRetry
        error={i18n._(queryErrorMessage(sales.error))}
        onRetry={() => void sales.refetch()}
      />
    )
  // The page's frame while the boxes load: its title paints with the
  // prerendered page (where no box is named yet: "Project").
  if (sales.isPending) {
    const name = tick0 === undefined ? undefined : getTickDisplayName(tick0)
    return (
      <Stack gap="lg" py="md" maw={1100} mx="auto" aria-busy>
        <AnchorLink to="/launchpad">{t`All boxes`}</AnchorLink>
        <Title order={1}>
          {name === undefined ? t`Project` : t`Box ${name}`}
        </Title>
        <Card withBorder padding="lg">
          <LoadingIndicator label={t`Loading the box`} />
        </Card>
      </Stack>
    )
  }
  if (!box)
    return (
      <Stack gap="sm" py="md" maw={1100} mx="auto">
        <Title order={1}>{t`Project`}</Title>
        <Alert color="yellow" role="alert" title={t`No such box`}>
          {t`No launchpad box has this tick0.`}
        </Alert>
        <AnchorLink to="/launchpad">{t`All boxes`}</AnchorLink>
      </Stack>
    )
  const name = getTickDisplayName(box.tick0)
  const tick1 = getTickDisplayName(box.tick1)
  const participants = new Set(
    (contributions.data ?? []).map((r) => r.holderAddress),
  ).size
  return (
    <Stack gap="lg" py="md" maw={1100} mx="auto">
      <BoxConfirmModal />
      <AnchorLink to="/launchpad">{t`All boxes`}</AnchorLink>
      <Title order={1}>{t`Box ${name}`}</Title>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text fw={600} data-testid="box-status">
            {box.status ? i18n._(boxStatusMessage(box.status)) : '—'}
          </Text>
          <ReviewTable
            label={t`Box`}
            rows={[
              { label: t`New token (tick0)`, value: name },
              { label: t`Token raised (tick1)`, value: tick1 },
              { label: t`Supply (max)`, value: format.amount(box.max) },
              {
                label: t`Tick0 for the pool`,
                value: format.amount(box.amt0),
              },
              {
                label: t`Tick0 for the participants`,
                value: format.amount(box.amt0),
              },
              {
                label: t`Ends`,
                value:
                  box.liqblock > 0 ? (
                    <BoxCountdown liqblock={box.liqblock} height={height} />
                  ) : (
                    t`Hard cap ${format.amount(box.liqamt)} ${tick1}`
                  ),
              },
              {
                label: t`Raised`,
                value: `${format.amount(box.liqamtFinish)} ${tick1}`,
                testId: 'box-raised',
              },
              {
                label: t`Participants`,
                value: contributions.isSuccess
                  ? format.integer(participants)
                  : '—',
              },
              {
                label: t`Deployer`,
                value: <Address address={box.holderAddress} />,
              },
            ]}
          />
          {box.liqamt > 0n ? (
            <ProgressBar
              label={t`Raised of the hard cap`}
              value={box.liqamtFinish}
              total={box.liqamt}
            />
          ) : null}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          {contributions.isError ? (
            <ErrorRetry
              error={i18n._(queryErrorMessage(contributions.error))}
              onRetry={() => void contributions.refetch()}
            />
          ) : contributions.isPending ? (
            <LoadingIndicator size="sm" label={t`Loading contributions`} />
          ) : (
            <FinishPreview box={box} rows={contributions.data} />
          )}
        </Card>
        {box.status === 'raising' || box.status === 'closing' ? (
          <Card withBorder padding="lg">
            {contributions.isSuccess ? (
              <ContributeForm
                box={box}
                contributions={contributions.data.map((r) => r.amt1)}
                connected={address !== undefined}
              />
            ) : null}
          </Card>
        ) : null}
      </SimpleGrid>
    </Stack>
  )
}
