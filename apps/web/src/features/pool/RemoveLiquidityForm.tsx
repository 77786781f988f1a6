import {
  getPoolPosition,
  getRemoveLiquidityFormState,
  hasWdogeLeg,
  type PoolRef,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Slider,
  Stack,
} from '@mantine/core'
import { useState } from 'react'
import { PoolFormFooter } from './PoolFormFooter'
import {
  AmountField,
  DogeSwitch,
  isLpFieldIssue,
  PreviewLine,
  useFieldError,
} from './PoolFormParts'
import { usePoolBalances } from './usePoolData'
import { usePoolFormat } from './usePoolFormat'

const QUICK_PERCENTS = [25, 50, 75, 100] as const

/** Remove liquidity by LP amount or percentage, outputs previewed exactly. */
export function RemoveLiquidityForm({
  pool,
  position,
}: {
  readonly pool: PoolRef
  readonly position: bigint
}) {
  const { t } = useLingui()
  const format = usePoolFormat()
  const [mode, setMode] = useState<'percent' | 'amount'>('percent')
  const [percent, setPercent] = useState(50)
  const [lpText, setLpText] = useState('')
  const [doge, setDoge] = useState(false)
  const canDoge = hasWdogeLeg(pool.tick0, pool.tick1)
  const balances = usePoolBalances()
  const state = getRemoveLiquidityFormState({
    pool,
    position,
    mode,
    percent,
    lpText,
    separators: format.separators,
    doge: doge && canDoge,
    dogeBalance: balances.doge,
  })
  // By amount, the box shows its own errors; by percentage there is no box.
  const fieldIssue = mode === 'amount' ? isLpFieldIssue : undefined
  const lpError = useFieldError(state.issues, fieldIssue ?? (() => false))
  const mine = getPoolPosition({
    liquidity: position,
    reserve0: pool.reserve0,
    reserve1: pool.reserve1,
    totalSupply: pool.liquidityTotal,
  })
  const name0 = format.tick(pool.tick0, doge)
  const name1 = format.tick(pool.tick1, doge)
  const lp = state.liquidity === undefined ? '' : format.amount(state.liquidity)
  const out0 = state.quote ? format.amount(state.quote.amount0) : ''
  const out1 = state.quote ? format.amount(state.quote.amount1) : ''
  const preview = state.quote ? (
    <Stack gap={4}>
      <PreviewLine
        label={<Trans>LP to burn</Trans>}
        value={lp}
        testId="remove-lp"
      />
      <PreviewLine
        label={<Trans>You receive</Trans>}
        value={`${out0} ${name0}`}
        testId="remove-out0"
      />
      <PreviewLine label="" value={`${out1} ${name1}`} testId="remove-out1" />
    </Stack>
  ) : null
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <PreviewLine
            label={<Trans>Your LP</Trans>}
            value={format.amount(position)}
            testId="remove-position"
          />
          <PreviewLine
            label={<Trans>Share of pool</Trans>}
            value={format.percent(mine.shareOfPool)}
          />
          <PreviewLine
            label={<Trans>Pooled tokens</Trans>}
            value={`${format.amount(mine.amount0)} ${format.tick(pool.tick0)} / ${format.amount(mine.amount1)} ${format.tick(pool.tick1)}`}
          />
        </Stack>
        <SegmentedControl
          value={mode}
          onChange={(value) =>
            setMode(value === 'amount' ? 'amount' : 'percent')
          }
          data={[
            { value: 'percent', label: t`By percentage` },
            { value: 'amount', label: t`By LP amount` },
          ]}
          aria-label={t`Remove by`}
        />
        {mode === 'percent' ? (
          <Stack gap="xs">
            <Slider
              value={percent}
              onChange={setPercent}
              min={0}
              max={100}
              step={1}
              label={(value) => `${value}%`}
              thumbLabel={t`Percentage to remove`}
            />
            <Group gap="xs">
              {QUICK_PERCENTS.map((value) => (
                <Button
                  key={value}
                  size="compact-sm"
                  variant={percent === value ? 'filled' : 'default'}
                  onClick={() => setPercent(value)}
                  aria-pressed={percent === value}
                >
                  {value === 100 ? <Trans>Max</Trans> : `${value}%`}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : (
          <AmountField
            label={t`LP amount`}
            value={lpText}
            onChange={setLpText}
            balance={position}
            error={lpError}
            testId="remove-lp-amount"
          />
        )}
        <PoolFormFooter
          dogeSwitch={
            canDoge && (
              <DogeSwitch
                checked={doge}
                onChange={setDoge}
                label={t`Receive the WDOGE side as native DOGE`}
              />
            )
          }
          preview={preview}
          state={state}
          fieldIssue={fieldIssue}
          submitLabel={<Trans>Remove</Trans>}
          confirmTitle={t`Confirm removal`}
          description={msg`Remove ${lp} LP for ${out0} ${name0} + ${out1} ${name1}`}
        />
      </Stack>
    </Card>
  )
}
