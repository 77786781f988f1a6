import {
  formatPrice,
  getSwapSideKey,
  reverseSwapPair,
  type SwapMarket,
  type SwapPair,
  type SwapSide,
  selectPoolSwapSide,
  selectSwapSide,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { SwapDirectionIcon } from '../../components/icons'
import { useFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { getTokenOptionName, TokenSelect } from '../tokens/TokenSelect'
import { LazyWalletButton } from '../wallet/LazyWalletButton'
import { swapDeadlineTextAtom } from './atoms'
import { SAME_TOKEN_MESSAGE, swapIssueMessage } from './messages'
import { SwapSettings } from './SwapSettings'
import { getPendingSwap, swapFlow } from './swapFlow'
import { useSwapForm } from './useSwapForm'

// The confirm dialog loads with the first confirmation.
const SwapConfirmModal = lazy(() =>
  import('./SwapConfirmModal').then((m) => ({ default: m.SwapConfirmModal })),
)

export type SwapFormProps = {
  readonly title: ReactNode
  /** The pool the swap goes through (from the URL). */
  readonly market: SwapMarket
  /** The pair (from the URL); a side may be unchosen. */
  readonly pair: SwapPair
  /** Tokens offered on both sides. */
  readonly sides: readonly SwapSide[]
  /** A pair-v2 pool: every choice stays within its two ticks. */
  readonly pool?: { readonly tick0: string; readonly tick1: string }
  /** A complete pair was chosen or reversed: the page navigates to it. */
  readonly onPairChange: (pair: SwapPair) => void
  /** Above the token boxes (the pair-v2 pool picker). */
  readonly header?: ReactNode
}

/**
 * A choice the URL cannot name yet (one side unchosen, or the spec's
 * same-token alert), kept until the route's pair changes.
 */
type Draft = {
  /** The route pair it was made from ({@link getPairKey}). */
  readonly from: string
  readonly pair: SwapPair
  readonly sameToken: boolean
}

const getPairKey = (market: SwapMarket, { input, output }: SwapPair) =>
  [
    market.kind === 'pair-v2' ? market.pairId : 'v1',
    input ? getSwapSideKey(input) : '',
    output ? getSwapSideKey(output) : '',
  ].join('\n')

/**
 * The swap card: tokens, amount, core's quote, settings and the button.
 * The pair is the page's (its URL); the typed amount is the form's own.
 */
export function SwapForm({
  title,
  market,
  pair: routePair,
  sides,
  pool,
  onPairChange,
  header,
}: SwapFormProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [amountText, setAmountText] = useState('')
  const [draft, setDraft] = useState<Draft>()
  const routeKey = getPairKey(market, routePair)
  const current = draft?.from === routeKey ? draft : undefined
  const pair = current?.pair ?? routePair
  const {
    state: preview,
    gate,
    balanceIn,
    reserves,
  } = useSwapForm(market, pair, amountText)
  const confirming = useAtomValue(swapFlow.stateAtom).pending !== undefined
  // Mounted from the first confirmation on, so the dialog animates closed.
  const [confirmLoaded, setConfirmLoaded] = useState(false)
  if (confirming && !confirmLoaded) setConfirmLoaded(true)

  /** A complete pair goes to the URL; an incomplete one stays a draft. */
  const choose = (next: SwapPair, sameToken = false) => {
    if (next.input && next.output && !sameToken) {
      setDraft(undefined)
      onPairChange(next)
    } else setDraft({ from: routeKey, pair: next, sameToken })
  }
  const select = (side: 'input' | 'output', choice: SwapSide) => {
    if (pool) return choose(selectPoolSwapSide(pool, pair, side, choice))
    const selection = selectSwapSide(pair, side, choice)
    choose(selection.pair, selection.sameToken)
  }
  const openConfirm = useSetAtom(swapFlow.openAtom)
  const deadlineText = useAtomValue(swapDeadlineTextAtom)

  const inName = pair.input ? getTokenOptionName(pair.input) : ''
  const outName = pair.output ? getTokenOptionName(pair.output) : ''
  const quote = preview.quote
  const { separators } = format
  const percent = (fraction: Parameters<typeof formatPrice>[0]) =>
    formatPrice(fraction, { maxFractionDigits: 2, ...separators })

  return (
    <Card withBorder radius="md" p="lg" maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h3">
            {title}
          </Title>
          <SwapSettings />
        </Group>
        {header}
        {gate.kind === 'paused' && gate.blocksBehind !== undefined && (
          <Alert color="yellow" role="status" title={t`Trading paused`}>
            <Trans>
              The index is {format.integer(gate.blocksBehind)} blocks behind the
              chain. Swaps are disabled until it catches up, so that quotes
              match what the indexer will settle.
            </Trans>
          </Alert>
        )}
        <Stack gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TokenSelect
              label={t`You pay`}
              value={pair.input}
              options={sides}
              onChange={(choice) => select('input', choice)}
            />
            <TextInput
              label={t`Amount to pay`}
              placeholder={`0${format.separators.decimalSeparator}0`}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
          </Group>
          {balanceIn !== undefined && (
            <Text size="sm" c="dimmed" data-testid="swap-balance-in">
              <Trans>
                Balance: {format.amount(balanceIn)} {inName}
              </Trans>
            </Text>
          )}
        </Stack>
        <Group justify="center">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Reverse direction`}
            onClick={() => {
              // The amounts are cleared (docs/product.md §2).
              setAmountText('')
              choose(reverseSwapPair(pair))
            }}
          >
            <SwapDirectionIcon />
          </ActionIcon>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TokenSelect
            label={t`You receive`}
            value={pair.output}
            options={sides}
            onChange={(choice) => select('output', choice)}
          />
          <TextInput
            label={t`Amount to receive`}
            readOnly
            data-testid="swap-amount-out"
            value={quote ? format.amount(quote.amountOut) : ''}
            placeholder={`0${format.separators.decimalSeparator}0`}
            style={{ flex: 1 }}
          />
        </Group>
        {current?.sameToken && (
          <Alert color="red" role="alert">
            {i18n._(SAME_TOKEN_MESSAGE)}
          </Alert>
        )}
        {reserves.error instanceof ApiQueryError && (
          <Alert color="red" role="alert">
            {i18n._(apiErrorMessage(reserves.error.apiError))}
          </Alert>
        )}
        {quote && (
          <Table
            withRowBorders={false}
            verticalSpacing={2}
            aria-label={t`Swap details`}
          >
            <Table.Tbody>
              <DetailRow label={t`Minimum received`}>
                {format.amount(quote.minimumAmountOut)} {outName}
              </DetailRow>
              <DetailRow label={t`Price impact`}>
                {percent(quote.priceImpact.times(100))}%
              </DetailRow>
              <DetailRow label={t`Provider fee (0.3%)`}>
                {format.amount(quote.fee)} {inName}
              </DetailRow>
              {preview.dogeLeg && preview.dogeLeg.fee > 0n && (
                <DetailRow label={t`Wrap fee`}>
                  {format.amount(preview.dogeLeg.fee)} DOGE
                </DetailRow>
              )}
              <DetailRow label={t`Execution price`}>
                <Trans>
                  1 {inName} = {formatPrice(quote.executionPrice, separators)}{' '}
                  {outName}
                </Trans>
              </DetailRow>
              <DetailRow label={t`Slippage tolerance`}>
                {preview.slippage
                  ? `${percent(`${preview.slippage.bps}e-2`)}%`
                  : '—'}
              </DetailRow>
            </Table.Tbody>
          </Table>
        )}
        {gate.kind === 'connect' ? (
          <LazyWalletButton />
        ) : (
          <Button
            size="md"
            fullWidth
            disabled={gate.kind !== 'ready'}
            onClick={() => {
              const pending = getPendingSwap(
                market,
                pair,
                preview,
                deadlineText,
                Date.now(),
              )
              if (pending) openConfirm(pending)
            }}
          >
            {gate.kind === 'ready' ? (
              <Trans>Swap</Trans>
            ) : gate.kind === 'paused' ? (
              gate.blocksBehind === undefined ? (
                <Trans>Checking the index…</Trans>
              ) : (
                <Trans>Trading paused</Trans>
              )
            ) : gate.kind === 'loading-balance' ? (
              <Trans>Loading balances…</Trans>
            ) : (
              i18n._(swapIssueMessage(gate.issue, inName, format.separators))
            )}
          </Button>
        )}
      </Stack>
      {confirmLoaded ? (
        <Suspense fallback={null}>
          <SwapConfirmModal onSubmitted={() => setAmountText('')} />
        </Suspense>
      ) : null}
    </Card>
  )
}

function DetailRow({
  label,
  children,
}: {
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td ta="right">{children}</Table.Td>
    </Table.Tr>
  )
}
