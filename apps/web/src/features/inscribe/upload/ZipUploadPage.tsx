import type { UploadOrder } from '@drc20/api'
import {
  getFileServiceShare,
  getUploadOrderQuote,
  getUploadPaymentCosts,
  type UploadFeeLevel,
  validateUploadOrder,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconFileZip } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useFormatters } from '../../../i18n/useFormatters'
import { apiErrorMessage } from '../../../lib/api/apiErrorMessage'
import { useIsOg } from '../../../lib/og/useIsOg'
import { useServices } from '../../../lib/services'
import { signingAddressAtom } from '../../../lib/wallet/walletAtoms'
import { AnchorLink } from '../../../ui/AnchorLink'
import { DogeCosts } from '../../../ui/DogeCosts'
import { useParamShell } from '../../../ui/ParamShell'
import { ReviewTable } from '../../../ui/ReviewTable'
import { useIsMobile } from '../../../ui/useIsMobile'
import { useDocumentTitle } from '../../shell/useDocumentTitle'
import { useNetworkFee } from '../useNetworkFee'
import { UploadFileGrid, type UploadGridFile } from './UploadFileGrid'
import { UploadPaymentModal } from './UploadPaymentModal'
import { uploadPaymentFlow } from './uploadFlow'
import { uploadOrderIssueMessage, zipReadErrorMessage } from './uploadMessages'
import { useZipReader } from './useZipReader'

// The order's status loads with the first order shown (the route chunk
// stays within its budget).
const UploadOrderPanel = lazy(() =>
  import('./UploadOrderPanel').then((m) => ({ default: m.UploadOrderPanel })),
)

/** Why the order could not be made (the zip read fine). */
type CreateError =
  /** 'Error creating zip file' (docs/product.md §8). */
  | { readonly kind: 'pack' }
  /** 'File upload failed': the service refused, with its reason. */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'request'; readonly message: string }

/**
 * /inscribe/{maxSize}: inscribe the images of a zip through the
 * upload-order service (docs/product.md §2, §4, §9; docs/upload-service.md).
 * Pick a zip (read in a worker, each file checked by core), choose the fee
 * level, accept the terms, create the order, pay it with the wallet, then
 * follow the order (its id in the URL, so a reload keeps it).
 */
