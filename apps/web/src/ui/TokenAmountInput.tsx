import { getDecimalMarkHint } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { type CSSProperties, type ReactNode, useId } from 'react'
import { formatUsd, type UsdValue } from './formatUsd'
import classes from './TokenAmountInput.module.css'
import { TokenLogo } from './TokenLogo'
import { useKitFormatters } from './useKitFormatters'

/** The token shown on the input's token button. */
export type AmountToken = {
  /** Wire tick (logo fallback letters, keys). */
  readonly tick: string
  /** Display name (`DOGE`, `WDOGE`, the tick); default the tick. */
  readonly name?: string
  /** The API's logo URL, untrusted (see `TokenLogo`). */
  readonly logo?: string
}

export type TokenAmountInputProps = {
  /** Visible label and the amount box's accessible name ("You pay"). */
  readonly label: string
  /** The amount box's accessible name when it differs ("Amount to pay"). */
  readonly amountLabel?: string
  /** A line under the label (limits, what the amount is). */
  readonly description?: ReactNode
  /** The typed text, in the language's notation. */
  readonly value: string
  /** Called with the new text; without it the box is read-only (a quote). */
  readonly onChange?: (text: string) => void
  readonly token?: AmountToken
  /** Opens the feature's token picker; without it the token is not a button. */
  readonly onTokenClick?: () => void
  /** Decimals of the token (Max text, placeholder). Default 8. */
  readonly decimals?: number
  /** The holder's balance in base units; shown with a Max button. */
  readonly balance?: bigint
  /** What Max fills in (a balance less fees); default `balance`; 0: no Max. */
  readonly maxAmount?: bigint
  /** USD value of the amount (core's `getUsdValue`), shown under it. */
  readonly usdValue?: UsdValue
  /** Why the amount cannot be used; sets `aria-invalid`. */
  readonly error?: ReactNode
  /** The value is being computed (a quote): a skeleton in its place. */
  readonly loading?: boolean
  readonly disabled?: boolean
  readonly testId?: string
}

/** Keeps digits and the separators people type; drops everything else. */
function keepAmountCharacters(text: string, groupSeparator: string): string {
  let out = ''
  for (const char of text) {
    if (/[0-9.,]/.test(char) || char === groupSeparator) out += char
  }
  return out
}

/**
 * A token amount box, as swap interfaces draw it: the amount in large type
 * in the language's notation, the token button (logo and name) beside it,
 * the USD value and the balance with Max underneath, and the error below
 * (`aria-invalid`, `aria-describedby`). Text whose only mark groups
 * thousands but reads as a decimal in the other notation (`1.234` in
 * Vietnamese, `1,234` in English) gets "did you mean 1,234?" below, with
 * the suggestion as a button that replaces the text; the amount as typed
 * stays what is read.
 */
