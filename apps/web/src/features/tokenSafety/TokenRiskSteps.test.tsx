import { startTestServer, type TestServer } from '@drc20/api/testing'
import { WDOGE_TICK } from '@drc20/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACKNOWLEDGED_TICKS_STORAGE_KEY } from '../../lib/storage/storageKeys'
import { useTickSafety } from '../../lib/tokenSafety/useTickSafety'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { tokenListingReply } from '../../test/tokenListingRow'
import { isRiskBlocked, TokenRiskSteps } from './TokenRiskSteps'

let server: TestServer
const VERIFIED = new Set(['UNIX'])
/** SLOW's listing is answered once the test calls `answerSlow`. */
let answerSlow: () => void = () => {}
let slowAnswered = Promise.resolve()
function holdSlow() {
  slowAnswered = new Promise<void>((resolve) => {
    answerSlow = resolve
  })
}

beforeAll(async () => {
  server = await startTestServer(async ({ path, body }) => {
    if (path !== '/v4/drc20/collect') return { status: 404, body: '' }
    if (body.includes('"SLOW"')) await slowAnswered
    return tokenListingReply(body, VERIFIED)
  })
})
afterAll(() => server.close())

function Probe({
  ticks,
  showChecking,
}: {
  readonly ticks: readonly string[]
  readonly showChecking?: boolean
}) {
  const safety = useTickSafety(ticks)
  return (
    <>
      <output data-testid="blocked">{String(isRiskBlocked(safety))}</output>
      <TokenRiskSteps safety={safety} showChecking={showChecking} />
    </>
  )
}

describe('TokenRiskSteps', () => {
  it('default: the devnet’s fake WDOGE needs the step; wrapped DOGE and a verified token do not', async () => {
    const context = createTestContext({ apiBaseUrl: server.baseUrl })
    renderWithProviders(<Probe ticks={['WDOGE', 'UNIX', WDOGE_TICK]} />, {
      context,
    })
    const box = await screen.findByRole('checkbox', {
      name: 'Unverified token — I understand the risk',
    })
    // One step only: the fake WDOGE, revealed as a DRC-20.
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(
      screen.getByRole('group', { name: 'Token risk: WDOGE' }),
    ).toHaveTextContent('This is not WDOGE')
    expect(screen.getByTestId('blocked')).toHaveTextContent('true')
    await userEvent.click(box)
    expect(screen.getByTestId('blocked')).toHaveTextContent('false')
    // Kept for the next visit (after the spec's 300 ms debounce).
    await waitFor(() =>
      expect(localStorage.getItem(ACKNOWLEDGED_TICKS_STORAGE_KEY)).toBe(
        '["WDOGE"]',
      ),
    )
  })

  it('behavior: a zero-width tick beside its original is flagged as a lookalike', async () => {
    const context = createTestContext({ apiBaseUrl: server.baseUrl })
    renderWithProviders(<Probe ticks={['UNIX', 'UNI\u200bX']} />, {
      context,
    })
    const group = await screen.findByRole('group', {
      name: 'Token risk: UNI<U+200B>X',
    })
    await waitFor(() =>
      expect(group).toHaveTextContent('It looks like another token: UNIX.'),
    )
    // The verified original is not stopped (lists flag it).
    expect(screen.getAllByRole('group')).toHaveLength(1)
  })

  it('behavior: a tick whose listing cannot be read counts as unverified', async () => {
    const context = createTestContext({ apiBaseUrl: `${server.baseUrl}/down` })
    renderWithProviders(<Probe ticks={['RONA']} />, { context })
    expect(
      await screen.findByRole(
        'checkbox',
        {
          name: 'Unverified token — I understand the risk',
        },
        // The query's one retry waits a second.
        { timeout: 4000 },
      ),
    ).not.toBeChecked()
  })

  it('behavior: while a verified flag loads, the action waits and (showChecking) says why; then the step is asked', async () => {
    holdSlow()
    const context = createTestContext({ apiBaseUrl: server.baseUrl })
    renderWithProviders(<Probe ticks={['UNIX', 'SLOW']} showChecking />, {
      context,
    })
    expect(
      await screen.findByText('Checking SLOW against the token list…'),
    ).toBeVisible()
    // UNIX (verified) has loaded; SLOW has not: not yet safe to sign.
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(1))
    expect(screen.getByTestId('blocked')).toHaveTextContent('true')
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    answerSlow()
    const box = await screen.findByRole('checkbox', {
      name: 'Unverified token — I understand the risk',
    })
    expect(screen.queryByText(/Checking/)).not.toBeInTheDocument()
    expect(screen.getByTestId('blocked')).toHaveTextContent('true')
    await userEvent.click(box)
    expect(screen.getByTestId('blocked')).toHaveTextContent('false')
  })

  it('behavior: without showChecking a loading flag shows nothing (the screen’s action says so)', async () => {
    holdSlow()
    const context = createTestContext({ apiBaseUrl: server.baseUrl })
    renderWithProviders(<Probe ticks={['SLOW']} />, { context })
    await waitFor(() =>
      expect(server.requests.some((r) => r.body.includes('"SLOW"'))).toBe(true),
    )
    expect(screen.getByTestId('blocked')).toHaveTextContent('true')
    expect(screen.queryByText(/Checking/)).not.toBeInTheDocument()
    answerSlow()
    expect(await screen.findByRole('checkbox')).not.toBeChecked()
  })
})