export function ZipUploadPage({
  maxSize,
  orderId,
}: {
  readonly maxSize: number
  readonly orderId: string | undefined
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Inscribe files`)
  const navigate = useNavigate()
  const openPayment = useSetAtom(uploadPaymentFlow.openAtom)
  const fee = useNetworkFee()
  const format = useFormatters()

  const pay = (order: UploadOrder) => {
    if (fee.feeRatePerKb === undefined) return
    openPayment({
      order,
      feeRatePerKb: fee.feeRatePerKb,
      costs: getUploadPaymentCosts({
        amount: order.amount,
        feeRatePerKb: fee.feeRatePerKb,
        fileCount: order.fileCount,
      }),
      description: msg`Upload order: ${format.integer(order.fileCount)} files, ${format.amount(order.amount)} DOGE`,
    })
  }

  return (
    <Stack gap="lg" py="md" maw={1100} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t`Inscribe files`}</Title>
        <Text c="dimmed">
          {t`Upload a zip of images: each one is inscribed to your address once the order is paid.`}
        </Text>
        <Group gap="md">
          <AnchorLink to="/inscribe">{t`Deploy or mint a token`}</AnchorLink>
          <AnchorLink to="/inscribe/point">{t`Look up an inscription`}</AnchorLink>
        </Group>
      </Stack>
      {orderId ? (
        <Suspense fallback={<Skeleton h={240} aria-label={t`Loading`} />}>
          <UploadOrderPanel
            orderId={orderId}
            {...(fee.feeRatePerKb === undefined ? {} : { onPay: pay })}
            onNewUpload={() =>
              void navigate({
                to: '/inscribe/$maxSize',
                params: { maxSize },
                search: {},
              })
            }
          />
        </Suspense>
      ) : (
        <ZipUploadForm
          maxSize={maxSize}
          onOrderCreated={(order) => {
            void navigate({
              to: '/inscribe/$maxSize',
              params: { maxSize },
              search: { order: order.orderId },
            })
            pay(order)
          }}
          paymentReady={fee.feeRatePerKb !== undefined}
          paymentFeeRate={fee.feeRatePerKb}
        />
      )}
      <UploadPaymentModal />
    </Stack>
  )
}

function ZipUploadForm({
  maxSize,
  onOrderCreated,
  paymentReady,
  paymentFeeRate,
}: {
  readonly maxSize: number
  readonly onOrderCreated: (order: UploadOrder) => void
  readonly paymentReady: boolean
  readonly paymentFeeRate: bigint | undefined
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const isOg = useIsOg()
  const zip = useZipReader(maxSize)
  const mobile = useIsMobile()
  // A param shell's size is a sample the start-up script writes over in
  // plain digits (app/paramShells.ts): their grouping is the app's.
  const shell = useParamShell()
  const [feeLevel, setFeeLevel] = useState<UploadFeeLevel>('economy')
  const [terms, setTerms] = useState(false)
  const [accuracy, setAccuracy] = useState(false)
  const [tried, setTried] = useState(false)
  const [creating, setCreating] = useState(false)
  const [createError, setCreateError] = useState<CreateError>()

  const read = zip.state.status === 'read' ? zip.state : undefined
  const checked = read?.checked
  const validSizes = useMemo(
    () =>
      checked?.files.filter((f) => f.issue === undefined).map((f) => f.size) ??
      [],
    [checked],
  )
  const quote = getUploadOrderQuote({ sizes: validSizes, feeLevel, isOg })
  const gridFiles = useMemo<UploadGridFile[]>(
    () =>
      checked?.files.map((file, index) => ({
        ...file,
        index,
        ...(file.issue === undefined
          ? {
              fee:
                getFileServiceShare(file.size, quote.serviceFeeCharged) +
                quote.networkFeePerFile,
            }
          : {}),
      })) ?? [],
    [checked, quote.serviceFeeCharged, quote.networkFeePerFile],
  )
  const orderCheck = validateUploadOrder({
    volume: quote.total,
    termsAccepted: terms,
    dataAccuracyConfirmed: accuracy,
  })
  const issues = orderCheck.isErr() ? orderCheck.error : []
  const belowMinimum = issues.find((i) => i.code === 'BELOW_MIN_VOLUME')
  const invalidCount = checked ? checked.files.length - checked.validCount : 0
  const paymentCosts =
    paymentFeeRate === undefined || quote.fileCount === 0
      ? undefined
      : getUploadPaymentCosts({
          amount: quote.total,
          feeRatePerKb: paymentFeeRate,
          fileCount: quote.fileCount,
        })

  const pick = (file: File | null) => {
    setCreateError(undefined)
    if (file) void zip.read(file)
  }

  const create = async () => {
    setTried(true)
    if (!read || !checked || checked.validCount === 0 || issues.length > 0)
      return
    if (address === undefined) return
    setCreating(true)
    setCreateError(undefined)
    try {
      const files = checked.files.flatMap((file, index) => {
        const bytes = read.data.get(index)
        return file.issue === undefined && bytes
          ? [{ name: file.name, bytes }]
          : []
      })
      const packed = await zip.pack(files)
      if (!packed) {
        setCreateError({ kind: 'pack' })
        return
      }
      const client = await api()
      const result = await client.createUploadOrder({
        zip: new Blob([packed as Uint8Array<ArrayBuffer>], {
          type: 'application/zip',
        }),
        receiveAddress: address,
        payerAddress: address,
        feeType: feeLevel,
      })
      if (result.isErr()) {
        const error = result.error
        setCreateError(
          error.kind === 'api'
            ? { kind: 'refused', reason: error.message }
            : { kind: 'request', message: i18n._(apiErrorMessage(error)) },
        )
        return
      }
      onOrderCreated(result.value)
    } finally {
      setCreating(false)
    }
  }

  const doge = (raw: bigint) => `${format.amount(raw)} DOGE`
  const issueText = (code: (typeof issues)[number]['code']) => {
    const issue = issues.find((i) => i.code === code)
    return tried && issue ? i18n._(uploadOrderIssueMessage(issue)) : undefined
  }

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">{t`1. Pick a zip`}</Title>
          <Text size="sm" c="dimmed">
            {t`A .zip of webp, png, jpg, jpeg, avif, heic or gif images, each at most ${shell ? String(maxSize) : format.integer(maxSize)} bytes; at most 1,000 files and 50 MB in all.`}
          </Text>
          <Group>
            <FileButton onChange={pick} accept=".zip,application/zip">
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconFileZip size={18} aria-hidden />}
                  loading={zip.state.status === 'reading'}
                  data-testid="upload-pick"
                >
                  {t`Choose a zip file`}
                </Button>
              )}
            </FileButton>
            {zip.state.status !== 'idle' ? (
              <Text size="sm" data-testid="upload-zip-name">
                {zip.state.name}
              </Text>
            ) : null}
          </Group>
          {zip.state.status === 'reading' ? (
            <Progress
              value={
                zip.state.total === 0
                  ? 0
                  : (zip.state.done / zip.state.total) * 100
              }
              aria-label={t`Reading the zip`}
              animated
            />
          ) : null}
          {zip.state.status === 'error' ? (
            <Alert color="red" role="alert" data-testid="upload-zip-error">
              {i18n._(zipReadErrorMessage(zip.state.error))}
            </Alert>
          ) : null}
        </Stack>
      </Card>

      {read && checked ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">{t`2. Check the files`}</Title>
            <Text size="sm" data-testid="upload-summary">
              {t`${format.integer(checked.validCount)} of ${format.integer(checked.files.length)} files can be inscribed.`}
            </Text>
            {checked.someTooLarge ? (
              <Alert color="yellow" role="status">
                {t`Some images are too large`}
              </Alert>
            ) : null}
            {invalidCount > 0 ? (
              <Alert color="yellow" role="status">
                {t`${format.integer(invalidCount)} files are left out; the others can still be inscribed.`}
              </Alert>
            ) : null}
            <UploadFileGrid files={gridFiles} data={read.data} />
          </Stack>
        </Card>
      ) : null}

      {read && checked && checked.validCount > 0 ? (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">{t`3. Fee level and terms`}</Title>
            <SegmentedControl
              value={feeLevel}
              onChange={(value) =>
                setFeeLevel(value === 'priority' ? 'priority' : 'economy')
              }
              data={[
                {
                  value: 'economy',
                  label: t`Economy (1 DOGE per inscription)`,
                },
                {
                  value: 'priority',
                  label: t`Priority (2 DOGE per inscription)`,
                },
              ]}
              aria-label={t`Fee level`}
              orientation={mobile ? 'vertical' : 'horizontal'}
              fullWidth={mobile}
              w={mobile ? undefined : 'fit-content'}
              data-testid="upload-fee-level"
            />
            <ReviewTable
              label={t`Order fees`}
              rows={[
                {
                  label: t`Files`,
                  value: format.integer(quote.fileCount),
                },
                {
                  label: t`Total size`,
                  value: t`${format.integer(quote.totalBytes)} bytes`,
                },
                {
                  label: t`Service fee`,
                  value: doge(quote.serviceFee),
                  hint: quote.serviceFeeCharged
                    ? t`0.5 DOGE per started 1,000 bytes`
                    : t`None: every file is 1,000 bytes or less`,
                },
                ...(quote.ogDiscount > 0n
                  ? [
                      {
                        label: t`OG discount (20% of the service fee)`,
                        value: `−${doge(quote.ogDiscount)}`,
                      },
                    ]
                  : []),
                {
                  label: t`Inscription fee`,
                  value: doge(quote.serviceFeeDue),
                  testId: 'upload-quote-service',
                },
                {
                  label: t`Network fee`,
                  value: doge(quote.networkFee),
                  hint: t`${format.integer(quote.fileCount)} × ${doge(quote.networkFeePerFile)}`,
                  testId: 'upload-quote-network',
                },
              ]}
              footer={{
                label: t`Total`,
                value: doge(quote.total),
                testId: 'upload-quote-total',
              }}
            />
            {belowMinimum ? (
              <Alert color="yellow" role="status" data-testid="upload-minimum">
                {i18n._(uploadOrderIssueMessage(belowMinimum))}
              </Alert>
            ) : null}
            {paymentCosts ? (
              <DogeCosts
                rows={[
                  {
                    label: t`Upload order payment`,
                    amount: paymentCosts.orderPayment,
                  },
                  {
                    label: t`Network fee of the payment (estimate)`,
                    amount: paymentCosts.networkFee,
                  },
                ]}
                netChange={paymentCosts.netChange}
                testId="upload-costs"
              />
            ) : null}
            {paymentCosts ? (
              <Text size="xs" c="dimmed">
                {t`Each inscribed file arrives at your address with its 0.001 DOGE postage: ${doge(paymentCosts.postageToReceiver)} in all, paid by the service.`}
              </Text>
            ) : null}
            <Checkbox
              checked={terms}
              onChange={(e) => setTerms(e.currentTarget.checked)}
              label={t`I accept the terms of service of the upload service.`}
              error={issueText('TERMS_NOT_ACCEPTED')}
              data-testid="upload-terms"
            />
            <Checkbox
              checked={accuracy}
              onChange={(e) => setAccuracy(e.currentTarget.checked)}
              label={t`I confirm the files are mine to inscribe and the data is accurate: inscriptions cannot be undone.`}
              error={issueText('DATA_ACCURACY_NOT_CONFIRMED')}
              data-testid="upload-accuracy"
            />
            {createError ? (
              <Alert color="red" role="alert" data-testid="upload-create-error">
                {createError.kind === 'pack' ? (
                  t`Error creating zip file`
                ) : createError.kind === 'refused' ? (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>{t`File upload failed`}</Text>
                    <Text size="sm">{createError.reason}</Text>
                  </Stack>
                ) : (
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>{t`File upload failed`}</Text>
                    <Text size="sm">{createError.message}</Text>
                  </Stack>
                )}
              </Alert>
            ) : null}
            {address === undefined ? (
              <Text size="sm" c="dimmed">
                {t`Connect your wallet to create and pay the order.`}
              </Text>
            ) : null}
            <Button
              onClick={() => void create()}
              loading={creating}
              disabled={
                address === undefined || !paymentReady || quote.belowMinimum
              }
              data-testid="upload-create"
              w="fit-content"
            >
              {t`Create the order and pay`}
            </Button>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  )
}
