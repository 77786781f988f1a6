import { shortenAddress, type WdogeOrder } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { fillUrlTemplate } from '../../lib/config/runtimeConfig'
import {
  WDOGE_HISTORY_PAGE_SIZE,
  wdogeOrdersQueryOptions,
} from '../../lib/query/wdogeQueries'
import { runtimeConfigAtom, useServices } from '../../lib/services'
import { indexerErrorMessage } from '../activity/indexerErrorMessage'
import { activityStatusMessage, STATUS_COLORS } from '../activity/messages'
import { wdogeOpMessage } from './messages'
import classes from './wdoge.module.css'

/** The address' wraps and unwraps with their indexer status, paged. */
export function WdogeOrderHistory({
  address,
}: {
  address: string | undefined
}) {
  const { i18n, t } = useLingui()
  const [page, setPage] = useState(1)
  const { api } = useServices()
  const query = useQuery(wdogeOrdersQueryOptions(api, address, page))
  const pageCount = Math.ceil(
    (query.data?.total ?? 0) / WDOGE_HISTORY_PAGE_SIZE,
  )

  return (
    <Stack gap="sm" component="section" aria-labelledby="wdoge-history">
      <Title order={2} size="h3" id="wdoge-history">
        {t`Order history`}
      </Title>
      {address === undefined ? (
        <Text c="dimmed" size="sm">
          {t`Connect your wallet to see your wraps and unwraps.`}
        </Text>
      ) : query.isPending ? (
        <Loader size="sm" aria-label={t`Loading orders`} />
      ) : query.isError ? (
        <Alert color="red" role="alert" title={t`Could not load the orders`}>
          {query.error instanceof ApiQueryError
            ? i18n._(apiErrorMessage(query.error.apiError))
            : t`Something went wrong.`}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t`No wraps or unwraps yet.`}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t`Order history`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Time`}</Table.Th>
                <Table.Th>{t`Type`}</Table.Th>
                <Table.Th ta="right">{t`Amount`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Transaction`}</Table.Th>
                <Table.Th>{t`DOGE payout`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((order) => (
                <OrderRow key={order.txHash || order.id} order={order} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pageCount > 1 ? (
        <Box component="nav" aria-label={t`Order history pages`}>
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' ? t`Next page` : t`Previous page`,
            })}
            getItemProps={(item) => ({
              'aria-label': t`Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </Box>
      ) : null}
    </Stack>
  )
}

function OrderRow({ order }: { order: WdogeOrder }) {
  const { i18n, t } = useLingui()
  const { amount, dateTime } = useFormatters()
  const config = useAtomValue(runtimeConfigAtom)
  const status = order.status
  const hash = order.txHash
  const payoutHash = order.withdrawTxHash
  return (
    <Table.Tr data-testid="wdoge-order" data-status={status}>
      <Table.Td>{dateTime(order.createDateMs)}</Table.Td>
      <Table.Td>{i18n._(wdogeOpMessage(order.op))}</Table.Td>
      <Table.Td ta="right" ff="monospace">
        {amount(order.amt)}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[status]} variant="filled" size="sm">
          {i18n._(activityStatusMessage(status))}
        </Badge>
        {status === 'failed' ? (
          <Text
            size="xs"
            className={classes.errorText}
            title={order.errInfo ?? undefined}
          >
            {i18n._(indexerErrorMessage(order.errorCode ?? 'UNKNOWN'))}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Anchor
          href={fillUrlTemplate(config.explorer.tx, { hash })}
          target="_blank"
          rel="noopener noreferrer"
          ff="monospace"
          size="sm"
          title={hash}
        >
          <VisuallyHidden>{t`Transaction`} </VisuallyHidden>
          {shortenAddress(hash)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {order.op !== 'withdraw' || status === 'failed' ? (
          <Text size="sm" c="dimmed">
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t`Not applicable`}</VisuallyHidden>
          </Text>
        ) : payoutHash !== '' ? (
          <Anchor
            href={fillUrlTemplate(config.explorer.tx, { hash: payoutHash })}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            title={payoutHash}
          >
            {t`Paid`}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t`Awaiting the operator`}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
