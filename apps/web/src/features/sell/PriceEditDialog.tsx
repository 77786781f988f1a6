import {
  type FileOrderBatchEntry,
  getFileOrderBatch,
  getPriceEditIssue,
  getTickDisplayName,
  sumWalletDogeCosts,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { ResultDialog } from '../../ui/ResultDialog'
import type { ReviewRow } from '../../ui/ReviewTable'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import { sellIssueMessage, sellRefusalMessage } from './messages'
import {
  closePriceEditAtom,
  type PriceEditResult,
  priceEditAtom,
  runPriceEditAtom,
  stopPriceEditAtom,
} from './priceEditAtoms'

/**
 * Editing a listed file's price: the new price, then a confirmation that
 * says it takes two wallet approvals and two inscriptions (cancel, then
 * list again once the cancel settled), with the DOGE of both, and that
 * the file is not listed in between; then each phase's progress and how
 * it ended.
 */
export function PriceEditDialog() {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const state = useAtomValue(priceEditAtom)
  const close = useSetAtom(closePriceEditAtom)
  const run = useSetAtom(runPriceEditAtom)
  const stop = useSetAtom(stopPriceEditAtom)
  const [priceText, setPriceText] = useState('')
  if (state.phase === 'idle') return null
  const { target } = state
  const tickName = getTickDisplayName(target.tick)
  const priceOf = (amount: bigint) => `${format.amount(amount)} ${tickName}`

  if (state.phase === 'done')
    return (
      <ResultDialog
        opened
        onClose={() => {
          setPriceText('')
          close()
        }}
        outcome={state.result.kind === 'listed' ? 'pending' : 'failed'}
        txHash={
          state.result.kind === 'listed' ? state.result.txHash : undefined
        }
        summary={<ResultSummary result={state.result} name={target.name} />}
        error={
          state.result.kind !== 'listed' && state.result.error
            ? i18n._(
                submitFlowErrorMessage(state.result.error, sellRefusalMessage),
              )
            : undefined
        }
      />
    )

  const cancel = getFileOrderBatch({
    action: 'revoke',
    files: [{ fileId: target.fileId, exId: target.exId }],
  })
  const create = getFileOrderBatch({
    action: 'list',
    files: [{ fileId: target.fileId, exId: '' }],
    priceText: state.phase === 'review' ? priceText : '',
    tick: target.tick,
    decimals: 8,
    separators: format.separators,
  })
  const orders = 'orders' in state ? state.orders : undefined
  const cancelEntry = orders?.cancel ?? cancel.entries[0]
  const createEntry = orders?.create ?? create.entries[0]
  const sameIssue = create.entries[0]
    ? getPriceEditIssue(target.price, create.entries[0].price)
    : undefined
  const issue = create.issues[0]
  const describe = (entry: FileOrderBatchEntry) => {
    const name = target.name
    if (entry.payload.op === 'create') {
      const price = priceOf(entry.price)
      return msg`List ${name} again for ${price}`
    }
    return msg`Cancel the listing of ${name} to change its price`
  }
  const rows: ReviewRow[] = [
    { label: t`File`, value: target.name },
    {
      label: t`Current price`,
      value: priceOf(target.price),
      testId: 'price-edit-old',
    },
  ]
  if (createEntry)
    rows.push({
      label: t`New price`,
      value: priceOf(createEntry.price),
      emphasis: true,
      testId: 'price-edit-new',
    })
  if (cancelEntry)
    rows.push({
      label: t`Step 1: cancel the listing`,
      value: `${format.amount(cancelEntry.doge.paid)} DOGE`,
      testId: 'price-edit-doge-cancel',
    })
  if (createEntry)
    rows.push({
      label: t`Step 2: list at the new price`,
      value: `${format.amount(createEntry.doge.paid)} DOGE`,
      testId: 'price-edit-doge-list',
    })
  const both = [cancelEntry, createEntry].flatMap((e) => (e ? [e] : []))
  const running = state.phase !== 'review'
  return (
    <ConfirmModal
      opened
      onClose={() => {
        setPriceText('')
        close()
      }}
      title={t`Edit price`}
      rows={rows}
      payload={both.map((e) => e.payload)}
      dogeCosts={
        both.length === 2
          ? getDogeCostsProps(
              sumWalletDogeCosts(both.map((e) => e.doge)),
              (m) => i18n._(m),
              'price-edit-doge-costs',
            )
          : undefined
      }
      onConfirm={() => {
        if (cancelEntry && createEntry)
          void run({ cancel: cancelEntry, create: createEntry, describe })
      }}
      confirmLabel={t`Cancel and list again`}
      confirmDisabled={
        !cancelEntry || !createEntry || (!orders && sameIssue !== undefined)
      }
      status={running ? 'awaiting-wallet' : 'idle'}
    >
      {state.phase === 'review' ? (
        <TokenAmountInput
          label={t`New price`}
          value={priceText}
          onChange={setPriceText}
          token={{ tick: target.tick, name: tickName }}
          error={
            priceText !== '' && issue
              ? i18n._(sellIssueMessage(issue))
              : sameIssue
                ? t`That is the current price.`
                : undefined
          }
          testId="price-edit-price"
        />
      ) : null}
      <Alert color="yellow" role="note" data-testid="price-edit-note">
        <Text size="sm">
          <Trans>
            A listing's price cannot be changed in place. This takes two wallet
            approvals and two inscriptions: first the current listing is
            cancelled, then, once the cancel is confirmed, the file is listed at
            the new price. In between, the file is not listed. If you decline
            the second approval, the file stays not listed.
          </Trans>
        </Text>
      </Alert>
      {running ? (
        <Stack gap={4} role="status" data-testid="price-edit-progress">
          <Text size="sm">
            {state.phase === 'cancel' ? (
              <Trans>Step 1 of 2: approve the cancel in your wallet.</Trans>
            ) : state.phase === 'wait-cancel' ? (
              <Trans>
                Waiting for the cancel to be confirmed. The file is not listed
                meanwhile.
              </Trans>
            ) : (
              <Trans>
                Step 2 of 2: approve the new listing in your wallet.
              </Trans>
            )}
          </Text>
          {state.phase === 'wait-cancel' && state.unanswered ? (
            <Text size="sm" fw={500} data-testid="price-edit-unanswered">
              <Trans>
                The data provider is not answering. It is asked again every few
                seconds.
              </Trans>
            </Text>
          ) : null}
          {state.phase === 'wait-cancel' ? (
            <Button size="xs" variant="default" onClick={stop}>
              <Trans>Stop waiting</Trans>
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </ConfirmModal>
  )
}

function ResultSummary({
  result,
  name,
}: {
  readonly result: PriceEditResult
  readonly name: string
}) {
  if (result.kind === 'listed')
    return (
      <Trans>
        The cancel is confirmed and the new listing of {name} is sent.
      </Trans>
    )
  if (result.kind === 'unchanged')
    return result.reason === 'SOLD' ? (
      <Trans>{name} was sold before the cancel: nothing was listed.</Trans>
    ) : result.reason === 'CANCEL_FAILED' ? (
      <Trans>
        The indexer did not accept the cancel: {name} stays listed at its
        current price and nothing new was listed.
      </Trans>
    ) : (
      <Trans>Nothing changed: {name} stays listed at its current price.</Trans>
    )
  return result.reason === 'stopped' ? (
    <Trans>
      You stopped waiting. Once the cancel is confirmed, {name} is not listed:
      list it again from "Not listed".
    </Trans>
  ) : result.reason === 'LISTED_ELSEWHERE' ? (
    <Trans>
      The cancel is confirmed, but {name} was listed again meanwhile: nothing
      more was signed.
    </Trans>
  ) : (
    <Trans>
      The cancel is confirmed, but the new listing was not sent: {name} is not
      listed now. List it again from "Not listed".
    </Trans>
  )
}
