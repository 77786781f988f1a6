import {
  createLookalikeIndex,
  getHeldAmount,
  getTransferFormState,
  normalizeTick,
  revealTick,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useMemo, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { drc20TokenQueryOptions } from '../../lib/query/inscribeQueries'
import {
  swapPoolsQueryOptions,
  swapV2PoolsQueryOptions,
} from '../../lib/query/swapQueries'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { formatRawPayload } from '../../ui/formatRawPayload'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { TickWarningList } from '../tokens/TickWarningList'
import { TokenSelect } from '../tokens/TokenSelect'
import { Drc20ConfirmModal } from './Drc20ConfirmModal'
import { Drc20PaymentBreakdown } from './Drc20PaymentBreakdown'
import { transferFlow } from './drc20Flows'
import { transferIssueMessage, transferWarningMessage } from './messages'
import { NetworkFeeField } from './NetworkFeeField'
import { useNetworkFee } from './useNetworkFee'

/**
 * /transfer: send a DRC-20 amount to an address, as one transfer
 * inscription whose reveal pays the recipient (docs/protocol.md §4). The
 * token comes from the wallet's balances or `?tick=`.
 */
export function TransferPage({
  tick: linkTick = '',
}: {
  readonly tick?: string
}) {
  // A link may name the tick in any case: the indexer upper-cases it.
  const tick = normalizeTick(linkTick.trim())
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Transfer`)
  const navigate = useNavigate()
  const { api } = useServices()
  const { amount, amountInput, separators } = useFormatters()
  const address = useAtomValue(signingAddressAtom)
  const balances = useHeldBalances()
  const [amountText, setAmountText] = useState('')
  const [addressText, setAddressText] = useState('')
  const [touched, setTouched] = useState(false)
  const fee = useNetworkFee()
  const open = useSetAtom(transferFlow.openAtom)
  const pools = useQuery(swapPoolsQueryOptions(api))
  const v2Pools = useQuery(swapV2PoolsQueryOptions(api))
  const token = useQuery(drc20TokenQueryOptions(api, tick))

  const held = useMemo(
    () =>
      balances.byTick === undefined
        ? []
        : [...balances.byTick.entries()]
            .filter(([, value]) => value > 0n)
            .map(([heldTick]) => heldTick),
    [balances.byTick],
  )
  const lookalikes = useMemo(
    () => createLookalikeIndex(held).lookalikesOf(tick),
    [held, tick],
  )
  const tokenBalance =
    address === undefined || balances.byTick === undefined || tick === ''
      ? undefined
      : getHeldAmount(balances, { tick })

  const state = getTransferFormState({
    tick,
    tokenBalance,
    amountText,
    addressText,
    sender: address,
    ...(pools.data ? { pools: pools.data } : {}),
    ...(v2Pools.data ? { pairIds: v2Pools.data.map((p) => p.pairId) } : {}),
    feeRatePerKb: fee.feeRatePerKb,
    dogeBalance: balances.doge,
    separators,
  })
  const mark = separators.decimalSeparator
  const issueText = (field: string, typed: string) => {
    const issue = state.issues.find((i) => i.field === field)
    if (!issue || !(touched || typed.trim() !== '')) return undefined
    if (
      issue.code === 'LOADING_BALANCE' ||
      issue.code === 'LOADING_TOKEN_BALANCE'
    )
      return undefined
    return i18n._(transferIssueMessage(issue, amount, mark))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    const { payload, costs } = state
    if (!payload || !costs || !address || fee.feeRatePerKb === undefined) return
    if (state.issues.length > 0) return
    const sent = amount(BigInt(payload.amt))
    const shown = revealTick(payload.tick)
    const to = payload.to
    open({
      payload,
      sender: address,
      recipient: payload.to,
      feeRatePerKb: fee.feeRatePerKb,
      costs,
      description: msg`Transfer ${sent} ${shown} to ${to}`,
    })
  }

  return (
    <Stack gap="lg" py="md" maw={960} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t`Transfer`}</Title>
        <Text c="dimmed">
          {t`Send DRC-20 tokens to another address. Your wallet inscribes one transfer carrying the amount and the recipient.`}
        </Text>
      </Stack>
      <Card withBorder padding="lg" maw={560} w="100%">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                {t`Token`}
              </Text>
              <TokenSelect
                label={t`Token to transfer`}
                value={tick === '' ? undefined : { tick }}
                options={held.map((heldTick) => ({ tick: heldTick }))}
                onChange={(option) =>
                  void navigate({
                    to: '/transfer',
                    search: { tick: option.tick },
                  })
                }
              />
            </Group>
            {touched && state.issues[0]?.code === 'TOKEN_REQUIRED' ? (
              <Text size="sm" c="red.8" role="alert">
                {t`Choose a token`}
              </Text>
            ) : null}
            {tick !== '' ? (
              <TickWarningList
                tick={tick}
                verified={token.data?.isCheck}
                lookalikes={lookalikes}
              />
            ) : null}
            <TextInput
              label={t`Amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={issueText('amount', amountText)}
              description={
                tokenBalance === undefined
                  ? undefined
                  : t`Available: ${amount(tokenBalance)}`
              }
              rightSection={
                tokenBalance !== undefined && tokenBalance > 0n ? (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => setAmountText(amountInput(tokenBalance))}
                  >
                    {t`Max`}
                  </Button>
                ) : null
              }
              rightSectionWidth={56}
            />
            <TextInput
              label={t`Recipient address`}
              autoComplete="off"
              spellCheck={false}
              value={addressText}
              onChange={(e) => setAddressText(e.currentTarget.value)}
              error={issueText('address', addressText)}
            />
            {state.warnings.map((w) => (
              <Alert
                key={w.code}
                color="yellow"
                role="status"
                data-testid="transfer-warning"
              >
                {i18n._(transferWarningMessage(w))}
              </Alert>
            ))}
            <NetworkFeeField fee={fee} />
            {state.payload ? (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t`Inscription preview`}
                </Text>
                <Code block data-testid="transfer-preview">
                  {formatRawPayload(state.payload)}
                </Code>
              </Stack>
            ) : null}
            {state.costs ? <Drc20PaymentBreakdown costs={state.costs} /> : null}
            {issueText('balance', '') ? (
              <Alert color="red" role="alert">
                {issueText('balance', '')}
              </Alert>
            ) : null}
            {address === undefined ? (
              <Text size="sm" c="dimmed">
                {t`Connect your wallet to transfer.`}
              </Text>
            ) : null}
            <Button
              type="submit"
              disabled={address === undefined}
              data-testid="transfer-submit"
            >
              {t`Transfer`}
            </Button>
          </Stack>
          <Drc20ConfirmModal
            flow={transferFlow}
            title={t`Confirm transfer`}
            confirmLabel={t`Confirm transfer`}
            rows={(pending) => {
              const p = pending.payload
              return p.op === 'transfer'
                ? [
                    { label: t`Tick`, value: revealTick(p.tick) },
                    {
                      label: t`Amount`,
                      value: amount(BigInt(p.amt)),
                      emphasis: true,
                      testId: 'confirm-amount',
                    },
                    { label: t`Recipient`, value: p.to },
                  ]
                : []
            }}
            onSubmitted={() => setAmountText('')}
          />
        </form>
      </Card>
    </Stack>
  )
}
