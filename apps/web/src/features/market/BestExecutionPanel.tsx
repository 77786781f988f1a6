import {
  type BestExecutionCosts,
  type BestExecutionListings,
  type BestExecutionPayWith,
  type BestExecutionSwap,
  type BestExecutionUnavailable,
  compareBestExecution,
  DOGE_DECIMALS,
  formatAmount,
  getRatio,
  type OrderBookEntry,
  type OrderV1TradePayload,
  type PairV1SwapPayload,
  parseUnits,
  WDOGE_TICK,
  type WdogeDepositPayload,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { urlFlag } from '../../lib/routeParams'
import { walletSetsOutputsAtom } from '../../lib/wallet/custodyOutput'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { ButtonLink } from '../../ui/ButtonLink'
import { getRevealDogeCosts } from './marketDogeCosts'
import { routeUnavailableMessage } from './messages'
import { type MarketFormat, useMarketFormat } from './useMarketFormat'

const AMOUNT = '100000000000'
const SAMPLE_TRADE: OrderV1TradePayload = {
  p: 'order-v1',
  op: 'trade',
  exid: '0'.repeat(64),
  amt1: AMOUNT,
}
const SAMPLE_WRAP: WdogeDepositPayload = {
  p: 'wdoge',
  op: 'deposit',
  tick: WDOGE_TICK,
  amt: AMOUNT,
}
const sampleSwap = (tick: string, doge: 0 | 1): PairV1SwapPayload => ({
  p: 'pair-v1',
  op: 'swap',
  tick0: WDOGE_TICK,
  tick1: tick,
  amt0: AMOUNT,
  amt1: AMOUNT,
  amt1_min: AMOUNT,
  doge,
})

/** A dot decimal for a URL (`19.49`), whatever the language. */
const toUrlAmount = (raw: bigint) =>
  formatAmount(raw, { decimals: DOGE_DECIMALS, groupSeparator: '' })

export type BestExecutionPanelProps = {
  readonly tick: string
  /** The token's WDOGE asks, cheapest first; undefined while loading. */
  readonly asks: readonly OrderBookEntry[] | undefined
  /** The token's WDOGE pool; `null` without one, undefined while loading. */
  readonly reserves:
    | { readonly wdoge: bigint; readonly token: bigint }
    | null
    | undefined
  readonly feeRatePerKb: bigint
  /** Buy from the listings: the buy form with this many tokens. */
  readonly onUseListings: (amount: string) => void
}

/**
 * Best execution: for a DOGE (or WDOGE) amount, what the cheapest
 * listings give beside what one swap through the token's pool gives, both
 * exact and net of the wrap fee, the wallet's service outputs and the
 * network fees (core's `compareBestExecution`), the better highlighted
 * with the difference, and one click to it.
 */
export function BestExecutionPanel({
  tick,
  asks,
  reserves,
  feeRatePerKb,
  onUseListings,
}: BestExecutionPanelProps) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const address = useAtomValue(connectedAddressAtom)
  const walletSetsOutputs = useAtomValue(walletSetsOutputsAtom)
  const [text, setText] = useState('')
  const [payWith, setPayWith] = useState<BestExecutionPayWith>('doge')
  const costs: BestExecutionCosts = useMemo(() => {
    const wrap = getRevealDogeCosts(SAMPLE_WRAP, feeRatePerKb)
    const dogeSwap = getRevealDogeCosts(sampleSwap(tick, 1), feeRatePerKb)
    return {
      trade: getRevealDogeCosts(SAMPLE_TRADE, feeRatePerKb).total,
      swap: getRevealDogeCosts(sampleSwap(tick, 0), feeRatePerKb).total,
      wrap: wrap.total - wrap.custody - wrap.wrapFee,
      dogeSwap: dogeSwap.total - dogeSwap.custody - dogeSwap.wrapFee,
    }
  }, [feeRatePerKb, tick])
  const parsed = parseUnits(text, DOGE_DECIMALS, format.separators)
  const budget = parsed.isOk() && parsed.value > 0n ? parsed.value : undefined
  const result =
    budget === undefined || asks === undefined || reserves === undefined
      ? undefined
      : compareBestExecution({
          budget,
          payWith,
          asks,
          reserves,
          taker: address ?? '',
          costs,
          walletSetsOutputs,
        })
  const unit = payWith === 'doge' ? 'DOGE' : 'WDOGE'
  const name = format.tick(tick)
  const difference =
    result?.best === undefined || result.difference === 0n
      ? undefined
      : result.difference
  const other = result?.best === 'listings' ? result.swap : result?.listings
  const percent =
    difference !== undefined && other?.available && other.received > 0n
      ? format.percent(getRatio(difference * 100n, other.received))
      : undefined

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="best-execution"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="best-execution">
          <Trans>Best execution: listings or the pool</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            For the same {unit} spent, in total, what the cheapest listings give
            and what a swap gives, both after the wrap fee, the wallet's service
            outputs and the network fees.
          </Trans>
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t`Amount to spend (${unit})`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={`0${format.separators.decimalSeparator}0`}
            style={{ flex: 1, minWidth: 160 }}
            data-testid="best-budget"
          />
          <SegmentedControl
            aria-label={t`Pay with`}
            value={payWith}
            onChange={(value) => setPayWith(value as BestExecutionPayWith)}
            data={[
              { value: 'doge', label: 'DOGE' },
              { value: 'wdoge', label: 'WDOGE' },
            ]}
          />
        </Group>
        {result ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <RouteCard
              title={t`Listings`}
              route={result.listings}
              best={result.best === 'listings'}
              name={name}
              unit={unit}
              format={format}
              testId="best-listings"
              detail={
                result.listings.available ? (
                  <ListingsDetail route={result.listings} format={format} />
                ) : null
              }
              action={
                result.listings.available ? (
                  <Button
                    size="xs"
                    variant={result.best === 'listings' ? 'filled' : 'default'}
                    onClick={() =>
                      result.listings.available &&
                      onUseListings(toUrlAmount(result.listings.received))
                    }
                  >
                    <Trans>Buy from the listings</Trans>
                  </Button>
                ) : null
              }
            />
            <RouteCard
              title={t`Pool (swap)`}
              route={result.swap}
              best={result.best === 'swap'}
              name={name}
              unit={unit}
              format={format}
              testId="best-swap"
              detail={
                result.swap.available ? (
                  <SwapDetail route={result.swap} format={format} />
                ) : null
              }
              action={
                result.swap.available ? (
                  <ButtonLink
                    size="xs"
                    variant={result.best === 'swap' ? 'filled' : 'default'}
                    to="/swap/$tick0/$tick1"
                    params={{ tick0: WDOGE_TICK, tick1: tick }}
                    search={{
                      doge: urlFlag(payWith === 'doge'),
                      amount: toUrlAmount(result.swap.quote.amountIn),
                    }}
                  >
                    <Trans>Swap in the pool</Trans>
                  </ButtonLink>
                ) : null
              }
            />
          </SimpleGrid>
        ) : null}
        {result?.best && difference !== undefined ? (
          <Text size="sm" role="status" data-testid="best-verdict">
            {result.best === 'listings' ? (
              <Trans>
                The listings give {format.amount(difference)} {name} more
                {percent === undefined ? '' : ` (+${percent}%)`}.
              </Trans>
            ) : (
              <Trans>
                The pool gives {format.amount(difference)} {name} more
                {percent === undefined ? '' : ` (+${percent}%)`}.
              </Trans>
            )}
          </Text>
        ) : result?.best ? (
          <Text size="sm" role="status" data-testid="best-verdict">
            <Trans>Both routes give the same.</Trans>
          </Text>
        ) : null}
        {result && !result.listings.available && !result.swap.available ? (
          <Text size="sm" c="dimmed">
            {i18n._(routeUnavailableMessage(result.listings.reason))}{' '}
            {i18n._(routeUnavailableMessage(result.swap.reason))}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}

function RouteCard({
  title,
  route,
  best,
  name,
  unit,
  format,
  detail,
  action,
  testId,
}: {
  readonly title: string
  readonly route:
    | BestExecutionListings
    | BestExecutionSwap
    | BestExecutionUnavailable
  readonly best: boolean
  readonly name: string
  readonly unit: string
  readonly format: MarketFormat
  readonly detail: React.ReactNode
  readonly action: React.ReactNode
  readonly testId: string
}) {
  const { i18n } = useLingui()
  return (
    <Card
      withBorder
      radius="md"
      p="sm"
      data-testid={testId}
      data-best={best || undefined}
      style={
        best
          ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{title}</Text>
          {best ? (
            <Badge color="teal" variant="light">
              <Trans>Gives more</Trans>
            </Badge>
          ) : null}
        </Group>
        {route.available ? (
          <>
            <Text size="lg" fw={700} data-testid={`${testId}-received`}>
              {format.amount(route.received)} {name}
            </Text>
            <Text size="sm" data-testid={`${testId}-spent`}>
              <Trans>
                for {format.amount(route.spent)} {unit} in total
              </Trans>
            </Text>
            {detail}
            {action}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {i18n._(routeUnavailableMessage(route.reason))}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

function ListingsDetail({
  route,
  format,
}: {
  readonly route: BestExecutionListings
  readonly format: MarketFormat
}) {
  const fills = route.plan.fills.length
  return (
    <Text size="xs" c="dimmed">
      {route.wrap ? (
        <Trans>
          Fills {fills} listing(s) with {format.amount(route.plan.paid)} WDOGE,
          wrapped first (fee {format.amount(route.wrap.fee)} DOGE); fees and
          service outputs {format.amount(route.costs - route.wrap.fee)} DOGE.
        </Trans>
      ) : (
        <Trans>
          Fills {fills} listing(s) with {format.amount(route.plan.paid)} WDOGE;
          fees and service outputs {format.amount(route.costs)} DOGE.
        </Trans>
      )}
    </Text>
  )
}

function SwapDetail({
  route,
  format,
}: {
  readonly route: BestExecutionSwap
  readonly format: MarketFormat
}) {
  const impact = format.percent(route.quote.priceImpact.times(100))
  return (
    <Text size="xs" c="dimmed">
      {route.wrapFee > 0n ? (
        <Trans>
          Swaps {format.amount(route.quote.amountIn)} DOGE (wrap fee{' '}
          {format.amount(route.wrapFee)} DOGE, pool fee 0.3%, price impact{' '}
          {impact}%); network fee {format.amount(route.costs - route.wrapFee)}{' '}
          DOGE.
        </Trans>
      ) : (
        <Trans>
          Swaps {format.amount(route.quote.amountIn)} WDOGE (pool fee 0.3%,
          price impact {impact}%); fees and service output{' '}
          {format.amount(route.costs)} DOGE.
        </Trans>
      )}
    </Text>
  )
}
