import {
  formatPrice,
  getSwapSideKey,
  parseUnits,
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
  Title,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { SwapDirectionIcon } from '../../components/icons'
import { useFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { useTickSafety } from '../../lib/tokenSafety/useTickSafety'
import { DogeCosts } from '../../ui/DogeCosts'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import { isRiskBlocked, TokenRiskSteps } from '../tokenSafety/TokenRiskSteps'
import { getTokenOptionName, TokenPickerModal } from '../tokens/TokenSelect'
import { LazyWalletButton } from '../wallet/LazyWalletButton'
import { swapDeadlineTextAtom } from './atoms'
import {
  isAmountIssue,
  SAME_TOKEN_MESSAGE,
  swapButtonMessage,
  swapIssueMessage,
} from './messages'
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
  /** What is paid to start with, as a dot decimal (a link's `?amount=`). */
  readonly initialAmount?: string
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
  initialAmount,
}: SwapFormProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  // A link's amount is a dot decimal: shown in the language's notation.
  const [amountText, setAmountText] = useState(() =>
    initialAmount === undefined
      ? ''
      : parseUnits(initialAmount).match(
          (raw) => format.amountInput(raw),
          () => '',
        ),
  )
  const [draft, setDraft] = useState<Draft>()
  const [picking, setPicking] = useState<'input' | 'output'>()
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
  // The chosen tokens' warnings, lookalikes among every token offered.
  const chosen = [pair.input, pair.output]
    .filter((side) => side !== undefined && side.doge !== true)
    .map((side) => side?.tick ?? '')
  const listed = sides.map((side) => side.tick)
  const safety = useTickSafety(chosen, listed)
  const riskBlocked = isRiskBlocked(safety)
  const amountIssue =
    gate.kind === 'issue' && isAmountIssue(gate.issue) ? gate.issue : undefined
  const reservesError =
    reserves.error instanceof ApiQueryError ? reserves.error : undefined
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
        <TokenAmountInput
          label={t`You pay`}
          amountLabel={t`Amount to pay`}
          value={amountText}
          onChange={setAmountText}
          token={
            pair.input ? { tick: pair.input.tick, name: inName } : undefined
          }
          onTokenClick={() => setPicking('input')}
          balance={balanceIn}
          error={
            amountIssue
              ? i18n._(swapIssueMessage(amountIssue, inName, format.separators))
              : undefined
          }
          testId="swap-input"
        />
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
        <TokenAmountInput
          label={t`You receive`}
          amountLabel={t`Amount to receive`}
          value={quote ? format.amount(quote.amountOut) : ''}
          token={
            pair.output ? { tick: pair.output.tick, name: outName } : undefined
          }
          onTokenClick={() => setPicking('output')}
          testId="swap-amount-out"
        />
        <TokenPickerModal
          label={picking === 'output' ? t`You receive` : t`You pay`}
          opened={picking !== undefined}
          onClose={() => setPicking(undefined)}
          value={picking === 'output' ? pair.output : pair.input}
          options={sides}
          onChange={(choice) => select(picking ?? 'input', choice)}
        />
        <TokenRiskSteps safety={safety} testId="swap-token-risk" />
        {current?.sameToken && (
          <Alert color="red" role="alert">
            {i18n._(SAME_TOKEN_MESSAGE)}
          </Alert>
        )}
        {reservesError && !current?.sameToken && (
          <ErrorRetry
            error={i18n._(apiErrorMessage(reservesError.apiError))}
            onRetry={() => void reserves.refetch()}
          />
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
              {preview.dogeReceived && (
                <DetailRow
                  label={t`DOGE you receive, net of the wallet's costs`}
                >
                  <span data-testid="swap-doge-net">
                    {preview.dogeReceived.expected < 0n
                      ? `−${format.amount(-preview.dogeReceived.expected)}`
                      : format.amount(preview.dogeReceived.expected)}{' '}
                    DOGE
                  </span>
                </DetailRow>
              )}
            </Table.Tbody>
          </Table>
        )}
        {quote && preview.dogeCosts && (
          <DogeCosts
            {...getDogeCostsProps(
              preview.dogeCosts,
              (m) => i18n._(m),
              'swap-costs',
            )}
          />
        )}
        {gate.kind === 'connect' ? (
          <LazyWalletButton />
        ) : (
          <Button
            size="md"
            fullWidth
            disabled={gate.kind !== 'ready' || riskBlocked}
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
            {gate.kind === 'ready' && riskBlocked ? (
              <Trans>Check the token first</Trans>
            ) : gate.kind === 'ready' ? (
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
              i18n._(swapButtonMessage(gate.issue, inName, format.separators))
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