export function TokenAmountInput({
  label,
  amountLabel,
  description,
  value,
  onChange,
  token,
  onTokenClick,
  decimals = 8,
  balance,
  maxAmount,
  usdValue,
  error,
  loading = false,
  disabled = false,
  testId,
}: TokenAmountInputProps) {
  const { t } = useLingui()
  const format = useKitFormatters()
  const id = useId()
  const inputId = `${id}-amount`
  const errorId = `${id}-error`
  const notationId = `${id}-notation`
  const descriptionId = `${id}-description`
  const balanceId = `${id}-balance`
  const readOnly = onChange === undefined
  const notation = readOnly
    ? undefined
    : getDecimalMarkHint(value, format.separators)
  const suggestion = notation?.suggestion ?? ''
  const invalid = error !== undefined && error !== null && error !== false
  const max = maxAmount ?? balance
  const name = token ? (token.name ?? token.tick) : undefined
  const usd =
    usdValue === undefined ? undefined : formatUsd(usdValue, format.separators)
  const describedBy = [
    invalid ? errorId : undefined,
    notation ? notationId : undefined,
    description ? descriptionId : undefined,
    balance !== undefined ? balanceId : undefined,
  ]
    .filter(Boolean)
    .join(' ')

  const tokenContent = token ? (
    <Group gap={8} wrap="nowrap" className={classes.tokenName} title={name}>
      <TokenLogo tick={token.tick} logo={token.logo} size={22} />
      <Text span fw={600} truncate="end" className={classes.tokenName}>
        {name}
      </Text>
    </Group>
  ) : (
    <Trans>Select a token</Trans>
  )

  return (
    <div>
      <div
        className={classes.root}
        data-invalid={invalid || undefined}
        data-testid={testId}
      >
        <Text component="label" htmlFor={inputId} size="sm" c="dimmed">
          {label}
        </Text>
        {description ? (
          <Text id={descriptionId} size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
        <Group gap="sm" wrap="nowrap" mt={4} align="center">
          {loading ? (
            <Skeleton height={32} style={{ flex: 1 }} aria-hidden />
          ) : null}
          <div className={classes.amountBox} hidden={loading}>
            <input
              id={inputId}
              className={classes.amount}
              // Its font shrinks to fit the amount's length (the CSS module).
              style={
                {
                  '--amount-length': Math.max(value.length, 3),
                } as CSSProperties
              }
              value={value}
              readOnly={readOnly}
              disabled={disabled}
              inputMode="decimal"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder={`0${format.separators.decimalSeparator}0`}
              aria-label={amountLabel}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy || undefined}
              aria-busy={loading || undefined}
              onChange={(event) =>
                onChange?.(
                  keepAmountCharacters(
                    event.currentTarget.value,
                    format.separators.groupSeparator,
                  ),
                )
              }
            />
          </div>
          {onTokenClick ? (
            <Button
              className={classes.token}
              variant="default"
              radius="xl"
              onClick={onTokenClick}
              disabled={disabled}
              rightSection={<IconChevronDown size={16} aria-hidden />}
            >
              {/* The name is the content, so that what is seen is what is read. */}
              {name === undefined ? (
                <>
                  <VisuallyHidden>{t`${label}: select a token`}</VisuallyHidden>
                  <span aria-hidden="true">{tokenContent}</span>
                </>
              ) : (
                <>
                  <VisuallyHidden>{`${label}: `}</VisuallyHidden>
                  {tokenContent}
                </>
              )}
            </Button>
          ) : token ? (
            <div className={classes.token}>{tokenContent}</div>
          ) : null}
        </Group>
        <Group justify="space-between" gap="xs" mt={4} wrap="nowrap" mih={22}>
          <Text
            size="sm"
            c="dimmed"
            style={{ whiteSpace: 'nowrap' }}
            data-testid={testId ? `${testId}-usd` : undefined}
          >
            {usd === undefined ? '' : usd.startsWith('<') ? usd : `≈ ${usd}`}
          </Text>
          {balance !== undefined ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed" id={balanceId}>
                <Trans>Balance: {format.amount(balance, decimals)}</Trans>
              </Text>
              {!readOnly && max !== undefined && max > 0n ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  radius="xl"
                  onClick={() => onChange?.(format.amountInput(max, decimals))}
                  disabled={disabled}
                  aria-label={t`Max: use ${format.amount(max, decimals)}`}
                >
                  <Trans>Max</Trans>
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Group>
      </div>
      {invalid ? (
        <Text
          id={errorId}
          size="sm"
          c="var(--mantine-color-error)"
          mt={4}
          aria-live="polite"
        >
          {error}
        </Text>
      ) : null}
      {notation ? (
        <Text
          id={notationId}
          size="sm"
          className={classes.hint}
          mt={4}
          aria-live="polite"
        >
          <Trans>
            Did you mean{' '}
            <button
              type="button"
              className={classes.suggestion}
              onClick={() => onChange?.(suggestion)}
            >
              {suggestion}
            </button>
            ?
          </Trans>
        </Text>
      ) : null}
    </div>
  )
}
