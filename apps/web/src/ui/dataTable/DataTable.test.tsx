import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi } from '../test/renderUi'
import { TEST_TOKEN_COLUMNS, type TestToken } from '../test/tokenColumns'
import { DataTable, type DataTableProps } from './DataTable'
import type { DataTableColumn } from './types'

type Token = TestToken
const tokens: Token[] = Array.from({ length: 25 }, (_, i) => ({
  tick: `TK${String(i + 1).padStart(2, '0')}`,
  holders: (i * 7) % 25,
}))
const columns = TEST_TOKEN_COLUMNS

function renderTable(props: Partial<DataTableProps<Token>> = {}) {
  return renderUi(
    <DataTable
      label="Tokens"
      columns={columns}
      rows={tokens}
      getRowKey={(r) => r.tick}
      getSearchText={(r) => r.tick}
      layout="table"
      {...props}
    />,
  )
}

const bodyTicks = () =>
  within(screen.getByRole('table', { name: 'Tokens' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe(DataTable, () => {
  it('default: a real table, 10 rows a page, a pager', async () => {
    const user = userEvent.setup()
    await renderTable()
    const table = screen.getByRole('table', { name: 'Tokens' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
    expect(bodyTicks()).toHaveLength(10)
    expect(bodyTicks()[0]).toBe('TK01')
    expect(screen.getByText('1–10 of 25')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(bodyTicks()[0]).toBe('TK11')
    expect(screen.getByText('11–20 of 25')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(bodyTicks()).toEqual(['TK21', 'TK22', 'TK23', 'TK24', 'TK25'])
  })

  it('behavior: headers sort, and the sorted one carries aria-sort', async () => {
    const user = userEvent.setup()
    await renderTable()
    const holders = screen.getByRole('columnheader', { name: /Holders/ })
    expect(holders).not.toHaveAttribute('aria-sort')
    await user.click(within(holders).getByRole('button'))
    expect(holders).toHaveAttribute('aria-sort', 'descending')
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]
    expect(first).toHaveTextContent('24')
    await user.click(within(holders).getByRole('button'))
    expect(holders).toHaveAttribute('aria-sort', 'ascending')
    expect(
      within(screen.getByRole('table')).getAllByRole('row')[1],
    ).toHaveTextContent(/^TK01 ?0$/)
    const tick = screen.getByRole('columnheader', { name: /Tick/ })
    await user.click(within(tick).getByRole('button'))
    expect(tick).toHaveAttribute('aria-sort', 'ascending')
    expect(holders).not.toHaveAttribute('aria-sort')
  })

  it('behavior: search is a case-insensitive substring filter, back to page 1', async () => {
    const user = userEvent.setup()
    await renderTable()
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tk1')
    expect(bodyTicks()).toEqual([
      'TK10',
      'TK11',
      'TK12',
      'TK13',
      'TK14',
      'TK15',
      'TK16',
      'TK17',
      'TK18',
      'TK19',
    ])
  })

  it('behavior: an empty result says Not Found and the text, with a way back', async () => {
    const user = userEvent.setup()
    await renderTable()
    await user.type(screen.getByRole('searchbox'), 'DOGX')
    expect(screen.getByText('Not Found DOGX')).toBeVisible()
    expect(screen.getByRole('columnheader', { name: /Tick/ })).toBeVisible()
    await user.click(
      within(screen.getByRole('table')).getByRole('button', {
        name: 'Clear search',
      }),
    )
    expect(bodyTicks()).toHaveLength(10)
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })

  it('behavior: no rows at all says No Data, and no pager', async () => {
    await renderTable({ rows: [] })
    expect(screen.getByText('No Data')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Page/ })).toBeNull()
  })

  it('behavior: loading keeps the header and shows skeleton rows', async () => {
    await renderTable({ rows: undefined, loading: true })
    const table = screen.getByRole('table', { name: 'Tokens' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
    expect(table.querySelectorAll('tr[data-skeleton]')).toHaveLength(10)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  })

  it('behavior: a failed load shows the error in the frame with Retry', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    await renderTable({
      rows: undefined,
      error: 'Could not load tokens',
      onRetry,
    })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not load tokens')
    expect(screen.getByRole('table', { name: 'Tokens' })).toContainElement(
      alert,
    )
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('behavior: a failed refresh keeps the rows under the error', async () => {
    await renderTable({ error: 'Could not refresh', onRetry: () => {} })
    expect(screen.getByRole('alert')).toHaveTextContent('Could not refresh')
    expect(bodyTicks()).toHaveLength(10)
  })

  it('behavior: never more than 8 page buttons', async () => {
    const user = userEvent.setup()
    const many = Array.from({ length: 1000 }, (_, i) => ({
      tick: `T${i}`,
      holders: i,
    }))
    await renderTable({ rows: many })
    const pageButtons = () =>
      screen.getAllByRole('button', { name: /^Page \d+$/ }).length
    expect(pageButtons()).toBeLessThanOrEqual(8)
    await user.click(screen.getByRole('button', { name: 'Page 100' }))
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'Previous page' }))
      expect(pageButtons()).toBeLessThanOrEqual(8)
    }
    expect(screen.getByText('961–970 of 1,000')).toBeVisible()
  })

  it('parameters: controlled query, sort and page report changes', async () => {
    const user = userEvent.setup()
    const onQueryChange = vi.fn()
    const onSortChange = vi.fn()
    const onPageChange = vi.fn()
    await renderTable({
      query: 'TK2',
      onQueryChange,
      sort: { column: 'tick', direction: 'desc' },
      onSortChange,
      page: 1,
      onPageChange,
    })
    expect(bodyTicks()).toEqual([
      'TK25',
      'TK24',
      'TK23',
      'TK22',
      'TK21',
      'TK20',
    ])
    await user.type(screen.getByRole('searchbox'), '1')
    expect(onQueryChange).toHaveBeenLastCalledWith('TK21')
    expect(onPageChange).toHaveBeenLastCalledWith(1)
    await user.click(screen.getByRole('button', { name: /Tick/ }))
    expect(onSortChange).toHaveBeenLastCalledWith({
      column: 'tick',
      direction: 'asc',
    })
  })

  it('parameters: totalRows pages on the server: the rows are one page', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    await renderTable({
      rows: tokens.slice(10, 20),
      totalRows: 235,
      page: 2,
      onPageChange,
      getSearchText: undefined,
    })
    expect(bodyTicks()).toEqual(tokens.slice(10, 20).map((t) => t.tick))
    expect(screen.getByText('11–20 of 235')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
  })

  it('parameters: getRowAttributes marks each row, in the table and in cards', async () => {
    const { unmount } = await renderTable({
      getRowAttributes: (row) => ({ 'data-tick': row.tick }),
    })
    const first = tokens[0]?.tick ?? ''
    expect(screen.getAllByRole('row')[1]?.getAttribute('data-tick')).toBe(first)
    unmount()
    await renderTable({
      layout: 'cards',
      getRowAttributes: (row) => ({ 'data-tick': row.tick }),
    })
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('data-tick')).toBe(
      first,
    )
  })

  it('parameters: cards show each row as labelled lines, sortable from a menu', async () => {
    const user = userEvent.setup()
    await renderTable({ layout: 'cards' })
    expect(screen.queryByRole('table')).toBeNull()
    const cards = within(
      screen.getByRole('list', { name: 'Tokens' }),
    ).getAllByRole('listitem')
    expect(cards).toHaveLength(10)
    expect(cards[0]).toHaveTextContent('TK01')
    expect(within(cards[0] as HTMLElement).getByText('Holders')).toBeVisible()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'holders',
    )
    expect(
      within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole(
        'listitem',
      )[0],
    ).toHaveTextContent('24')
  })

  it.each(['table', 'cards'] as const)(
    'behavior: a parent re-render with the same rows and columns leaves the %s alone',
    async (layout) => {
      const user = userEvent.setup()
      const cell = vi.fn((r: Token) => r.tick)
      const spied: DataTableColumn<Token>[] = [
        { key: 'tick', header: 'Tick', cell },
        ...columns.slice(1),
      ]
      await renderUi(<ReRenderingParent columns={spied} layout={layout} />)
      const calls = cell.mock.calls.length
      expect(calls).toBeGreaterThan(0)
      await user.click(screen.getByRole('button', { name: 'Render 0' }))
      expect(screen.getByRole('button', { name: 'Render 1' })).toBeVisible()
      expect(cell).toHaveBeenCalledTimes(calls)
      // The same rows in a new array: each row is the same object.
      await user.click(screen.getByRole('button', { name: 'New rows' }))
      expect(cell).toHaveBeenCalledTimes(calls)
    },
  )
})

/** A page that re-renders (a count) and replaces its rows array (same rows). */
function ReRenderingParent({
  columns,
  layout,
}: {
  readonly columns: readonly DataTableColumn<Token>[]
  readonly layout: 'table' | 'cards'
}) {
  const [count, setCount] = useState(0)
  const [rows, setRows] = useState(tokens)
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Render {count}
      </button>
      <button type="button" onClick={() => setRows([...tokens])}>
        New rows
      </button>
      <DataTable
        label="Tokens"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.tick}
        layout={layout}
      />
    </>
  )
}
