import {
  type CartItem,
  type CartTrade,
  getTickDisplayName,
  revealTick,
} from '@drc20/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, List, Progress, Stack, Text } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { ResultDialog } from '../../ui/ResultDialog'
import type { ReviewRow } from '../../ui/ReviewTable'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import {
  checkoutAtom,
  closeCheckoutAtom,
  runCheckoutAtom,
  startCheckoutAtom,
} from './checkoutAtoms'
import { cartDropMessage, cartRefusalMessage } from './messages'
import { useCartPriceText } from './useCartFormat'

/**
 * The cart's confirmation and result: every file to buy at its order's
 * exact price (changed listings flagged and held until reviewed again),
 * the files dropped and why, the exact total per payment tick, every DOGE
 * the wallet pays and the net change; then one wallet approval per trade
 * with progress, and what was sent, dropped or left when it stopped.
 */
export function CartCheckout() {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const priceText = useCartPriceText()
  const state = useAtomValue(checkoutAtom)
  const close = useSetAtom(closeCheckoutAtom)
  const run = useSetAtom(runCheckoutAtom)
  const start = useSetAtom(startCheckoutAtom)
  const address = useAtomValue(connectedAddressAtom)
  const [reviewedChange, setReviewedChange] = useState<object>()
  const nameOf = (item: CartItem) => item.name || item.fileId.slice(0, 10)

  if (state.phase === 'check-failed') {
    const message = queryErrorMessage(state.error)
    return (
      <ResultDialog
        opened
        onClose={close}
        outcome="failed"
        title={t`Could not check your cart`}
        error={message ? i18n._(message) : undefined}
        onRetry={address ? () => void start(address) : undefined}
      />
    )
  }

  if (state.phase === 'done') {
    const sent = state.results.filter((r) => r.outcome.kind === 'submitted')
    const notSent = state.results.filter((r) => r.outcome.kind !== 'submitted')
    const stopped = state.checkout.trades.length - state.results.length
    const outcome =
      sent.length > 0 ? 'pending' : notSent.length > 0 ? 'failed' : 'pending'
    return (
      <ResultDialog
        opened
        onClose={close}
        outcome={outcome}
        summary={t`${sent.length} of ${state.checkout.trades.length} trades sent`}
        details={
          notSent.length > 0 ||
          stopped > 0 ||
          state.checkout.dropped.length > 0 ? (
            <Stack gap={4} ta="start" data-testid="cart-result-problems">
              {[
                ...state.checkout.dropped.map((d) => ({
                  item: d.item,
                  text: i18n._(cartDropMessage(d.reason)),
                })),
                ...notSent.map((r) => ({
                  item: r.item,
                  text:
                    r.outcome.kind === 'rejected'
                      ? t`You declined it in the wallet: the checkout stopped here.`
                      : r.error
                        ? i18n._(
                            submitFlowErrorMessage(r.error, cartRefusalMessage),
                          )
                        : t`Not sent.`,
                })),
              ].map(({ item, text }) => (
                <Text key={item.fileId} size="sm">
                  {nameOf(item)}: {text}
                </Text>
              ))}
              {stopped > 0 ? (
                <Text size="sm">
                  {plural(stopped, {
                    one: '# more file was not signed and stays in your cart.',
                    other:
                      '# more files were not signed and stay in your cart.',
                  })}
                </Text>
              ) : null}
            </Stack>
          ) : undefined
        }
      />
    )
  }

  if (state.phase !== 'review' && state.phase !== 'running') return null
  const { checkout } = state
  const running = state.phase === 'running'
  const trades = checkout.trades
  const priceMoved = checkout.changed && reviewedChange !== checkout
  const rows: ReviewRow[] = [
    {
      label: t`Files to buy`,
      value: format.integer(trades.length),
      testId: 'cart-confirm-count',
    },
    ...checkout.totals.map((total) => ({
      label: t`Total paid in ${revealTick(total.tick)}`,
      value: priceText(total.amount, total.tick),
      emphasis: true,
      testId: `cart-total-${getTickDisplayName(total.tick)}`,
    })),
  ]
  const describeItem = (item: CartItem) => {
    const name = nameOf(item)
    const price = priceText(item.amt, item.tick)
    return msg`Buy ${name} for ${price}`
  }
  return (
    <ConfirmModal
      opened
      onClose={close}
      title={t`Complete purchase`}
      rows={rows}
      payload={trades.map((trade) => trade.payload)}
      dogeCosts={getDogeCostsProps(
        checkout.doge,
        (m) => i18n._(m),
        'cart-doge-costs',
      )}
      priceMoved={priceMoved}
      onReviewAgain={() => setReviewedChange(checkout)}
      onConfirm={() => void run(describeItem)}
      confirmLabel={plural(trades.length, {
        one: 'Buy # file',
        other: 'Buy # files',
      })}
      confirmDisabled={trades.length === 0}
      status={running ? 'awaiting-wallet' : 'idle'}
    >
      {running ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            <Trans>
              Trade {state.index + 1} of {trades.length}: approve it in your
              wallet.
            </Trans>
          </Text>
          <Progress
            value={(state.index / Math.max(trades.length, 1)) * 100}
            aria-label={t`Checkout progress`}
          />
        </Stack>
      ) : null}
      {checkout.dropped.length > 0 ? (
        <Alert color="orange" role="alert" title={t`Dropped from your cart`}>
          <List size="sm" data-testid="cart-dropped">
            {checkout.dropped.map((d) => (
              <List.Item key={d.item.fileId}>
                {nameOf(d.item)}: {i18n._(cartDropMessage(d.reason))}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <List size="sm" spacing={4} data-testid="cart-trades">
        {trades.map((trade: CartTrade) => (
          <List.Item key={trade.item.fileId}>
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              {nameOf(trade.item)}: {priceText(trade.item.amt, trade.item.tick)}
            </Text>
            {trade.previousAmt !== undefined ? (
              <Text span size="sm" c="orange">
                {' '}
                <Trans>
                  (price changed, was{' '}
                  {priceText(
                    trade.previousAmt,
                    trade.previousTick ?? trade.item.tick,
                  )}
                  )
                </Trans>
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" role="note">
        <Trans>
          Each file is its own trade and wallet approval, checked again just
          before you sign it. If another buyer's trade for the same file lands
          in the same block as yours, the indexer still takes both payments and
          only the first buyer gets the file.
        </Trans>
      </Text>
    </ConfirmModal>
  )
}
