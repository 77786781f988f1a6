import { CURRENT_PROTOCOL, getWrapFormState } from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useAtomValue, useSetAtom } from 'jotai'
import { activityEntriesAtom } from '../../lib/activity/activityAtoms'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { confirmStatus } from '../../lib/submit/createSubmitFlow'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { walletSetsOutputsAtom } from '../../lib/wallet/custodyOutput'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { wrapIssueMessage } from '../wdoge/messages'
import { wrapFlow } from '../wdoge/wdogeFlows'
import { getDogeCostsProps } from './dogeCostRows'
import { getRevealDogeCosts } from './marketDogeCosts'
import { useDogeCostLabels } from './useDogeCostLabels'
import { useMarketFormat } from './useMarketFormat'

/**
 * The buyer holds too little WDOGE: wrap the shortfall first (the WDOGE
 * screen's wrap flow and core's `getWrapFormState`), with the wrap fee and
 * every DOGE output shown. The product's floor (a deposit above 0.9 DOGE)
 * can make the wrap a little larger than the shortfall; the rest stays
 * WDOGE in the wallet.
 */
export function WrapFirst({
  shortfall,
  feeRatePerKb,
}: {
  readonly shortfall: bigint
  readonly feeRatePerKb: bigint
}) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const labels = useDogeCostLabels()
  const balances = useHeldBalances()
  const walletSetsOutputs = useAtomValue(walletSetsOutputsAtom)
  const flow = useAtomValue(wrapFlow.stateAtom)
  const open = useSetAtom(wrapFlow.openAtom)
  const confirm = useSetAtom(wrapFlow.confirmAtom)
  const close = useSetAtom(wrapFlow.closeAtom)
  const entries = useAtomValue(activityEntriesAtom)
  const floor = CURRENT_PROTOCOL.productDepositFloor
  const amount = shortfall > floor ? shortfall : floor + 1n
  const state = getWrapFormState({
    text: format.amountInput(amount),
    separators: format.separators,
    dogeBalance: balances.doge,
    feeRatePerKb,
    walletSetsOutputs,
  })
  const pendingWrap = entries.some(
    (e) =>
      e.status === 'pending' &&
      e.payload.p === 'wdoge' &&
      e.payload.op === 'deposit',
  )
  const [issue] = state.issues
  const shown = format.amount(amount)
  const fee = state.quote ? format.amount(state.quote.fee) : '—'
  const payload = state.payload

  if (pendingWrap)
    return (
      <Alert color="blue" role="status">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>
              Your wrap is waiting for its block. The buy unlocks once the WDOGE
              is indexed.
            </Trans>
          </Text>
        </Group>
      </Alert>
    )

  return (
    <Alert color="yellow" role="status" title={t`Wrap DOGE first`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>
            You need {format.amount(shortfall)} more WDOGE. Wrap {shown} DOGE
            into WDOGE first: the wrap fee is {fee} DOGE (0.3%, at least 0.5
            DOGE), paid on its own output.
          </Trans>
        </Text>
        {issue ? (
          <Text size="sm" c="red.8">
            {i18n._(
              wrapIssueMessage(issue, format.amount, format.separators) ??
                msg`This wrap cannot be sent.`,
            )}
          </Text>
        ) : null}
        <Button
          size="xs"
          disabled={payload === undefined || issue !== undefined}
          onClick={() => {
            if (payload)
              open({ payload, description: msg`Wrap ${shown} DOGE to WDOGE` })
          }}
        >
          <Trans>Wrap {shown} DOGE</Trans>
        </Button>
      </Stack>
      {flow.pending && state.quote ? (
        <ConfirmModal
          opened={flow.status !== 'submitted' && flow.status !== 'failed'}
          onClose={close}
          title={t`Confirm wrap`}
          payload={flow.pending.payload}
          rows={[
            {
              label: t`You receive`,
              value: `${format.amount(BigInt(flow.pending.payload.amt))} WDOGE`,
              emphasis: true,
            },
          ]}
          dogeCosts={getDogeCostsProps(
            [getRevealDogeCosts(flow.pending.payload, feeRatePerKb)],
            labels,
            'wrap-doge-costs',
          )}
          confirmLabel={t`Confirm wrap`}
          status={confirmStatus(flow.status)}
          error={
            flow.error
              ? i18n._(
                  submitFlowErrorMessage(flow.error, (never: never) => never),
                )
              : undefined
          }
          onConfirm={async () => {
            const description = flow.pending?.description
            if ((await confirm()) !== 'submitted') return
            if (description)
              notifications.show({
                color: 'blue',
                title: t`Submitted`,
                message: i18n._(description),
              })
            close()
          }}
        />
      ) : null}
    </Alert>
  )
}
