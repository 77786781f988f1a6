import {
  type InscriptionLookupError,
  parseInscriptionLookup,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { drc20OrderLookupQueryOptions } from '../../lib/query/inscribeQueries'
import { useServices } from '../../lib/services'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { LoadingIndicator } from '../../ui/LoadingIndicator'
import { ReviewTable } from '../../ui/ReviewTable'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { activityStatusMessage, STATUS_COLORS } from '../activity/messages'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { getJournalFees } from './journalFees'

function lookupErrorMessage(error: InscriptionLookupError): MessageDescriptor {
  return error.code === 'LOOKUP_REQUIRED'
    ? msg`Paste a transaction hash or an order id`
    : msg`This is neither a transaction hash (64 hex digits) nor an order id`
}

/**
 * /inscribe/point: one inscription order by its transaction hash or order
 * id, as docs/product.md §3's Inscription order entity. The value lives in
 * `?q=` so a lookup can be linked.
 */
export function InscriptionLookupPage({ q = '' }: { readonly q?: string }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Look up an inscription`)
  const navigate = useNavigate()
  const [text, setText] = useState(q)
  const parsed = parseInscriptionLookup(q)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void navigate({ to: '/inscribe/point', search: { q: text.trim() } })
  }
  return (
    <Stack gap="lg" py="md" maw={960} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t`Look up an inscription`}</Title>
        <Text c="dimmed">
          {t`Paste the transaction hash of a deploy, mint or transfer, or its order id.`}
        </Text>
      </Stack>
      <Card withBorder padding="lg" maw={720} w="100%">
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t`Transaction hash or order id`}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: '1 1 16rem' }}
              error={
                q !== '' && parsed.isErr()
                  ? i18n._(lookupErrorMessage(parsed.error))
                  : undefined
              }
            />
            <Button type="submit">{t`Look up`}</Button>
          </Group>
        </form>
      </Card>
      {parsed.isOk() ? <LookupResult lookup={parsed.value} /> : null}
    </Stack>
  )
}

function LookupResult({
  lookup,
}: {
  readonly lookup: Parameters<typeof drc20OrderLookupQueryOptions>[1]
}) {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const { amount, dateTime } = useFormatters()
  const query = useQuery(drc20OrderLookupQueryOptions(api, lookup))
  const journal = useAtomValue(activityEntriesAtom)
  if (query.isPending) return <LoadingIndicator size="sm" label={t`Loading`} />
  if (query.isError)
    return (
      <ErrorRetry
        error={
          query.error instanceof ApiQueryError
            ? i18n._(apiErrorMessage(query.error.apiError))
            : t`Something went wrong.`
        }
        onRetry={() => void query.refetch()}
      />
    )
  const order = query.data
  if (order === null)
    return (
      <Alert color="yellow" role="status" data-testid="lookup-unknown">
        {t`No inscription order with this value. A transaction only just sent can take a block to be indexed.`}
      </Alert>
    )
  const fees = getJournalFees(journal.find((e) => e.txHash === order.txHash))
  const notAvailable = t`Not available`
  const doge = (value: bigint | undefined) =>
    value === undefined ? notAvailable : `${amount(value)} DOGE`
  return (
    <Card withBorder padding="lg" maw={720} w="100%" data-testid="lookup-order">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t`Inscription order`}
          </Title>
          <Badge color={STATUS_COLORS[order.status]} variant="filled">
            {i18n._(activityStatusMessage(order.status))}
          </Badge>
        </Group>
        {order.status === 'failed' ? (
          <Text size="sm" c="red.8">
            {i18n._(indexerErrorMessage(order.errorCode ?? 'UNKNOWN'))}
          </Text>
        ) : null}
        <ReviewTable
          label={t`Inscription order`}
          rows={[
            {
              label: t`Order id`,
              value: order.orderId,
              testId: 'lookup-order-id',
            },
            {
              label: t`Operation`,
              value: `${order.op} ${order.tick}`,
            },
            {
              label: t`Tx hash`,
              value: order.feeTxHash ? <TxLink value={order.feeTxHash} /> : '—',
            },
            {
              label: t`DRC-20 hash`,
              value: <TxLink value={order.txHash} />,
            },
            {
              label: t`Block`,
              value:
                order.blockNumber > 0 ? (
                  <BlockLink value={String(order.blockNumber)} />
                ) : (
                  '—'
                ),
            },
            { label: t`Block hash`, value: order.blockHash || '—' },
            {
              label: t`Created`,
              value:
                order.createDateMs > 0 ? dateTime(order.createDateMs) : '—',
            },
            {
              label: t`Fee rate`,
              value: fees
                ? `${amount(fees.feeRatePerKb)} DOGE/kB`
                : notAvailable,
              testId: 'lookup-fee-rate',
            },
            {
              label: t`Service fee`,
              value: doge(fees?.breakdown.baseFee),
            },
            {
              label: t`Network fee`,
              value: doge(fees?.breakdown.networkFee),
              testId: 'lookup-network-fee',
            },
          ]}
        />
        {fees ? null : (
          <Text size="xs" c="dimmed">
            {t`The indexer keeps no fees: they are shown for inscriptions made in this browser.`}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
