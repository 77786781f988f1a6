import {
  getInscribeFormState,
  type InscribeOp,
  type InscribeTickLookup,
  minBigInt,
  normalizeTick,
  revealTick,
  VALID_MINT_REPEATS,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import {
  drc20TokenQueryOptions,
  toInscribeTickLookup,
} from '../../lib/query/inscribeQueries'
import { useServices } from '../../lib/services'
import type { ReviewRow } from '../../ui/ReviewTable'
import { TickWarningList } from '../tokens/TickWarningList'
import { Drc20ConfirmModal } from './Drc20ConfirmModal'
import { Drc20PaymentBreakdown } from './Drc20PaymentBreakdown'
import { inscribeFlow, type PendingDrc20 } from './drc20Flows'
import { inscribeIssueMessage } from './messages'
import { NetworkFeeField } from './NetworkFeeField'
import { useNetworkFee } from './useNetworkFee'

export type InscribeFormProps = {
  readonly op: InscribeOp
  /** Prefilled from `?tick=`. */
  readonly initialTick?: string | undefined
  /** The connected address; undefined without a wallet. */
  readonly address: string | undefined
  /** The wallet's DOGE, undefined while unknown. */
  readonly dogeBalance: bigint | undefined
}

/**
 * Deploy or mint a DRC-20 token (docs/product.md §2, §5): the typed
 * fields checked against the live token by core's `getInscribeFormState`,
 * the payment breakdown the wallet will pay, then the confirmation.
 */
export function InscribeForm({
  op,
  initialTick = '',
  address,
  dogeBalance,
}: InscribeFormProps) {
  const { t, i18n } = useLingui()
  const { amount, amountInput, separators } = useFormatters()
  const { api } = useServices()
  const [tickText, setTickText] = useState(initialTick)
  const [amountText, setAmountText] = useState('')
  const [totalText, setTotalText] = useState('')
  const [limitText, setLimitText] = useState('')
  const [decimalsText, setDecimalsText] = useState('')
  const [repeat, setRepeat] = useState(1)
  const [receiveText, setReceiveText] = useState('')
  const [touched, setTouched] = useState(false)
  const fee = useNetworkFee()
  const open = useSetAtom(inscribeFlow.openAtom)

  const [debouncedTick] = useDebouncedValue(tickText, 250)
  const wireTick = normalizeTick(debouncedTick.trim())
  const tickQuery = useQuery(drc20TokenQueryOptions(api, wireTick))
  const lookup: InscribeTickLookup =
    debouncedTick !== tickText || tickQuery.isPending
      ? { status: 'pending' }
      : tickQuery.isError
        ? { status: 'error' }
        : toInscribeTickLookup(tickQuery.data)

  const state = getInscribeFormState({
    op,
    tickText,
    amountText,
    totalText,
    limitText,
    decimalsText,
    repeat,
    receiveText,
    sender: address,
    lookup,
    feeRatePerKb: fee.feeRatePerKb,
    dogeBalance,
    separators,
  })
  const mark = separators.decimalSeparator
  const issueText = (field: string) => {
    const issue = state.issues.find((i) => i.field === field)
    // A field speaks once something is typed in it, all of them after Send.
    const typed: Record<string, string> = {
      tick: tickText,
      amount: amountText,
      total: totalText,
      limit: limitText,
      decimals: decimalsText,
      receive: receiveText,
    }
    if (!issue || !(touched || (typed[field] ?? '').trim() !== ''))
      return undefined
    if (issue.code === 'CHECKING_TICK' || issue.code === 'LOADING_BALANCE')
      return undefined
    return i18n._(inscribeIssueMessage(issue, amount, mark))
  }
  const first = state.issues[0]
  const token = lookup.status === 'found' ? lookup.token : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    const { payload, costs, receiveAddress } = state
    if (!payload || !costs || !address || !receiveAddress) return
    if (state.issues.length > 0 || fee.feeRatePerKb === undefined) return
    const tick = revealTick(payload.tick)
    const description =
      payload.op === 'deploy'
        ? msg`Deploy ${tick}`
        : msg`Mint ${amount(BigInt(payload.amt) * BigInt(payload.repeat ?? 1))} ${tick}`
    open({
      payload,
      sender: address,
      recipient: receiveAddress,
      feeRatePerKb: fee.feeRatePerKb,
      costs,
      description,
    })
  }

  const rows = (pending: PendingDrc20): ReviewRow[] => {
    const p = pending.payload
    const base: ReviewRow[] = [
      {
        label: t`Operation`,
        value: p.op === 'deploy' ? t`Deploy` : t`Mint`,
      },
      { label: t`Tick`, value: revealTick(p.tick), testId: 'confirm-tick' },
    ]
    if (p.op === 'deploy')
      return [
        ...base,
        { label: t`Total supply`, value: amount(BigInt(p.max)) },
        { label: t`Limit per mint`, value: amount(BigInt(p.lim)) },
        ...(p.dec === undefined
          ? []
          : [{ label: t`Decimals`, value: String(p.dec) }]),
        { label: t`Deployer`, value: pending.recipient },
      ]
    if (p.op === 'mint') {
      const times = p.repeat ?? 1
      return [
        ...base,
        { label: t`Amount per mint`, value: amount(BigInt(p.amt)) },
        { label: t`Repeat`, value: String(times) },
        {
          label: t`You receive`,
          value: `${amount(BigInt(p.amt) * BigInt(times))} ${revealTick(p.tick)}`,
          emphasis: true,
          testId: 'confirm-receive',
        },
        { label: t`Receive address`, value: pending.recipient },
      ]
    }
    return base
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Tick`}
          description={t`2 to 8 letters`}
          autoComplete="off"
          value={tickText}
          onChange={(e) => setTickText(e.currentTarget.value)}
          error={issueText('tick')}
          rightSection={
            state.tick !== '' && state.tick !== tickText.trim() ? (
              <Text size="xs" c="dimmed">
                {revealTick(state.tick)}
              </Text>
            ) : null
          }
          rightSectionWidth={96}
        />
        {op === 'mint' && tickQuery.data ? (
          <TickWarningList
            tick={tickQuery.data.tick}
            verified={tickQuery.data.isCheck}
          />
        ) : null}
        {op === 'mint' && token ? (
          <Text size="sm" c="dimmed" data-testid="mint-token-info">
            {t`Limit per mint: ${amount(token.lim)} · Left to mint: ${amount(state.remaining ?? 0n)}`}
          </Text>
        ) : null}
        {op === 'deploy' ? (
          <>
            <TextInput
              label={t`Total supply`}
              inputMode="decimal"
              autoComplete="off"
              value={totalText}
              onChange={(e) => setTotalText(e.currentTarget.value)}
              error={issueText('total')}
            />
            <TextInput
              label={t`Limit per mint`}
              inputMode="decimal"
              autoComplete="off"
              value={limitText}
              onChange={(e) => setLimitText(e.currentTarget.value)}
              error={issueText('limit')}
            />
            <TextInput
              label={t`Decimals (optional)`}
              description={t`Shown by explorers; amounts always have 8 decimal places.`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="8"
              value={decimalsText}
              onChange={(e) => setDecimalsText(e.currentTarget.value)}
              error={issueText('decimals')}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t`Amount per mint`}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={issueText('amount')}
              rightSection={
                token ? (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() =>
                      setAmountText(
                        amountInput(
                          minBigInt(token.lim, state.remaining ?? token.lim),
                        ),
                      )
                    }
                  >
                    {t`Max`}
                  </Button>
                ) : null
              }
              rightSectionWidth={56}
            />
            <Select
              label={t`Repeat mint`}
              description={t`One inscription minting the amount this many times; it fails completely if the supply runs out.`}
              data={VALID_MINT_REPEATS.map((r) => ({
                value: String(r),
                label: String(r),
              }))}
              value={String(repeat)}
              onChange={(v) => setRepeat(v === null ? 1 : Number(v))}
              allowDeselect={false}
              error={issueText('repeat')}
            />
            {first?.code === 'EXCEEDS_REMAINING_SUPPLY' &&
            first.maxRepeat > 0 ? (
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setRepeat(first.maxRepeat)}
                >
                  {t`Use repeat ${first.maxRepeat}`}
                </Button>
              </Group>
            ) : null}
          </>
        )}
        <TextInput
          label={t`Receive address`}
          description={t`Leave empty to receive at your connected address.`}
          placeholder={address}
          autoComplete="off"
          spellCheck={false}
          value={receiveText}
          onChange={(e) => setReceiveText(e.currentTarget.value)}
          error={issueText('receive')}
        />
        <NetworkFeeField fee={fee} />
        {state.costs ? <Drc20PaymentBreakdown costs={state.costs} /> : null}
        {issueText('balance') ? (
          <Alert color="red" role="alert">
            {issueText('balance')}
          </Alert>
        ) : null}
        {address === undefined ? (
          <Text size="sm" c="dimmed">
            {t`Connect your wallet to inscribe.`}
          </Text>
        ) : null}
        <Button
          type="submit"
          disabled={address === undefined}
          data-testid="inscribe-submit"
        >
          {op === 'deploy' ? t`Deploy` : t`Mint`}
        </Button>
      </Stack>
      <Drc20ConfirmModal
        flow={inscribeFlow}
        title={op === 'deploy' ? t`Confirm deploy` : t`Confirm mint`}
        confirmLabel={op === 'deploy' ? t`Confirm deploy` : t`Confirm mint`}
        rows={rows}
        onSubmitted={() => {
          setAmountText('')
          setTotalText('')
          setLimitText('')
          setRepeat(1)
        }}
      />
    </form>
  )
}
