import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ResultDialog } from './ResultDialog'
import { renderUi } from './test/renderUi'

const HASH = 'cd'.repeat(32)

describe(ResultDialog, () => {
  it('default: pending, with the transaction linking out', async () => {
    await renderUi(
      <ResultDialog
        opened
        onClose={() => {}}
        outcome="pending"
        summary="Swap 10 UNIX for at least 4.2 DOGE"
        txHash={HASH}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Submitted' })
    expect(dialog).toHaveTextContent('Swap 10 UNIX for at least 4.2 DOGE')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Broadcast.')
    expect(
      within(dialog).getByRole('link', {
        name: `Transaction ${HASH} in the block explorer`,
      }),
    ).toHaveAttribute('href', `https://explorer.test/tx/${HASH}`)
  })

  it('parameters: details show whatever the outcome', async () => {
    await renderUi(
      <ResultDialog
        opened
        onClose={() => {}}
        outcome="pending"
        summary="2 of 3 sent"
        details={<p>Pup #3: declined in the wallet</p>}
      />,
    )
    expect(screen.getByRole('dialog', { name: 'Submitted' })).toHaveTextContent(
      'Pup #3: declined in the wallet',
    )
  })

  it('behavior: completed says so', async () => {
    await renderUi(
      <ResultDialog
        opened
        onClose={() => {}}
        outcome="completed"
        txHash={HASH}
      />,
    )
    expect(screen.getByRole('dialog', { name: 'Completed' })).toHaveTextContent(
      'Settled by the indexer.',
    )
  })

  it('behavior: failed shows the reason, Try again and Close', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    const onClose = vi.fn()
    await renderUi(
      <ResultDialog
        opened
        onClose={onClose}
        outcome="failed"
        error="swap terminated since amount out less than the minimum amount"
        onRetry={onRetry}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Failed' })
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'swap terminated since amount out less than the minimum amount',
    )
    expect(within(dialog).queryByRole('link')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
    const closes = within(dialog).getAllByRole('button', { name: 'Close' })
    await user.click(closes.at(-1) as HTMLElement)
    expect(onClose).toHaveBeenCalledOnce()
  })
})
