import { startTestServer, type TestServer } from '@drc20/api/testing'
import { timeoutManager } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { INDEXED } from '../../lib/query/queryKeys'
import { readTradingGate } from '../../lib/query/useBlockPoll'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { BlockIndicator } from './BlockIndicator'
import { ChainStatusNotice } from './ChainStatusNotice'
import { createFakeIntervals } from './test/createFakeIntervals'

let server: TestServer
let heights: { index: number; chain: number } | 'fail'

const intervals = createFakeIntervals()

beforeAll(async () => {
  timeoutManager.setTimeoutProvider(intervals.provider)
  server = await startTestServer(({ path }) => {
    if (path !== '/v4/info/blocknumber') return { status: 404, body: '' }
    if (heights === 'fail') return { status: 502, body: 'bad gateway' }
    return {
      body: JSON.stringify({
        code: 200,
        msg: 'success',
        data: { index_height: heights.index, chain_height: heights.chain },
      }),
    }
  })
})
afterAll(() => {
  timeoutManager.setTimeoutProvider(intervals.original)
  server.close()
})

beforeEach(() => {
  server.requests.length = 0
  heights = { index: 1200, chain: 1201 }
  intervals.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

function setup({ onSwapPage = false } = {}) {
  const timers = intervals
  const context = createTestContext({ apiBaseUrl: server.baseUrl })
  const view = renderWithProviders(
    <>
      <BlockIndicator onSwapPage={onSwapPage} />
      <ChainStatusNotice />
    </>,
    { context },
  )
  return {
    ...view,
    timers,
    queryClient: context.services.queryClient,
    user: userEvent.setup(),
  }
}

const badge = () =>
  screen.getAllByRole('button').find((b) => b.hasAttribute('data-state')) as
    | HTMLElement
    | undefined

/** Fires the waiting refresh and waits for its answer to be shown. */
async function tick(timers: typeof intervals) {
  const before = server.requests.length
  let delayMs = 0
  await act(async () => {
    delayMs = timers.runNext()
  })
  await waitFor(() => expect(server.requests.length).toBeGreaterThan(before))
  await waitFor(() => expect(badge()).not.toHaveAttribute('data-loading'))
  return delayMs
}

describe('BlockIndicator', () => {
  it('default: the index height, chain height and lag in its name', async () => {
    const { timers } = setup()
    const button = await screen.findByRole('button', {
      name: 'Block height. Index height: 1,200. Chain height: 1,201. 1 block behind',
    })
    expect(button).toHaveTextContent('1,200')
    expect(button).toHaveAttribute('data-state', 'normal')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))
  })

  it('behavior: more than 5 blocks behind is the warning style', async () => {
    heights = { index: 1200, chain: 1206 }
    setup()
    const button = await screen.findByRole('button', {
      name: /^The index is behind the chain\. .*6 blocks behind$/,
    })
    expect(button).toHaveAttribute('data-state', 'warning')
  })

  it('behavior: exactly 5 behind is still normal', async () => {
    heights = { index: 1200, chain: 1205 }
    setup()
    expect(
      await screen.findByRole('button', { name: /5 blocks behind$/ }),
    ).toHaveAttribute('data-state', 'normal')
  })

  it('behavior: each refresh shows the new height; a new block invalidates the indexer queries', async () => {
    const { timers, queryClient } = setup()
    await screen.findByText('1,200')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))
    const probe = [INDEXED, 'probe']
    queryClient.setQueryData(probe, 1)
    expect(readTradingGate(queryClient).paused).toBe(false)

    await tick(timers)
    // Same height: nothing to refresh.
    expect(queryClient.getQueryState(probe)?.isInvalidated).toBe(false)

    heights = { index: 1201, chain: 1201 }
    await tick(timers)
    expect(await screen.findByText('1,201')).toBeInTheDocument()
    expect(queryClient.getQueryState(probe)?.isInvalidated).toBe(true)
  })

  it('behavior: /swap pages refresh every 15 s', async () => {
    const { timers } = setup({ onSwapPage: true })
    await screen.findByText('1,200')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([15_000]))
  })

  it('behavior: 5 failures in a row stop polling; a click retries', async () => {
    heights = 'fail'
    const { timers, user, queryClient } = setup()
    // Each refresh is one request plus the client's 3 retries.
    const delays: number[] = []
    await waitFor(() => expect(server.requests).toHaveLength(4))
    await waitFor(() => expect(timers.pendingDelays()).toEqual([120_000]))
    for (let i = 0; i < 4; i++) {
      delays.push(timers.pendingDelays()[0] ?? -1)
      await tick(timers)
      await waitFor(() => expect(server.requests).toHaveLength(4 * (i + 2)))
    }
    expect(delays).toEqual([120_000, 240_000, 300_000, 300_000])
    const button = await screen.findByRole('button', {
      name: 'Connection error, click to retry',
    })
    expect(button).toHaveAttribute('data-state', 'connection-error')
    expect(timers.pendingDelays()).toEqual([]) // polling stopped
    expect(server.requests).toHaveLength(20)
    expect(readTradingGate(queryClient).paused).toBe(true)

    heights = { index: 1300, chain: 1300 }
    await user.click(button)
    expect(
      await screen.findByRole('button', { name: /^Block height\./ }),
    ).toHaveTextContent('1,300')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))
  })

  it('behavior: one failed refresh marks the data stale until fresh heights arrive', async () => {
    const { timers, queryClient, user } = setup()
    await screen.findByText('1,200')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))
    const probe = [INDEXED, 'probe']
    queryClient.setQueryData(probe, 1)

    heights = 'fail'
    await tick(timers)
    await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'stale'))
    expect(badge()).toHaveAccessibleName(
      /^The data provider is not answering; figures may be out of date\. Click to retry/,
    )
    // Submitting waits for fresh data; the old heights are kept on screen.
    expect(readTradingGate(queryClient)).toMatchObject({
      paused: true,
      stale: true,
    })
    expect(badge()).toHaveTextContent('1,200')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The data provider is not answering',
    )

    // Retry from the notice: still failing, still stale.
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled(),
    )
    expect(readTradingGate(queryClient).paused).toBe(true)

    heights = { index: 1201, chain: 1201 }
    await user.click(badge() as HTMLElement)
    await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'normal'))
    expect(readTradingGate(queryClient)).toMatchObject({
      paused: false,
      stale: false,
    })
    expect(screen.queryByRole('alert')).toBeNull()
    // Fresh data for the page after the outage.
    expect(queryClient.getQueryState(probe)?.isInvalidated).toBe(true)
  })

  it('behavior: no new chain height for 3 block intervals is a halt, with a notice', async () => {
    let nowMs = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => nowMs)
    const { timers } = setup()
    await screen.findByText('1,200')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))
    nowMs += 120_000
    await tick(timers)
    expect(badge()).toHaveAttribute('data-state', 'normal')
    nowMs += 60_000
    await tick(timers)
    await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'halted'))
    expect(badge()).toHaveAccessibleName(/^No new block for 3 minutes\./)
    expect(screen.getByRole('status')).toHaveTextContent(
      'The chain may be halted',
    )

    heights = { index: 1201, chain: 1202 }
    nowMs += 60_000
    await tick(timers)
    await waitFor(() => expect(badge()).toHaveAttribute('data-state', 'normal'))
    expect(screen.queryByText(/The chain may be halted/)).toBeNull()
  })

  it('behavior: offline shows the error style; online resets and refreshes', async () => {
    const { timers } = setup()
    await screen.findByText('1,200')
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))

    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    const offline = screen.getByRole('button', { name: /^Network offline/ })
    expect(offline).toHaveAttribute('data-state', 'offline')
    expect(timers.pendingDelays()).toEqual([]) // nothing fetched offline

    heights = { index: 1250, chain: 1250 }
    const before = server.requests.length
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText('1,250')).toBeInTheDocument()
    expect(badge()).toHaveAttribute('data-state', 'normal')
    expect(server.requests.length).toBe(before + 1)
    await waitFor(() => expect(timers.pendingDelays()).toEqual([60_000]))
  })

  it('behavior: coming back online clears a connection error', async () => {
    heights = 'fail'
    const { timers } = setup()
    for (let i = 0; i < 4; i++) {
      // Each refresh is one request plus the client's 3 retries.
      await waitFor(() => expect(server.requests).toHaveLength(4 * (i + 1)))
      await waitFor(() => expect(timers.pendingDelays()).toHaveLength(1))
      await tick(timers)
    }
    await screen.findByRole('button', {
      name: 'Connection error, click to retry',
    })
    heights = { index: 1400, chain: 1401 }
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(
      await screen.findByRole('button', { name: /^Block height\./ }),
    ).toHaveTextContent('1,400')
  })
})
