import {
  type CreatePoolProtocol,
  getCreatePoolFormState,
  getDefaultPairId,
  getHeldAmount,
  hasWdogeLeg,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Card,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { walletSetsOutputsAtom } from '../../lib/wallet/custodyOutput'
import { PoolFormFooter } from './PoolFormFooter'
import {
  AmountField,
  DogeSwitch,
  isAmountFieldIssue,
  isPairIdFieldIssue,
  OrderedPair,
  PreviewLine,
  useAmountFieldError,
  useFieldError,
} from './PoolFormParts'
import { usePoolBalances } from './usePoolData'
import { usePoolFormat } from './usePoolFormat'

/**
 * Create a pool: both amounts set the starting price. pair-v1 is keyed by
 * its two ticks; pair-v2 by a pair id the creator chooses (docs/protocol.md §6).
 */
export function CreatePoolForm({
  tick0,
  tick1,
  v1Exists = false,
  reversed = false,
  initialPairId,
  takenPairIds,
  takenPairIdsStatus,
}: {
  readonly tick0: string
  readonly tick1: string
  /** A pair-v1 pool of these ticks exists: only pair-v2 can be created. */
  readonly v1Exists?: boolean
  /**
   * The user chose tick1 first (`/pool/create/{tick1}/{tick0}`): the amount
   * boxes keep that order, so that typing by position sets the price meant.
   */
  readonly reversed?: boolean
  /** `?pair=`: pre-selects pair-v2 with this pair id. */
  readonly initialPairId?: string
  /** The pair-v2 pair ids already in use. */
  readonly takenPairIds?: ReadonlySet<string>
  readonly takenPairIdsStatus?: 'loading' | 'error'
}) {
  const { t } = useLingui()
  const format = usePoolFormat()
  const balances = usePoolBalances()
  const [text0, setText0] = useState('')
  const [text1, setText1] = useState('')
  const [doge, setDoge] = useState(false)
  const [chosen, setProtocol] = useState<CreatePoolProtocol>(
    initialPairId !== undefined ? 'pair-v2' : 'pair-v1',
  )
  // Once a pair-v1 pool of these ticks exists, only pair-v2 can be created.
  const protocol: CreatePoolProtocol = v1Exists ? 'pair-v2' : chosen
  const [pairId, setPairId] = useState(
    () => initialPairId ?? getDefaultPairId(tick0, tick1, Math.random),
  )
  const v2 = protocol === 'pair-v2'
  const canDoge = !v2 && hasWdogeLeg(tick0, tick1)
  const walletSetsOutputs = useAtomValue(walletSetsOutputsAtom)
  const state = getCreatePoolFormState({
    tick0,
    tick1,
    text0,
    text1,
    separators: format.separators,
    doge: doge && canDoge,
    balances,
    protocol,
    pairId,
    takenPairIds,
    takenPairIdsStatus,
    walletSetsOutputs,
  })
  const error0 = useAmountFieldError(state.issues, 0, tick0)
  const error1 = useAmountFieldError(state.issues, 1, tick1)
  const pairIdError = useFieldError(state.issues, isPairIdFieldIssue)
  const name0 = format.tick(tick0, doge && canDoge)
  const name1 = format.tick(tick1, doge && canDoge)
  const a0 = state.amount0 === undefined ? '' : format.amount(state.amount0)
  const a1 = state.amount1 === undefined ? '' : format.amount(state.amount1)
  const preview = state.quote ? (
    <Stack gap={4}>
      <PreviewLine
        label={<Trans>Starting price</Trans>}
        value={`1 ${name0} = ${format.ratio(state.quote.startingPrice)} ${name1}`}
        testId="create-price"
      />
      {state.inversePrice ? (
        <PreviewLine
          label=""
          value={`1 ${name1} = ${format.ratio(state.inversePrice)} ${name0}`}
        />
      ) : null}
      <PreviewLine
        label={<Trans>LP you receive</Trans>}
        value={format.amount(state.quote.liquidity)}
        testId="create-lp"
      />
      <PreviewLine
        label={<Trans>LP locked in the pool for ever</Trans>}
        value={format.amount(state.quote.lockedLiquidity)}
      />
      <PreviewLine label={<Trans>Share of pool</Trans>} value="100%" />
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
        {v1Exists ? null : (
          <Alert color="yellow" variant="light" title={<Trans>New pool</Trans>}>
            <Text size="sm">
              <Trans>
                This pool does not exist yet. The two amounts set its starting
                price. Creating a pool costs more network fee (gas) than adding
                liquidity to an existing one.
              </Trans>
            </Text>
          </Alert>
        )}
        <Radio.Group
          label={t`Pool protocol`}
          value={protocol}
          onChange={(value) =>
            setProtocol(value === 'pair-v2' ? 'pair-v2' : 'pair-v1')
          }
        >
          <Group gap="lg" mt={4}>
            {/* Protocol names are identifiers: not translated. */}
            <Radio
              value="pair-v1"
              label="pair-v1"
              description={t`Keyed by its two tokens`}
              disabled={v1Exists}
            />
            <Radio
              value="pair-v2"
              label="pair-v2"
              description={t`Keyed by a pair id you choose`}
            />
          </Group>
        </Radio.Group>
        {v1Exists ? (
          <Text size="sm" c="dimmed">
            <Trans>
              A pair-v1 pool of these tokens already exists; you can still open
              a pair-v2 pool under its own pair id.
            </Trans>
          </Text>
        ) : null}
        {v2 ? (
          <TextInput
            label={t`Pair id`}
            description={t`The pool's key, chosen by you and used verbatim. It cannot be changed later.`}
            value={pairId}
            onChange={(event) => setPairId(event.currentTarget.value)}
            error={pairIdError}
            spellCheck={false}
            autoComplete="off"
            data-testid="create-pair-id"
          />
        ) : null}
        <OrderedPair
          reversed={reversed}
          first={
            <AmountField
              label={t`Amount of ${format.tick(tick0)}`}
              value={text0}
              onChange={setText0}
              tick={tick0}
              error={error0}
              balance={getHeldAmount(balances, { tick: tick0 })}
              testId="create-amount0"
            />
          }
          second={
            <AmountField
              label={t`Amount of ${format.tick(tick1)}`}
              value={text1}
              onChange={setText1}
              tick={tick1}
              error={error1}
              balance={getHeldAmount(balances, { tick: tick1 })}
              testId="create-amount1"
            />
          }
        />
        <PoolFormFooter
          fieldIssue={(issue) =>
            isAmountFieldIssue(issue) || isPairIdFieldIssue(issue)
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
          submitLabel={<Trans>Create pool</Trans>}
          confirmTitle={t`Confirm pool creation`}
          description={
            state.payload?.p === 'pair-v2'
              ? msg`Create pair-v2 pool ${pairId}: ${a0} ${name0} + ${a1} ${name1}`
              : msg`Create pool ${a0} ${name0} + ${a1} ${name1}`
          }
          confirmNote={
            <Text size="sm" c="dimmed">
              <Trans>Pool creation costs more network fee than an add.</Trans>
            </Text>
          }
          onSubmitted={() => {
            setText0('')
            setText1('')
            // That pair id is now taken: offer a fresh one for the next pool.
            if (v2) setPairId(getDefaultPairId(tick0, tick1, Math.random))
          }}
        />
      </Stack>
    </Card>
  )
}
