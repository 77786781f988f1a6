import {
  formatAmount,
  getAddLiquidityFormState,
  getHeldAmount,
  getPoolPrices,
  hasWdogeLeg,
  type PoolFormIssue,
  type PoolRef,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Card, Stack, Text, TextInput } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { walletSetsOutputsAtom } from '../../lib/wallet/custodyOutput'
import { PoolFormFooter } from './PoolFormFooter'
import {
  AmountField,
  DogeSwitch,
  isAmountFieldIssue,
  OrderedPair,
  PreviewLine,
  useAmountFieldError,
  useFieldError,
} from './PoolFormParts'
import { usePoolBalances } from './usePoolData'
import { usePoolFormat } from './usePoolFormat'

const isSlippageIssue = (issue: PoolFormIssue) =>
  issue.code === 'INVALID_SLIPPAGE'

/**
 * Add liquidity at the pool's price: type either side, the other is the
 * optimal amount; the minimums make the supply fail if the price moves
 * more than the slippage (0.5% by default).
 */
export function AddLiquidityForm({
  pool,
  reversed = false,
}: {
  readonly pool: PoolRef
  /** The user named tick1 first: the amount boxes keep that order. */
  readonly reversed?: boolean
}) {
  const { t } = useLingui()
  const format = usePoolFormat()
  const balances = usePoolBalances()
  const [fixed, setFixed] = useState<'amount0' | 'amount1'>('amount0')
  const [text, setText] = useState('')
  const [slippageText, setSlippageText] = useState('')
  const [doge, setDoge] = useState(false)
  const canDoge = hasWdogeLeg(pool.tick0, pool.tick1)
  const walletSetsOutputs = useAtomValue(walletSetsOutputsAtom)
  const state = getAddLiquidityFormState({
    pool,
    fixed,
    text,
    slippageText,
    separators: format.separators,
    doge: doge && canDoge,
    balances,
    walletSetsOutputs,
  })
  const error0 = useAmountFieldError(state.issues, 0, pool.tick0)
  const error1 = useAmountFieldError(state.issues, 1, pool.tick1)
  const slippageError = useFieldError(state.issues, isSlippageIssue)
  const prices = getPoolPrices(pool)
  const name0 = format.tick(pool.tick0, doge)
  const name1 = format.tick(pool.tick1, doge)
  const derived = (raw: bigint | undefined) =>
    raw === undefined ? '' : format.amountInput(raw)
  const text0 = fixed === 'amount0' ? text : derived(state.amount0)
  const text1 = fixed === 'amount1' ? text : derived(state.amount1)
  const slippagePercent =
    state.slippageBps === undefined
      ? ''
      : formatAmount(state.slippageBps, { decimals: 2, ...format.separators })
  const a0 = state.amount0 === undefined ? '' : format.amount(state.amount0)
  const a1 = state.amount1 === undefined ? '' : format.amount(state.amount1)
  const preview =
    state.quote &&
    state.amount0 !== undefined &&
    state.amount1 !== undefined ? (
      <Stack gap={4}>
        <PreviewLine
          label={<Trans>You deposit</Trans>}
          value={`${format.amount(state.quote.amount0)} ${name0} + ${format.amount(state.quote.amount1)} ${name1}`}
          testId="add-deposit"
        />
        <PreviewLine
          label={<Trans>LP you receive</Trans>}
          value={format.amount(state.quote.liquidity)}
          testId="add-lp"
        />
        <PreviewLine
          label={<Trans>Share of pool</Trans>}
          value={format.percent(state.quote.shareOfPool)}
          testId="add-share"
        />
        <PreviewLine
          label={<Trans>Minimum deposited (slippage {slippagePercent}%)</Trans>}
          value={`${format.amount(state.amount0Min ?? 0n)} ${name0} / ${format.amount(state.amount1Min ?? 0n)} ${name1}`}
          testId="add-minimums"
        />
        {state.dogeLeg ? (
          <PreviewLine
            label={<Trans>DOGE paid for the WDOGE leg + wrap fee</Trans>}
            value={`${format.amount(state.dogeLeg.outputs?.custodyOutput ?? state.dogeLeg.amount)} + ${format.amount(state.dogeLeg.outputs?.feeOutput ?? state.dogeLeg.fee)} DOGE`}
          />
        ) : null}
      </Stack>
    ) : null
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <PreviewLine
            label={<Trans>Pool price</Trans>}
            value={`1 ${name0} = ${format.ratio(prices.price0In1)} ${name1}`}
          />
          <PreviewLine
            label=""
            value={`1 ${name1} = ${format.ratio(prices.price1In0)} ${name0}`}
          />
          <PreviewLine
            label={<Trans>Pool reserves</Trans>}
            value={`${format.amount(pool.reserve0)} ${format.tick(pool.tick0)} / ${format.amount(pool.reserve1)} ${format.tick(pool.tick1)}`}
            testId="add-reserves"
          />
          <PreviewLine
            label={<Trans>Fee tier</Trans>}
            value={<Trans>0.3% (the only tier)</Trans>}
          />
          {pool.pairId !== undefined ? (
            <PreviewLine
              label={<Trans>Pair id (pair-v2)</Trans>}
              value={pool.pairId}
            />
          ) : null}
        </Stack>
        <OrderedPair
          reversed={reversed}
          first={
            <AmountField
              label={t`Amount of ${format.tick(pool.tick0)}`}
              value={text0}
              onChange={(next) => {
                setFixed('amount0')
                setText(next)
              }}
              tick={pool.tick0}
              error={error0}
              balance={getHeldAmount(balances, { tick: pool.tick0 })}
              testId="add-amount0"
            />
          }
          second={
            <AmountField
              label={t`Amount of ${format.tick(pool.tick1)}`}
              value={text1}
              onChange={(next) => {
                setFixed('amount1')
                setText(next)
              }}
              tick={pool.tick1}
              error={error1}
              balance={getHeldAmount(balances, { tick: pool.tick1 })}
              testId="add-amount1"
            />
          }
        />
        <TextInput
          label={t`Slippage tolerance (%)`}
          description={t`The supply fails if the price moves more than this before it is mined. Default 0.5%.`}
          placeholder={`0${format.separators.decimalSeparator}5`}
          value={slippageText}
          inputMode="decimal"
          onChange={(event) => setSlippageText(event.currentTarget.value)}
          error={slippageError}
          maw={260}
        />
        {state.slippageWarning === 'FRONT_RUN' ||
        state.slippageWarning === 'VERY_HIGH' ? (
          <Alert color="yellow" variant="light">
            <Trans>High slippage: your supply may be front-run.</Trans>
          </Alert>
        ) : state.slippageWarning === 'MAY_FAIL' ? (
          <Alert color="yellow" variant="light">
            <Trans>
              Very low slippage: your supply may fail on any price move.
            </Trans>
          </Alert>
        ) : null}
        <PoolFormFooter
          fieldIssue={(issue) =>
            isAmountFieldIssue(issue) || isSlippageIssue(issue)
          }
          dogeSwitch={
            canDoge && (
              <DogeSwitch
                checked={doge}
                onChange={setDoge}
                label={t`Pay the WDOGE side with native DOGE`}
              />
            )
          }
          preview={preview}
          state={state}
          submitLabel={<Trans>Supply</Trans>}
          confirmTitle={t`Confirm supply`}
          description={msg`Add ${a0} ${name0} + ${a1} ${name1} liquidity`}
          confirmNote={
            <Text size="sm">
              <Trans>
                The supply reverts if the price moves more than{' '}
                {slippagePercent}% before it is mined: the minimum amounts below
                are part of what you sign.
              </Trans>
            </Text>
          }
          onSubmitted={() => setText('')}
        />
      </Stack>
    </Card>
  )
}
