import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockLayout } from '../../test/mockLayout'
import { renderUi } from '../test/renderUi'
import { TEST_TOKEN_COLUMNS, type TestToken } from '../test/tokenColumns'
import { VirtualDataTable } from './VirtualDataTable'

type Token = TestToken
const many: Token[] = Array.from({ length: 50_000 }, (_, i) => ({
  tick: `T${i}`,
  holders: i % 1000,
}))
const columns = TEST_TOKEN_COLUMNS

function renderVirtual(
  rows: readonly Token[] | undefined,
  layout: 'table' | 'cards' = 'table',
) {
  return renderUi(
    <VirtualDataTable
      label="Tokens"
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.tick}
      getSearchText={(r) => r.tick}
      layout={layout}
      height={450}
      rowHeight={45}
    />,
  )
}

describe(VirtualDataTable, () => {
  mockLayout({ height: 450, rowHeight: 45 })

  it('default: 50,000 rows, only a window of them in the page', async () => {
    await renderVirtual(many)
    const table = screen.getByRole('table', { name: 'Tokens' })
    expect(table).toHaveAttribute('aria-rowcount', '50001')
    const rendered = within(table).getAllByRole('row').length - 1
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(60)
    expect(screen.getByText('50,000 rows')).toBeVisible()
    expect(within(table).getByText('T0')).toBeVisible()
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute(
      'aria-rowindex',
      '2',
    )
  })

  it('behavior: search and sort run over every row', async () => {
    const user = userEvent.setup()
    await renderVirtual(many)
    await user.type(screen.getByRole('searchbox'), 't4999')
    expect(screen.getByText('11 rows')).toBeVisible()
    const holders = screen.getByRole('columnheader', { name: /Holders/ })
    await user.click(within(holders).getByRole('button'))
    expect(holders).toHaveAttribute('aria-sort', 'descending')
    const first = within(screen.getByRole('table')).getAllByRole('row')[1]
    expect(first).toHaveTextContent('T49999')
    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'nothing')
    expect(screen.getByText('Not Found nothing')).toBeVisible()
  })

  it('behavior: the scrolling frame is reachable from the keyboard', async () => {
    const user = userEvent.setup()
    await renderVirtual(many)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('region', { name: 'Tokens' })).toHaveFocus()
  })

  it('behavior: loading keeps the header, with skeletons', async () => {
    await renderVirtual(undefined)
    const table = screen.getByRole('table', { name: 'Tokens' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2)
    expect(table.querySelectorAll('tr[data-skeleton]').length).toBeGreaterThan(
      0,
    )
  })

  it('parameters: cards are virtualized too', async () => {
    await renderVirtual(many, 'cards')
    expect(screen.queryByRole('table')).toBeNull()
    const items = within(
      screen.getByRole('list', { name: 'Tokens' }),
    ).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThan(40)
    expect(items[0]).toHaveTextContent('T0')
  })
})
