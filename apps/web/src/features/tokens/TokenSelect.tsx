/**
 * TokenSelect — the shared token picker (swap and pool pages).
 *
 * STABLE PROPS API (other features build on it; extend only with optional
 * props):
 *
 * ```tsx
 * <TokenSelect
 *   label={t`From token`}          // accessible name + dialog title
 *   value={{ tick: 'UNIX' }}       // TokenOption | undefined
 *   options={[{ tick: 'UNIX' }, { tick: WDOGE_TICK, doge: true }]}
 *   onChange={(option) => …}       // the chosen TokenOption
 *   disabled={false}               // optional
 * />
 * ```
 *
 * A `TokenOption` is `{ tick, doge? }`; `doge: true` stands for native DOGE
 * paying or receiving the WDOGE leg (`doge: 1`), shown as "DOGE". The
 * dialog has a search box, the user's balances (DRC-20 from the API,
 * DOGE from the wallet, read here with `useHeldBalances`), favourites (listed first, star toggles) and recents
 * (both in local storage). Choosing records a recent.
 *
 * Every row carries core's tick warnings (`TickFlags`: unverified,
 * lookalike of another listed tick, non-ASCII, hidden characters, a
 * DRC-20 named like WDOGE). Choosing a token that needs the risk step
 * (`needsRiskAcknowledgement`) first shows "Unverified token — I understand
 * the risk"; the ticked box is kept (`acknowledgedTicksAtom`).
 */
import { getHeldAmount, getSwapSideName, searchSwapSides } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useMemo, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { acknowledgeTickAtom } from '../../lib/tokenSafety/acknowledgedTicks'
import { useTickSafety } from '../../lib/tokenSafety/useTickSafety'
import { Modal } from '../../ui/Modal'
import { TickFlags } from '../../ui/TickFlags'
import { TokenRiskAcknowledgement } from '../../ui/TokenRiskAcknowledgement'
import {
  addRecentTokenAtom,
  favouriteTokenKeysAtom,
  getTokenOptionKey,
  recentTokenKeysAtom,
  type TokenOption,
  toggleFavouriteTokenAtom,
} from './atoms'

export type { TokenOption } from './atoms'

export type TokenSelectProps = {
  /** Accessible name of the button and title of the dialog. */
  readonly label: string
  readonly value: TokenOption | undefined
  readonly options: readonly TokenOption[]
  readonly onChange: (option: TokenOption) => void
  readonly disabled?: boolean
}

/** The name a token option is shown under (`DOGE`, `WDOGE`, the tick). */
export const getTokenOptionName = getSwapSideName

export function TokenSelect({
  label,
  value,
  options,
  onChange,
  disabled = false,
}: TokenSelectProps) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const name = value === undefined ? undefined : getTokenOptionName(value)
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        disabled={disabled}
        aria-label={
          name === undefined ? t`${label}: select a token` : `${label}: ${name}`
        }
        miw={120}
      >
        {name ?? <Trans>Select a token</Trans>}
      </Button>
      <TokenPickerModal
        label={label}
        opened={opened}
        onClose={() => setOpened(false)}
        value={value}
        options={options}
        onChange={onChange}
      />
    </>
  )
}

export type TokenPickerModalProps = Omit<TokenSelectProps, 'disabled'> & {
  readonly opened: boolean
  readonly onClose: () => void
}

/**
 * The picker dialog on its own, for a screen whose token button is
 * elsewhere (the kit's `TokenAmountInput` `onTokenClick`).
 */
export function TokenPickerModal({
  label,
  opened,
  onClose,
  value,
  options,
  onChange,
}: TokenPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={label} size="md">
      {opened && (
        <TokenList
          options={options}
          selectedKey={
            value === undefined ? undefined : getTokenOptionKey(value)
          }
          onChoose={(option) => {
            onClose()
            onChange(option)
          }}
        />
      )}
    </Modal>
  )
}

