import type { UploadOrder, UploadOrderFile } from '@drc20/api'
import {
  countUploadFiles,
  getUploadPaymentStep,
  isUploadOrderFinished,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useFormatters } from '../../../i18n/useFormatters'
import { queryErrorMessage } from '../../../lib/api/apiErrorMessage'
import { uploadOrderQueryOptions } from '../../../lib/query/uploadQueries'
import { useServices } from '../../../lib/services'
import { ContentImage } from '../../../ui/ContentImage'
import { getContentUrl } from '../../../ui/contentUrl'
import { DataTable } from '../../../ui/dataTable/DataTable'
import { ErrorRetry } from '../../../ui/ErrorRetry'
import { BlockLink, TxLink } from '../../../ui/ExplorerLink'
import { ProgressBar } from '../../../ui/ProgressBar'
import { ReviewTable } from '../../../ui/ReviewTable'
import { useUiConfig } from '../../../ui/UiConfig'
import {
  uploadFileStatusMessage,
  uploadOrderStatusMessage,
} from './uploadMessages'

const STEPS = ['unpaid', 'uploading', 'successful'] as const

/**
 * An upload order after it was created (docs/upload-service.md §3, §5):
 * the payment steps (unpaid → uploading → successful), the order's
 * figures, progress, and each file with its status, its inscription and,
 * once inscribed, the image from the content origin. It is read from the
 * service by the id in the URL, so a reload finds it again; every new
 * block refreshes it.
 */
