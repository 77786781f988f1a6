import {
  startTestServer,
  type TestReply,
  type TestServer,
} from '@drc20/api/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { GasFeeButton } from './GasFeeButton'

let server: TestServer
let routes: Record<string, TestReply>

beforeAll(async () => {
  server = await startTestServer(
    ({ path }) => routes[path] ?? { status: 404, body: '' },
  )
})
afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
  routes = {
    '/fee/mempool': {
      body: '{"fastestFee":10000,"halfHourFee":2500,"hourFee":1500}',
    },
    '/price': { body: '{"dogecoin":{"usd":123.456}}' },
  }
})

async function openPopover() {
  renderWithProviders(<GasFeeButton />, {
    context: createTestContext({ apiBaseUrl: server.baseUrl }),
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Gas fees' }))
  const dialog = await screen.findByRole('dialog', { name: 'Gas fees' })
  await within(dialog).findByRole('table')
  return within(dialog)
}

/** Each tier's row as read by a screen reader: name, rate, USD. */
function rows(popover: { getAllByRole(role: 'row'): HTMLElement[] }) {
  return popover
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    )
}

describe('GasFeeButton', () => {
  it('default: the three tiers in DOGE per kB with USD to 2 decimals', async () => {
    const popover = await openPopover()
    await popover.findByText('≈ $1.85')
    expect(rows(popover)).toEqual([
      ['Low', '0.015 DOGE/kB', '≈ $1.85'],
      ['Medium', '0.025 DOGE/kB', '≈ $3.08'],
      ['High', '0.1 DOGE/kB', '≈ $12.34'],
    ])
    expect(popover.queryByText(/default fees/)).toBeNull()
  })

  it('behavior: the services are tried in order', async () => {
    routes['/fee/mempool'] = { status: 503, body: '' }
    routes['/fee/explorer'] = {
      body: '{"status":"success","data":{"suggested_fee_per_kb":"0.03"}}',
    }
    const popover = await openPopover()
    await popover.findAllByText('≈ $3.70')
    expect(rows(popover).map((r) => r[1])).toEqual([
      '0.03 DOGE/kB',
      '0.03 DOGE/kB',
      '0.03 DOGE/kB',
    ])
    expect(server.requests.map((r) => r.path)).toContain('/fee/explorer')
  })

  it('behavior: every fee service failing shows the defaults, and says so', async () => {
    delete routes['/fee/mempool']
    const popover = await openPopover()
    expect(
      await popover.findByText(
        'The fee services are unavailable: these are the default fees.',
      ),
    ).toBeInTheDocument()
    expect(rows(popover)).toEqual([
      ['Low', '0.01 DOGE/kB', '≈ $1.23'],
      ['Medium', '0.02 DOGE/kB', '≈ $2.46'],
      ['High', '0.05 DOGE/kB', '≈ $6.17'],
    ])
    expect(server.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/fee/mempool', '/fee/explorer', '/fee/gas']),
    )
  })

  it('behavior: the price proxy answers when the price service fails', async () => {
    routes['/price'] = { status: 502, body: '' }
    routes['/price-proxy'] = { body: '{"dogecoin":{"usd":"0.2"}}' }
    const popover = await openPopover()
    // 0.015 DOGE × $0.2 = $0.003: below a cent, never "≈ $0.00".
    await popover.findByText('≈ $0.02')
    expect(rows(popover).map((r) => r[2])).toEqual([
      '< $0.01',
      '< $0.01',
      '≈ $0.02',
    ])
  })

  it('behavior: without a price the USD column says so', async () => {
    delete routes['/price']
    const popover = await openPopover()
    expect(
      await popover.findByText('The DOGE price is unavailable.'),
    ).toBeInTheDocument()
    expect(rows(popover).map((r) => r[2])).toEqual(['≈ $ —', '≈ $ —', '≈ $ —'])
  })
})
