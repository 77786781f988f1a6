import { t } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { changeLanguageAtom } from '../../i18n/languageAtoms'
import { BLOCK_QUERY_KEY, type BlockPoll } from '../../lib/query/blockQueries'
import { createTestContext } from '../../test/createTestContext'
import { mockLayout } from '../../test/mockLayout'
import { renderWithProviders } from '../../test/renderWithProviders'
import { SellToolbar } from './SellToolbar'
import { sellBatchAtom } from './sellBatchAtoms'

const FILES = ['a', 'b', 'c'].map((c) => ({ fileId: c.repeat(64), exId: '' }))
const NAMES = new Map(FILES.map((f, i) => [f.fileId, `Pup ${i + 1}`]))

function setup(store = createStore()) {
  const context = createTestContext({ store })
  // The chain and the index agree: trading is open.
  context.services.queryClient.setQueryData<BlockPoll>(BLOCK_QUERY_KEY, {
    info: { indexHeight: 100, chainHeight: 100 },
    consecutiveFailures: 0,
  })
  const { store: appStore } = renderWithProviders(
    <SellToolbar
      action="list"
      eligible={FILES}
      selected={new Set(FILES.map((f) => f.fileId))}
      onSelect={() => {}}
      seller="DSeller"
      names={NAMES}
    />,
    { context },
  )
  return { user: userEvent.setup(), store: appStore }
}

const priceOf = (name: string) =>
  screen.getByRole('textbox', { name: t`Price of ${name}` })

describe('SellToolbar', () => {
  mockLayout({ height: 320, rowHeight: 100 })

  it('behavior: a price per file overrides the batch price, its issue under its field', async () => {
    const { user, store } = setup()
    await user.type(
      screen.getByRole('textbox', { name: 'Batch price of each file' }),
      '2',
    )
    await user.click(
      screen.getByRole('checkbox', { name: 'Set a price per file' }),
    )
    await user.type(priceOf('Pup 2'), '3')
    await user.type(priceOf('Pup 3'), '0')
    expect(priceOf('Pup 3')).toHaveAccessibleDescription(
      /The price must be above zero/,
    )
    expect(priceOf('Pup 2')).not.toHaveAccessibleDescription(/above zero/)
    expect(
      screen.getByRole('button', { name: 'The price must be above zero' }),
    ).toBeDisabled()
    await user.clear(priceOf('Pup 3'))
    await user.type(priceOf('Pup 3'), '0.5')
    await user.click(screen.getByRole('button', { name: 'List selected' }))
    const state = store.get(sellBatchAtom)
    expect(state.phase).toBe('review')
    if (state.phase !== 'review') return
    expect(state.batch.entries.map((e) => e.price)).toEqual([
      200_000_000n,
      300_000_000n,
      50_000_000n,
    ])
    expect(state.batch.total).toBe(550_000_000n)
  })

  it("behavior: each file's price reads the language's decimal mark", async () => {
    const store = createStore()
    await store.set(changeLanguageAtom, 'vi')
    const { user } = setup(store)
    await user.click(
      screen.getByRole('checkbox', { name: t`Set a price per file` }),
    )
    for (const name of ['Pup 1', 'Pup 2']) await user.type(priceOf(name), '1,5')
    await user.type(priceOf('Pup 3'), '1.5')
    expect(priceOf('Pup 1')).toHaveValue('1,5')
    expect(priceOf('Pup 3')).toHaveAccessibleDescription(
      t`Use your language's decimal mark`,
    )
  })
})