function TokenList({
  options,
  selectedKey,
  onChoose,
}: {
  readonly options: readonly TokenOption[]
  readonly selectedKey: string | undefined
  readonly onChoose: (option: TokenOption) => void
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const [query, setQuery] = useState('')
  const favourites = useAtomValue(favouriteTokenKeysAtom)
  const recents = useAtomValue(recentTokenKeysAtom)
  const balances = useHeldBalances()
  const toggleFavourite = useSetAtom(toggleFavouriteTokenAtom)
  const addRecent = useSetAtom(addRecentTokenAtom)
  const acknowledge = useSetAtom(acknowledgeTickAtom)
  const listId = useId()
  const ticks = useMemo(() => options.map((o) => o.tick), [options])
  const safety = useTickSafety(ticks)
  /** A token that waits for its risk step before it is chosen. */
  const [stepFor, setStepFor] = useState<TokenOption>()

  const byKey = useMemo(
    () => new Map(options.map((o) => [getTokenOptionKey(o), o])),
    [options],
  )
  // Favourites first, then the tokens held, then by name (core's rule).
  const visible = useMemo(
    () =>
      searchSwapSides({
        sides: options,
        query,
        favourites,
        balances,
      }),
    [options, query, favourites, balances],
  )

  const choose = (option: TokenOption) => {
    const facts = option.doge ? undefined : safety.get(option.tick)
    // A token still being checked is chosen: the screen using it asks the
    // step once its flag is known (TokenRiskSteps).
    if (facts?.blocked) return setStepFor(option)
    addRecent(option)
    onChoose(option)
  }
  const step = stepFor ? safety.get(stepFor.tick) : undefined
  if (stepFor && step)
    return (
      <Stack gap="sm">
        <TokenRiskAcknowledgement
          tick={step.tick}
          warnings={step.warnings}
          acknowledged={step.acknowledged}
          onAcknowledgedChange={(taken) => acknowledge(step.tick, taken)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setStepFor(undefined)}>
            <Trans>Back</Trans>
          </Button>
          <Button
            disabled={step.blocked || step.checking}
            onClick={() => {
              addRecent(stepFor)
              onChoose(stepFor)
            }}
          >
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    )
  const recentOptions = recents.flatMap((key) => {
    const option = byKey.get(key)
    return option === undefined ? [] : [option]
  })

  return (
    <Stack gap="sm">
      <TextInput
        label={t`Search name`}
        placeholder={t`Search name or tick`}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-autofocus
        aria-controls={listId}
      />
      {recentOptions.length > 0 && (
        <Group gap="xs" aria-label={t`Recent tokens`} role="group">
          {recentOptions.map((option) => (
            <Button
              key={getTokenOptionKey(option)}
              size="compact-sm"
              variant="light"
              onClick={() => choose(option)}
            >
              {getTokenOptionName(option)}
            </Button>
          ))}
        </Group>
      )}
      <ScrollArea.Autosize mah={360}>
        <Stack gap={2} id={listId} role="list" aria-label={t`Tokens`}>
          {visible.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              <Trans>Not Found {query.trim()}</Trans>
            </Text>
          )}
          {visible.map((option) => {
            const key = getTokenOptionKey(option)
            const optionName = getTokenOptionName(option)
            const favourite = favourites.includes(key)
            const balance = getHeldAmount(balances, option)
            // Native DOGE and wrapped DOGE are the system's own: no flags.
            const warnings = option.doge
              ? []
              : (safety.get(option.tick)?.warnings ?? []).filter(
                  (w) => w.code !== 'SYSTEM_TICK',
                )
            return (
              <Group key={key} role="listitem" gap="xs" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color={favourite ? 'yellow' : 'gray'}
                  aria-pressed={favourite}
                  aria-label={t`Favourite ${optionName}`}
                  onClick={() => toggleFavourite(option)}
                >
                  <span aria-hidden>{favourite ? '★' : '☆'}</span>
                </ActionIcon>
                <UnstyledButton
                  onClick={() => choose(option)}
                  aria-current={key === selectedKey ? 'true' : undefined}
                  style={{ flex: 1 }}
                  p={6}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={2}>
                      <Text
                        fw={key === selectedKey ? 700 : 500}
                        data-token-name
                      >
                        {optionName}
                      </Text>
                      <TickFlags warnings={warnings} />
                    </Stack>
                    {balance !== undefined && (
                      <Text size="sm" c="dimmed">
                        {format.amount(balance)}
                      </Text>
                    )}
                  </Group>
                </UnstyledButton>
              </Group>
            )
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  )
}