export function UploadOrderPanel({
  orderId,
  onPay,
  onNewUpload,
}: {
  readonly orderId: string
  /** Opens the payment of a not-yet-paid order. */
  readonly onPay?: (order: UploadOrder) => void
  readonly onNewUpload: () => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { api } = useServices()
  const { contentOrigin } = useUiConfig()
  const query = useQuery(uploadOrderQueryOptions(api, orderId))
  const doge = (raw: bigint) => `${format.amount(raw)} DOGE`

  const header = (
    <Group justify="space-between" wrap="wrap">
      <Title order={2} size="h3">{t`Upload order`}</Title>
      <Button variant="default" size="xs" onClick={onNewUpload}>
        {t`New upload`}
      </Button>
    </Group>
  )
  if (query.isPending)
    return (
      <Card withBorder padding="lg">
        {header}
        <Skeleton h={160} mt="md" aria-label={t`Loading`} />
      </Card>
    )
  if (query.isError)
    return (
      <Card withBorder padding="lg">
        {header}
        <ErrorRetry
          error={i18n._(queryErrorMessage(query.error))}
          onRetry={() => void query.refetch()}
        />
      </Card>
    )
  const order = query.data
  if (order === null)
    return (
      <Card withBorder padding="lg">
        {header}
        <Alert color="yellow" mt="md" role="status">
          {t`The upload service does not know this order (it may have been made on another service, or forgotten after a restart).`}
        </Alert>
      </Card>
    )

  const step = getUploadPaymentStep(order.status)
  const counts = countUploadFiles(order.files)
  const fileColumns = [
    {
      key: 'image',
      header: t`Image`,
      card: 'row' as const,
      cell: (file: UploadOrderFile) =>
        file.status === 'inscribed' ? (
          <ContentImage
            src={getContentUrl(contentOrigin, {
              kind: 'inscription',
              txHash: file.fileId,
            })}
            // The row's title is the file's name.
            alt=""
            size={48}
            eager
          />
        ) : null,
    },
    {
      key: 'name',
      header: t`File`,
      card: 'title' as const,
      cell: (file: UploadOrderFile) => file.name,
      sortValue: (file: UploadOrderFile) => file.index,
    },
    {
      key: 'size',
      header: t`Size`,
      align: 'right' as const,
      cell: (file: UploadOrderFile) => t`${format.integer(file.size)} bytes`,
      sortValue: (file: UploadOrderFile) => file.size,
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (file: UploadOrderFile) => (
        <Stack gap={0}>
          <Text size="sm">{i18n._(uploadFileStatusMessage(file.status))}</Text>
          {file.error ? (
            <Text size="xs" c="red">
              {file.error}
            </Text>
          ) : null}
        </Stack>
      ),
      sortValue: (file: UploadOrderFile) => file.status,
    },
    {
      key: 'tx',
      header: t`Inscription`,
      cell: (file: UploadOrderFile) =>
        file.txHash ? <TxLink value={file.txHash} size="sm" /> : '—',
    },
    {
      key: 'block',
      header: t`Block`,
      cell: (file: UploadOrderFile) =>
        file.blockNumber > 0 ? (
          <BlockLink value={String(file.blockNumber)} size="sm" />
        ) : (
          '—'
        ),
    },
  ]

  return (
    <Card
      withBorder
      padding="lg"
      data-testid="upload-order"
      data-status={order.status}
    >
      <Stack gap="md">
        {header}
        <Group gap="xs">
          <Text size="sm">{t`Status`}</Text>
          <Badge
            color={
              order.status === 'successful'
                ? 'teal'
                : isUploadOrderFinished(order.status) ||
                    order.status === 'refunding'
                  ? 'red'
                  : 'blue'
            }
            data-testid="upload-order-status"
          >
            {i18n._(uploadOrderStatusMessage(order.status))}
          </Badge>
        </Group>
        {step ? (
          <Stepper
            active={step === 'successful' ? 3 : STEPS.indexOf(step)}
            size="sm"
            allowNextStepsSelect={false}
          >
            <Stepper.Step label={t`Unpaid`} />
            <Stepper.Step label={t`Uploading`} />
            <Stepper.Step label={t`Successful`} />
          </Stepper>
        ) : null}
        {order.status === 'expired' ? (
          <Alert color="red" role="status">
            {t`The order expired before it was paid. Nothing was charged.`}
          </Alert>
        ) : null}
        {order.status === 'refunding' ? (
          <Alert color="yellow" role="status">
            {t`The order was not paid in full in time: the payment minus 0.01 DOGE is being sent back.`}
          </Alert>
        ) : null}
        {order.status === 'notpaid' && onPay ? (
          <Button
            onClick={() => onPay(order)}
            data-testid="upload-pay"
            w="fit-content"
          >
            {t`Pay ${doge(order.amount)}`}
          </Button>
        ) : null}
        <ReviewTable
          label={t`Order details`}
          rows={[
            { label: t`Order`, value: order.orderId },
            { label: t`Payment type`, value: 'DOGE' },
            {
              label: t`Fee level`,
              value: order.feeType === 'priority' ? t`Priority` : t`Economy`,
            },
            {
              label: t`Total size`,
              value: t`${format.integer(order.totalSize)} bytes`,
            },
            {
              label: t`Inscription fee`,
              value: doge(order.serviceFee - order.ogDiscount),
              ...(order.ogDiscount > 0n
                ? { hint: t`OG discount ${doge(order.ogDiscount)} included` }
                : {}),
            },
            { label: t`Network fee`, value: doge(order.networkFee) },
            {
              label: t`Amount`,
              value: doge(order.amount),
              testId: 'upload-order-amount',
            },
            {
              label: t`Paid`,
              value: doge(order.paid),
              testId: 'upload-order-paid',
            },
            { label: t`Order address`, value: order.payAddress },
            {
              label: t`Pay by block`,
              value: format.integer(order.expireHeight),
            },
            ...(order.payTxHash
              ? [
                  {
                    label: t`Payment`,
                    value: <TxLink value={order.payTxHash} size="sm" />,
                  },
                ]
              : []),
            ...(order.refundTxHash
              ? [
                  {
                    label: t`Refund`,
                    value: <TxLink value={order.refundTxHash} size="sm" />,
                  },
                ]
              : []),
          ]}
        />
        <ProgressBar
          label={t`Files inscribed`}
          value={BigInt(counts.inscribed)}
          total={BigInt(Math.max(order.files.length, 1))}
          decimals={0}
          detail={t`${format.integer(counts.inscribed)} of ${format.integer(order.files.length)} files inscribed`}
        />
        <DataTable
          label={t`Files of the order`}
          columns={fileColumns}
          rows={order.files}
          getRowKey={(file) => String(file.index)}
          getRowAttributes={(file) => ({
            'data-testid': 'upload-order-file',
            'data-status': file.status,
          })}
          getSearchText={(file) => file.name}
        />
      </Stack>
    </Card>
  )
}
