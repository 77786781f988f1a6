import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal'
import { renderUi } from './test/renderUi'

const payload = {
  p: 'pair-v1',
  op: 'swap',
  tick0: 'W\u200bDOGE',
  amt0: '1000000000',
}

function renderModal(props: Partial<ConfirmModalProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onConfirm: vi.fn(),
    onReviewAgain: vi.fn(),
  }
  const result = renderUi(
    <ConfirmModal
      opened
      title="Confirm swap"
      confirmLabel="Confirm swap"
      rows={[
        { label: 'You pay', value: '10 UNIX', emphasis: true },
        {
          label: 'Minimum received',
          value: '4.2 DOGE',
          hint: 'Or the swap fails',
        },
      ]}
      payload={payload}
      dogeCosts={{
        rows: [
          { label: 'Service output', amount: 50_000_000n },
          { label: 'Network fee (estimate)', amount: 1_000_000n },
        ],
        netChange: -51_000_000n,
      }}
      {...handlers}
      {...props}
    />,
  )
  return { ...handlers, result }
}

describe(ConfirmModal, () => {
  it('default: human rows, DOGE costs with the net change, Confirm', async () => {
    const user = userEvent.setup()
    const { onConfirm, result } = renderModal()
    await result
    const dialog = screen.getByRole('dialog', { name: 'Confirm swap' })
    const review = within(dialog).getByRole('table', {
      name: 'What you will sign',
    })
    expect(
      within(review).getByRole('rowheader', { name: 'You pay' }),
    ).toBeVisible()
    expect(review).toHaveTextContent('10 UNIX')
    expect(review).toHaveTextContent('Or the swap fails')
    const costs = within(dialog).getByRole('table', { name: 'DOGE costs' })
    expect(costs).toHaveTextContent('Service output0.5 DOGE')
    expect(costs).toHaveTextContent('Net DOGE change−0.51 DOGE')
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirm swap' }),
    )
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('behavior: the raw payload is one click away, invisible characters revealed', async () => {
    const user = userEvent.setup()
    await renderModal().result
    const toggle = screen.getByRole('button', { name: 'Raw inscription' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByTestId('confirm-raw')).toHaveTextContent(
      '"tick0": "W\\u200bDOGE"',
    )
  })

  it('behavior: a moved price blocks Confirm until reviewed', async () => {
    const user = userEvent.setup()
    const handlers = renderModal({ priceMoved: true })
    await handlers.result
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Price moved: review again',
    )
    expect(screen.getByRole('button', { name: 'Confirm swap' })).toBeDisabled()
    await user.click(
      screen.getByRole('button', { name: 'Review the new figures' }),
    )
    expect(handlers.onReviewAgain).toHaveBeenCalledOnce()
    expect(handlers.onConfirm).not.toHaveBeenCalled()
  })

  it('behavior: while the wallet is open, the dialog cannot be closed', async () => {
    const user = userEvent.setup()
    const handlers = renderModal({ status: 'awaiting-wallet' })
    await handlers.result
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for your wallet',
    )
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(handlers.onClose).not.toHaveBeenCalled()
  })

  it('behavior: an error is shown, and Cancel closes', async () => {
    const user = userEvent.setup()
    const handlers = renderModal({ error: 'The wallet refused: locked' })
    await handlers.result
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The wallet refused: locked',
    )
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(handlers.onClose).toHaveBeenCalledOnce()
  })

  it('parameters: checking shows Confirm as loading', async () => {
    await renderModal({ status: 'checking' }).result
    const confirm = screen.getByRole('button', { name: 'Confirm swap' })
    expect(confirm).toHaveAttribute('data-loading', 'true')
  })
})
