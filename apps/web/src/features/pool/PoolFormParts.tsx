import type { PoolFormIssue } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { poolIssueMessage } from './messages'
import { usePoolFormat } from './usePoolFormat'

/**
 * A pool form's amount box: the kit's `TokenAmountInput` with the token
 * shown (no picker: the pair is the page's), the holder's balance and Max,
 * and the field's own error under it.
 */
export function AmountField({
  label,
  value,
  onChange,
  tick,
  balance,
  error,
  testId,
}: {
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  /** The wire tick the box is for. */
  readonly tick?: string
  readonly balance?: bigint
  readonly error?: ReactNode
  readonly testId?: string
}) {
  const format = usePoolFormat()
  return (
    <TokenAmountInput
      label={label}
      value={value}
      onChange={onChange}
      token={tick === undefined ? undefined : { tick, name: format.tick(tick) }}
      balance={balance}
      error={error}
      testId={testId}
    />
  )
}

/** Two boxes in the order the user named their tokens. */
export function OrderedPair({
  reversed,
  first,
  second,
}: {
  readonly reversed: boolean
  readonly first: ReactNode
  readonly second: ReactNode
}) {
  return reversed ? (
    <>
      {second}
      {first}
    </>
  ) : (
    <>
      {first}
      {second}
    </>
  )
}

/**
 * Whether an issue belongs under an amount box of the create and add
 * forms: its text is not an amount, or its token's balance is short.
 */
export function isAmountFieldIssue(issue: PoolFormIssue): boolean {
  return (
    ((issue.code === 'AMOUNT_INVALID' || issue.code === 'AMOUNT_ZERO') &&
      issue.side !== 'lp') ||
    issue.code === 'INSUFFICIENT_BALANCE'
  )
}

/** Whether an issue belongs under the create form's pair id box. */
export function isPairIdFieldIssue(issue: PoolFormIssue): boolean {
  return issue.code === 'PAIR_ID_INVALID' || issue.code === 'PAIR_ID_TAKEN'
}

/**
 * Whether an issue belongs under the remove form's LP amount box: its text
 * is not an amount, or the amount is more than the position or too small
 * to pay anything out.
 */
export function isLpFieldIssue(issue: PoolFormIssue): boolean {
  return (
    ((issue.code === 'AMOUNT_INVALID' || issue.code === 'AMOUNT_ZERO') &&
      issue.side === 'lp') ||
    issue.code === 'EXCEEDS_POSITION' ||
    issue.code === 'ZERO_OUTPUT'
  )
}

/**
 * The translated error of one field: the first issue that `belongs` under
 * it, shown there with `aria-invalid` (the kit's TokenAmountInput);
 * `undefined` when it has none.
 */
export function useFieldError(
  issues: readonly PoolFormIssue[],
  belongs: (issue: PoolFormIssue) => boolean,
): string | undefined {
  const { i18n } = useLingui()
  const format = usePoolFormat()
  const issue = issues.find(belongs)
  if (issue === undefined) return undefined
  const message = poolIssueMessage(issue, format.amount, format.separators)
  return message === null ? undefined : i18n._(message)
}

/** The error of one amount box of the create and add forms (side 0 or 1, for `tick`). */
export function useAmountFieldError(
  issues: readonly PoolFormIssue[],
  side: 0 | 1,
  tick: string,
): string | undefined {
  return useFieldError(
    issues,
    (i) =>
      ((i.code === 'AMOUNT_INVALID' || i.code === 'AMOUNT_ZERO') &&
        i.side === side) ||
      (i.code === 'INSUFFICIENT_BALANCE' && i.tick === tick),
  )
}

/** The first issue worth a message (empty fields say nothing). */
export function IssueAlert({
  issues,
  skip,
}: {
  readonly issues: readonly PoolFormIssue[]
  /** Issues the form already shows elsewhere (under their fields). */
  readonly skip?: (issue: PoolFormIssue) => boolean
}) {
  const { i18n } = useLingui()
  const format = usePoolFormat()
  const messages = issues
    .filter((issue) => skip === undefined || !skip(issue))
    .map((issue) => poolIssueMessage(issue, format.amount, format.separators))
    .filter((m): m is MessageDescriptor => m !== null)
  if (messages.length === 0) return null
  return (
    <Alert color="red" variant="light" data-testid="pool-issues">
      <Stack gap={2}>
        {messages.map((m, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, derived list
          <Text size="sm" key={index}>
            {i18n._(m)}
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}

/** A label/value line of a preview. */
export function PreviewLine({
  label,
  value,
  testId,
}: {
  readonly label: ReactNode
  readonly value: ReactNode
  readonly testId?: string
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        ta="right"
        data-testid={testId}
        style={{ wordBreak: 'break-all' }}
      >
        {value}
      </Text>
    </Group>
  )
}

/** `doge: 1`: pay or receive the WDOGE leg as native DOGE. */
export function DogeSwitch({
  checked,
  onChange,
  label,
}: {
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
  readonly label: string
}) {
  return (
    <Switch
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={label}
    />
  )
}

/**
 * The form's action: connect first, paused while the index lags, disabled
 * while the form has issues.
 */
export function SubmitButton({
  children,
  disabled,
  onClick,
}: {
  readonly children: ReactNode
  readonly disabled: boolean
  readonly onClick: () => void
}) {
  const address = useAtomValue(signingAddressAtom)
  const { paused } = useTradingGate()
  if (address === undefined)
    return (
      <Alert color="blue">
        <Trans>Connect your wallet to continue.</Trans>
      </Alert>
    )
  return (
    <Stack gap="xs">
      {paused ? (
        <Alert color="yellow">
          <Trans>
            Trading is paused while the indexer catches up with the chain.
          </Trans>
        </Alert>
      ) : null}
      <Button
        fullWidth
        size="md"
        disabled={disabled || paused}
        onClick={onClick}
      >
        {children}
      </Button>
    </Stack>
  )
}
