import {
  getHeldAmount,
  getOrderV1ListFormState,
  type OrderBookEntry,
  type OrderV1CreatePayload,
  type OrderV1PriceMode,
  WDOGE_TICK,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Checkbox,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { DogeCosts } from '../../ui/DogeCosts'
import { ReviewTable } from '../../ui/ReviewTable'
import { getDogeCostsProps } from './dogeCostRows'
import { MarketSubmitButton } from './MarketSubmitButton'
import { getRevealDogeCosts } from './marketDogeCosts'
import { marketFlow } from './marketFlow'
import { listIssueMessage, priceWarningMessage } from './messages'
import { useDogeCostLabels } from './useDogeCostLabels'
import { useMarketFormat } from './useMarketFormat'

/** A sample create, for the DOGE the reveal costs before one is built. */
const SAMPLE_CREATE: OrderV1CreatePayload = {
  p: 'order-v1',
  op: 'create',
  tick0: 'SAMPLE',
  tick1: WDOGE_TICK,
  amt0: '100000000000',
  amt1: '100000000000',
}

export type ListFormProps = {
  /** `ask`: list the token for sale; `bid`: offer WDOGE for it. */
  readonly side: 'ask' | 'bid'
  readonly tick: string
  readonly lowestAsk: OrderBookEntry | undefined
  readonly highestBid: OrderBookEntry | undefined
  readonly feeRatePerKb: bigint
}

/**
 * List the token (an ask) or place a bid: the amount, the price per token
 * or the total, the resulting price per token, what goes into escrow and
 * what a full fill pays, the price warnings against the floor (a
 * confirmation beyond 20% under it), and the warning every maker must
 * read: the indexer lets any address cancel an open listing and take its
 * escrow (docs/protocol.md §8.4).
 */
export function ListForm({
  side,
  tick,
  lowestAsk,
  highestBid,
  feeRatePerKb,
}: ListFormProps) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const labels = useDogeCostLabels()
  const [amountText, setAmountText] = useState('')
  const [priceText, setPriceText] = useState('')
  const [priceMode, setPriceMode] = useState<OrderV1PriceMode>('unit')
  const [priceConfirmed, setPriceConfirmed] = useState(false)
  const address = useAtomValue(connectedAddressAtom)
  const balances = useHeldBalances()
  const openConfirm = useSetAtom(marketFlow.openAtom)
  const escrowTick = side === 'ask' ? tick : WDOGE_TICK
  const escrowBalance =
    address === undefined
      ? undefined
      : getHeldAmount(balances, { tick: escrowTick })
  const perListing = getRevealDogeCosts(SAMPLE_CREATE, feeRatePerKb)
  const state = getOrderV1ListFormState({
    side,
    tick,
    amountText,
    priceText,
    priceMode,
    separators: format.separators,
    escrowBalance,
    dogeBalance: address === undefined ? undefined : balances.doge,
    dogeCostPerListing: perListing.total,
    lowestAsk,
    highestBid,
  })
  const [issue] = state.issues
  const name = format.tick(tick)
  const costs = state.payload
    ? getRevealDogeCosts(state.payload, feeRatePerKb)
    : undefined
  const blocked = state.needsPriceConfirmation && !priceConfirmed
  const ready = issue === undefined && state.payload !== undefined && !blocked

  const submit = () => {
    const { payload, tokenAmount, quoteAmount } = state
    if (!ready || !payload || !costs) return
    if (tokenAmount === undefined || quoteAmount === undefined) return
    const amount = format.amount(tokenAmount)
    const total = format.amount(quoteAmount)
    openConfirm({
      kind: 'create',
      side,
      tick,
      tokenAmount,
      quoteAmount,
      payload,
      costs,
      description:
        side === 'ask'
          ? msg`List ${amount} ${name} for ${total} WDOGE`
          : msg`Bid ${total} WDOGE for ${amount} ${name}`,
    })
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={
          side === 'ask'
            ? t`Amount to list (${name})`
            : t`Amount to buy (${name})`
        }
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.currentTarget.value)}
        placeholder={`0${format.separators.decimalSeparator}0`}
        data-testid={`${side}-amount`}
      />
      {escrowBalance !== undefined ? (
        <Text size="xs" c="dimmed">
          <Trans>
            Balance: {format.amount(escrowBalance)} {format.tick(escrowTick)}
          </Trans>
        </Text>
      ) : null}
      <SegmentedControl
        size="xs"
        aria-label={t`Price as`}
        value={priceMode}
        onChange={(value) => {
          setPriceMode(value as OrderV1PriceMode)
          setPriceText('')
        }}
        data={[
          { value: 'unit', label: t`Price per token` },
          { value: 'total', label: t`Total` },
        ]}
      />
      <TextInput
        label={
          priceMode === 'unit'
            ? t`Price per ${name} (DOGE)`
            : side === 'ask'
              ? t`Total you ask (WDOGE)`
              : t`Total you offer (WDOGE)`
        }
        inputMode="decimal"
        autoComplete="off"
        value={priceText}
        onChange={(event) => {
          setPriceText(event.currentTarget.value)
          setPriceConfirmed(false)
        }}
        placeholder={`0${format.separators.decimalSeparator}0`}
        description={
          lowestAsk
            ? t`Floor: ${format.price(lowestAsk.unitPrice)} DOGE`
            : undefined
        }
        data-testid={`${side}-price`}
      />
      {state.unitPrice &&
      state.tokenAmount !== undefined &&
      state.quoteAmount !== undefined ? (
        <ReviewTable
          label={side === 'ask' ? t`Listing preview` : t`Bid preview`}
          rows={[
            {
              label: t`Price per ${name}`,
              value: `${format.price(state.unitPrice)} DOGE`,
              hint: format.priceUsd(state.unitPrice),
              testId: 'list-unit-price',
            },
            side === 'ask'
              ? {
                  label: t`Into escrow`,
                  value: `${format.amount(state.tokenAmount)} ${name}`,
                  testId: 'list-escrow',
                }
              : {
                  label: t`Into escrow`,
                  value: `${format.amount(state.quoteAmount)} WDOGE`,
                  testId: 'list-escrow',
                },
            side === 'ask'
              ? {
                  label: t`A full fill pays you`,
                  value: `${format.amount(state.quoteAmount)} WDOGE`,
                  emphasis: true,
                  testId: 'list-full-fill',
                }
              : {
                  label: t`A full fill gives you`,
                  value: `${format.amount(state.tokenAmount)} ${name}`,
                  emphasis: true,
                  testId: 'list-full-fill',
                },
          ]}
        />
      ) : null}
      {state.warnings.map((warning) => (
        <Alert
          key={warning.code}
          color={warning.code === 'FAR_BELOW_FLOOR' ? 'red' : 'yellow'}
          role="alert"
        >
          {i18n._(
            priceWarningMessage(
              warning,
              'percent' in warning ? format.percent(warning.percent) : '',
            ),
          )}
        </Alert>
      ))}
      {state.needsPriceConfirmation ? (
        <Checkbox
          checked={priceConfirmed}
          onChange={(event) => setPriceConfirmed(event.currentTarget.checked)}
          label={t`I meant this price`}
        />
      ) : null}
      <Alert
        color="orange"
        role="note"
        title={t`Anyone can cancel an open listing`}
      >
        <Text size="sm">
          <Trans>
            The indexer does not check who cancels a listing: any address can
            cancel yours while it is open and receive what is left in escrow.
            This app offers cancel only to you, but it cannot stop others. List
            only what you accept to expose, and cancel what you no longer want
            listed.
          </Trans>
        </Text>
      </Alert>
      {costs ? (
        <DogeCosts
          {...getDogeCostsProps([costs], labels, `${side}-doge-costs`)}
        />
      ) : null}
      <MarketSubmitButton
        connected={address !== undefined}
        ready={ready}
        label={
          side === 'ask' ? <Trans>List {name}</Trans> : <Trans>Place bid</Trans>
        }
        blocked={
          blocked && issue === undefined ? (
            <Trans>Confirm the price first</Trans>
          ) : issue ? (
            i18n._(listIssueMessage(issue, format.amount, format.separators))
          ) : undefined
        }
        onClick={submit}
        testId={`${side}-submit`}
      />
    </Stack>
  )
}
