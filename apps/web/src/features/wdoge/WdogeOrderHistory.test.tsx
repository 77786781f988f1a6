import {
  createDevnet,
  type DevnetServer,
  startDevnetServer,
  WALLET_ACCOUNTS,
} from '@drc20/devnet'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackOperationAtom } from '../../lib/activity/activityAtoms'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { WdogeOrderHistory } from './WdogeOrderHistory'

const ADDRESS = WALLET_ACCOUNTS[3]?.address ?? ''

describe('WdogeOrderHistory', () => {
  const devnet = createDevnet({ scale: 'empty' })
  let server: DevnetServer

  beforeAll(async () => {
    server = await startDevnetServer({ devnet: () => devnet, port: 0 })
    // Eleven wraps of 1..11 DOGE, then an unwrap below the 1 WDOGE minimum.
    for (let i = 1; i <= 11; i++) {
      devnet.submit({
        address: ADDRESS,
        payloads: [{ p: 'wdoge', op: 'deposit', amt: `${i}00000000` }],
      })
      devnet.mine(1)
    }
    devnet.submit({
      address: ADDRESS,
      payloads: [{ p: 'wdoge', op: 'withdraw', amt: '5000' }],
    })
    devnet.mine(2)
  })
  afterAll(() => server.close())

  function rows() {
    const table = screen.getByRole('table', { name: 'Order history' })
    return within(table).getAllByRole('row').slice(1) // minus the header
  }

  it('behavior: newest first with statuses and reasons, paged by 10', async () => {
    renderWithProviders(<WdogeOrderHistory address={ADDRESS} />, {
      context: createTestContext({ apiBaseUrl: server.url }),
    })
    await waitFor(() => expect(rows()).toHaveLength(10))
    const page1 = rows()
    expect(page1).toHaveLength(10)
    expect(page1[0]).toHaveTextContent('Unwrap')
    expect(page1[0]).toHaveTextContent('Failed')
    expect(page1[0]).toHaveTextContent('At least 1 WDOGE must be unwrapped.')
    expect(page1[1]).toHaveTextContent(/Wrap\s*11(?!\d)/)
    expect(page1[1]).toHaveTextContent('Completed')

    const pages = screen.getByRole('navigation', {
      name: 'Order history pages',
    })
    expect(
      within(pages).getByRole('button', { name: 'Page 1' }),
    ).toHaveAttribute('aria-current', 'page')
    await userEvent
      .setup()
      .click(within(pages).getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    const page2 = rows()
    expect(page2[1]).toHaveTextContent(/Wrap\s*1(?!\d)/)
  })

  it('behavior: a just-submitted wrap shows at once as pending, then as the indexer row', async () => {
    const { store, context } = renderWithProviders(
      <WdogeOrderHistory address={ADDRESS} />,
      { context: createTestContext({ apiBaseUrl: server.url }) },
    )
    await screen.findByRole('table', { name: 'Order history' })
    const submitted = devnet.submit({
      address: ADDRESS,
      payloads: [{ p: 'wdoge', op: 'deposit', amt: '4200000000' }],
    })
    if (!submitted.ok) throw new Error(submitted.error.message)
    store.set(trackOperationAtom, {
      txHash: submitted.txHash,
      address: ADDRESS,
      protocol: 'wdoge',
      payload: { p: 'wdoge', op: 'deposit', amt: '4200000000' },
      description: { id: 'wrap', message: 'Wrap 42 DOGE' },
    })
    await waitFor(() => expect(rows()[0]).toHaveTextContent(/Wrap\s*42(?!\d)/))
    expect(rows()[0]).toHaveAttribute('data-status', 'pending')
    expect(rows()[0]).toHaveTextContent('Pending')

    devnet.mine(2)
    await context.services.queryClient.invalidateQueries()
    await waitFor(() =>
      expect(rows()[0]).toHaveAttribute('data-status', 'completed'),
    )
    expect(rows()[0]).toHaveTextContent(/Wrap\s*42(?!\d)/)
    expect(
      rows().filter((row) => /Wrap\s*42(?!\d)/.test(row.textContent ?? '')),
    ).toHaveLength(1)
  })

  it('behavior: asks for a wallet when none is connected', () => {
    renderWithProviders(<WdogeOrderHistory address={undefined} />)
    expect(
      screen.getByText('Connect your wallet to see your wraps and unwraps.'),
    ).toBeVisible()
  })
})
