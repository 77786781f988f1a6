import { Trans, useLingui } from '@lingui/react/macro'
import { CloseButton, Stack, Text, Textarea } from '@mantine/core'
import type { ReactNode } from 'react'
import { useKitFormatters } from '../useKitFormatters'

export type TextareaFieldProps = {
  readonly label: ReactNode
  readonly value: string
  readonly onChange: (text: string) => void
  /** Shows a counter; text beyond it is kept but marked as an error. */
  readonly maxLength?: number
  /** Shows a Clear button while there is text. Default true. */
  readonly clearable?: boolean
  readonly description?: ReactNode
  readonly placeholder?: string
  /** Another error (validation by the feature). */
  readonly error?: ReactNode
  readonly rows?: number
  readonly disabled?: boolean
  readonly testId?: string
}

/**
 * A textarea with the optional counter of docs/product.md §5 (UTF-16 units, as the
 * browser's `maxlength` counts) and a Clear button. Text over the limit
 * is not cut (nothing typed or pasted is lost); it is flagged instead.
 * The description and the counter sit under the box and describe it.
 */
export function TextareaField({
  label,
  value,
  onChange,
  maxLength,
  clearable = true,
  description,
  placeholder,
  error,
  rows = 3,
  disabled,
  testId,
}: TextareaFieldProps) {
  const { t } = useLingui()
  const format = useKitFormatters()
  const length = value.length
  const over = maxLength !== undefined && length > maxLength
  const limit = maxLength === undefined ? '' : format.integer(maxLength)
  const counter =
    maxLength === undefined ? null : (
      <Text
        span
        size="xs"
        c={over ? 'var(--mantine-color-error)' : 'dimmed'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Trans>
          {format.integer(length)} / {limit} characters
        </Trans>
      </Text>
    )
  const below =
    description === undefined && counter === null ? undefined : (
      <Stack component="span" gap={2}>
        {description === undefined ? null : <span>{description}</span>}
        {counter}
      </Stack>
    )
  return (
    <Textarea
      label={label}
      description={below}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? (over ? t`At most ${limit} characters` : undefined)}
      rows={rows}
      resize="vertical"
      disabled={disabled}
      data-testid={testId}
      rightSection={
        clearable && length > 0 && !disabled ? (
          <CloseButton
            size="sm"
            aria-label={t`Clear`}
            onClick={() => onChange('')}
          />
        ) : null
      }
      rightSectionProps={{ style: { alignItems: 'flex-start', paddingTop: 6 } }}
    />
  )
}
