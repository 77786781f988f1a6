import {
  getHeldAmount,
  getOrderV1TakeFormState,
  getRatio,
  type OrderBookEntry,
  type OrderV1TakeFormState,
  type OrderV1TradePayload,
  parseUnits,
  WDOGE_TICK,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { DogeCosts } from '../../ui/DogeCosts'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { ReviewTable } from '../../ui/ReviewTable'
import { getDogeCostsProps } from './dogeCostRows'
import { MarketSubmitButton } from './MarketSubmitButton'
import { getRevealDogeCosts } from './marketDogeCosts'
import { marketFlow } from './marketFlow'
import { takeIssueMessage } from './messages'
import { useDogeCostLabels } from './useDogeCostLabels'
import { useMarketFormat } from './useMarketFormat'

// Only a buyer short of WDOGE needs it.
const WrapFirst = lazy(() =>
  import('./WrapFirst').then((m) => ({ default: m.WrapFirst })),
)

/** A sample trade, for the DOGE a trade reveal costs before one is built. */
const SAMPLE_TRADE: OrderV1TradePayload = {
  p: 'order-v1',
  op: 'trade',
  exid: '0'.repeat(64),
  amt1: '100000000000',
}

export type TakeFormProps = {
  readonly side: 'buy' | 'sell'
  readonly tick: string
  /** The book side taken (asks for a buy, bids for a sell); undefined while loading. */
  readonly entries: readonly OrderBookEntry[] | undefined
  /**
   * Why the book could not be read (translated): shown with a Retry
   * instead of the form, never as an empty book.
   */
  readonly error?: string | undefined
  readonly onRetry?: () => void
  /** A listing picked in the book. */
  readonly picked?: string
  readonly onClearPick: () => void
  /** A dot decimal to start with (the best-execution panel's link). */
  readonly initialAmount?: string
  readonly feeRatePerKb: bigint
}

/**
 * Buy from the asks (tokens to receive) or sell into the bids (tokens to
 * pay): core's `getOrderV1TakeFormState` over the book or the picked
 * listing, the exact trades, what is paid and received, the DOGE the
 * reveals cost, and — for a buyer without enough WDOGE — a wrap first.
 */
export function TakeForm({
  side,
  tick,
  entries,
  picked,
  onClearPick,
  initialAmount,
  feeRatePerKb,
  error,
  onRetry,
}: TakeFormProps) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const labels = useDogeCostLabels()
  const [amountText, setAmountText] = useState(() =>
    initialAmount === undefined
      ? ''
      : parseUnits(initialAmount).match(
          (raw) => format.amountInput(raw),
          () => '',
        ),
  )
  const address = useAtomValue(connectedAddressAtom)
  const balances = useHeldBalances()
  const openConfirm = useSetAtom(marketFlow.openAtom)
  const paymentTick =
    side === 'buy' ? (entries?.[0]?.tick1 ?? WDOGE_TICK) : tick
  const pickedEntry = entries?.find((e) => e.exId === picked)
  const payTick = pickedEntry?.tick1 ?? paymentTick
  const paymentBalance =
    address === undefined
      ? undefined
      : getHeldAmount(balances, { tick: payTick })
  const costPerTrade = getRevealDogeCosts(SAMPLE_TRADE, feeRatePerKb)
  const state: OrderV1TakeFormState = getOrderV1TakeFormState({
    side,
    entries,
    pickedExId: picked,
    amountText,
    separators: format.separators,
    taker: address,
    paymentBalance,
    dogeBalance: address === undefined ? undefined : balances.doge,
    dogeCostPerTrade: costPerTrade.total,
  })
  const [issue] = state.issues
  const plan = state.plan
  const name = format.tick(tick)
  const payName = format.tick(payTick)
  const receiveName = side === 'buy' ? name : 'WDOGE'
  const ready = issue === undefined && state.payloads.length > 0
  const reveals = state.payloads.map((p) => getRevealDogeCosts(p, feeRatePerKb))
  const available = (entries ?? [])
    .filter((e) => e.maker !== address && (!picked || e.exId === picked))
    .reduce(
      (sum, e) => sum + (side === 'buy' ? e.tokenAmount : e.paymentForRest),
      0n,
    )

  const submit = () => {
    if (!ready || !plan || address === undefined) return
    const [first] = state.payloads
    if (!first) return
    const paid = format.amount(plan.paid)
    const got = format.amount(plan.received)
    openConfirm({
      kind: 'trade',
      side,
      tick,
      taker: address,
      fills: plan.fills,
      index: 0,
      payload: first,
      costs: getRevealDogeCosts(first, feeRatePerKb),
      description:
        side === 'buy'
          ? msg`Buy ${got} ${name} for ${paid} ${payName}`
          : msg`Sell ${paid} ${name} for ${got} WDOGE`,
    })
  }

  if (entries === undefined && error !== undefined)
    return (
      <ErrorRetry error={error} {...(onRetry ? { onRetry } : {})} h={160} />
    )

  return (
    <Stack gap="sm">
      {pickedEntry ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            {side === 'buy' ? (
              <Trans>
                From the listing at {format.price(pickedEntry.unitPrice)} DOGE ·{' '}
                {format.amount(pickedEntry.tokenAmount)} {name} left
              </Trans>
            ) : (
              <Trans>
                Into the bid at {format.price(pickedEntry.unitPrice)} DOGE ·
                takes {format.amount(pickedEntry.tokenAmount)} {name}
              </Trans>
            )}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onClearPick}
          >
            {side === 'buy' ? (
              <Trans>Use the cheapest</Trans>
            ) : (
              <Trans>Use the best bids</Trans>
            )}
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {side === 'buy' ? (
            <Trans>
              Fills from the cheapest listings, one trade per listing.
            </Trans>
          ) : (
            <Trans>Sells into the best bids, one trade per bid.</Trans>
          )}
        </Text>
      )}
      <TextInput
        label={
          side === 'buy'
            ? t`Amount to buy (${name})`
            : t`Amount to sell (${name})`
        }
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.currentTarget.value)}
        placeholder={`0${format.separators.decimalSeparator}0`}
        rightSection={
          available > 0n ? (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => {
                const max =
                  side === 'sell' &&
                  paymentBalance !== undefined &&
                  paymentBalance < available
                    ? paymentBalance
                    : available
                setAmountText(format.amountInput(max))
              }}
            >
              <Trans>Max</Trans>
            </Anchor>
          ) : undefined
        }
        rightSectionWidth={48}
        data-testid={`${side}-amount`}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {side === 'buy' ? (
            <Trans>
              Listed: {format.amount(available)} {name}
            </Trans>
          ) : (
            <Trans>
              The bids take up to {format.amount(available)} {name}
            </Trans>
          )}
        </Text>
        {paymentBalance !== undefined ? (
          <Text size="xs" c="dimmed" data-testid={`${side}-balance`}>
            <Trans>
              Balance: {format.amount(paymentBalance)} {payName}
            </Trans>
          </Text>
        ) : null}
      </Group>
      {plan && plan.fills.length > 0 && state.amount !== undefined ? (
        <ReviewTable
          label={side === 'buy' ? t`Buy preview` : t`Sell preview`}
          rows={[
            {
              label: t`You pay`,
              value: `${format.amount(plan.paid)} ${payName}`,
              emphasis: true,
              testId: 'take-pay',
            },
            {
              label: t`You receive`,
              value: `${format.amount(plan.received)} ${receiveName}`,
              emphasis: true,
              testId: 'take-receive',
            },
            {
              label: t`Average price`,
              value: `${format.price(
                side === 'buy'
                  ? getRatio(plan.paid, plan.received)
                  : getRatio(plan.received, plan.paid),
              )} DOGE`,
              hint: t`Per ${name}; each listing trades at its own price.`,
            },
            {
              label: t`Trades`,
              value: format.integer(plan.fills.length),
              hint:
                plan.fills.length > 1
                  ? t`One inscription per listing, each confirmed in your wallet.`
                  : undefined,
              testId: 'take-trades',
            },
            ...(plan.fills.some((f) => f.capped)
              ? [
                  {
                    label: t`Whole listing`,
                    value: t`Paid exactly what takes the rest`,
                    hint: t`Paying more than ceil(remaining × price) buys nothing more: the excess would go to the seller.`,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {reveals.length > 0 ? (
        <DogeCosts
          {...getDogeCostsProps(reveals, labels, `${side}-doge-costs`)}
        />
      ) : null}
      {issue?.code === 'SELF_TRADE' ? (
        <Alert color="red" role="alert">
          {i18n._(takeIssueMessage(issue, format.amount, format.separators))}
        </Alert>
      ) : null}
      {issue?.code === 'NOT_ENOUGH_BALANCE' &&
      side === 'buy' &&
      issue.tick === WDOGE_TICK ? (
        <Suspense fallback={null}>
          <WrapFirst shortfall={issue.shortfall} feeRatePerKb={feeRatePerKb} />
        </Suspense>
      ) : null}
      <MarketSubmitButton
        connected={address !== undefined}
        ready={ready}
        label={
          side === 'buy' ? (
            <Trans>Buy {name}</Trans>
          ) : (
            <Trans>Sell {name}</Trans>
          )
        }
        blocked={
          issue
            ? i18n._(takeIssueMessage(issue, format.amount, format.separators))
            : undefined
        }
        onClick={submit}
        testId={`${side}-submit`}
      />
    </Stack>
  )
}
