import { createWdogeDepositPayload } from '@drc20/core'
import { createWalletClient } from '@drc20/wallet'
import { createTestProvider, TEST_ADDRESSES } from '@drc20/wallet/testing'
import { msg } from '@lingui/core/macro'
import { waitFor } from '@testing-library/react'
import { errAsync, okAsync, ResultAsync } from 'neverthrow'
import { describe, expect, it, vi } from 'vitest'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { getJournalStorageKey, parseJournal } from '../activity/journal'
import { ApiQueryError } from '../api/apiQueryError'
import { BLOCK_QUERY_KEY, type BlockPoll } from '../query/blockQueries'
import { INDEXED } from '../query/queryKeys'
import {
  confirmStatus,
  createSubmitFlow,
  type SubmitFlowOptions,
  type SubmitRecheck,
} from './createSubmitFlow'
import { lateSubmissionsAtom } from './lateAnswers'
import { submitFlowErrorMessage } from './submitFlowErrorMessage'

type Pending = { readonly amount: number }

const journal = () =>
  parseJournal(
    localStorage.getItem(getJournalStorageKey(TEST_ADDRESSES.livenet)),
  )
const PAYLOAD = { p: 'wdoge', op: 'deposit', amt: '1' }

function setup(
  overrides: Partial<SubmitFlowOptions<Pending, 'GONE'>> = {},
  { lagBlocks = 0 } = {},
) {
  const sim = createTestWallet({ connected: true })
  const context = createTestContext({ wallet: sim.wallet })
  const { store } = context
  const { queryClient } = context.services
  queryClient.setQueryData<BlockPoll>(BLOCK_QUERY_KEY, {
    info: { indexHeight: 100, chainHeight: 100 + lagBlocks },
    consecutiveFailures: 0,
  })
  const sign = vi.fn((_wallet: unknown, _pending: Pending) =>
    okAsync({ kind: 'submitted', txHash: 'a'.repeat(64) } as const),
  )
  const flow = createSubmitFlow<Pending, 'GONE'>({
    name: 'test',
    sign,
    protocol: () => 'wdoge',
    payload: () => PAYLOAD,
    describe: (pending) => msg`Wrap ${pending.amount}`,
    ...overrides,
  })
  // Called by the tests that need it: a wait left running past its test
  // would fail in whichever test runs next.
  const ready = () =>
    waitFor(() => expect(sim.wallet.getSnapshot().status).toBe('connected'))
  return { ...context, queryClient, store, flow, sign, ready }
}

describe(createSubmitFlow, () => {
  it('default: open freezes the pending, confirm signs, journals and refreshes', async () => {
    const { store, flow, sign, queryClient, ready } = setup()
    await ready()
    queryClient.setQueryData([INDEXED, 'probe'], 1)
    store.set(flow.openAtom, { amount: 1 })
    expect(store.get(flow.stateAtom)).toEqual({
      status: 'INIT',
      pending: { amount: 1 },
    })
    expect(await store.set(flow.confirmAtom)).toBe('submitted')
    expect(sign).toHaveBeenCalledWith(expect.anything(), { amount: 1 })
    expect(store.get(flow.stateAtom)).toMatchObject({
      status: 'submitted',
      txHash: 'a'.repeat(64),
    })
    expect(journal()).toMatchObject([
      {
        txHash: 'a'.repeat(64),
        address: TEST_ADDRESSES.livenet,
        protocol: 'wdoge',
        payload: PAYLOAD,
        status: 'pending',
      },
    ])
    expect(queryClient.getQueryState([INDEXED, 'probe'])?.isInvalidated).toBe(
      true,
    )
    store.set(flow.closeAtom)
    expect(store.get(flow.stateAtom)).toEqual({ status: 'INIT' })
  })

  it('behavior: a rejection in the wallet is silent, back to the confirmation', async () => {
    const { store, flow, ready } = setup({
      sign: () => okAsync({ kind: 'rejected' } as const),
    })
    await ready()
    store.set(flow.openAtom, { amount: 1 })
    expect(await store.set(flow.confirmAtom)).toBe('INIT')
    expect(store.get(flow.stateAtom)).toEqual({
      status: 'INIT',
      pending: { amount: 1 },
    })
    expect(journal()).toEqual([])
  })

  it('behavior: a wallet failure is a coded error; reset goes back to confirm', async () => {
    const { store, flow, ready } = setup({
      sign: () => errAsync({ code: 'WALLET_NOT_INSTALLED' } as const),
    })
    await ready()
    store.set(flow.openAtom, { amount: 1 })
    expect(await store.set(flow.confirmAtom)).toBe('failed')
    expect(store.get(flow.stateAtom).error).toEqual({
      code: 'WALLET',
      error: { code: 'WALLET_NOT_INSTALLED' },
    })
    store.set(flow.resetAtom)
    expect(store.get(flow.stateAtom)).toEqual({
      status: 'INIT',
      pending: { amount: 1 },
    })
  })

  it('behavior: index lag refuses it before anything else', async () => {
    const { store, flow, sign } = setup({}, { lagBlocks: 6 })
    store.set(flow.openAtom, { amount: 1 })
    expect(await store.set(flow.confirmAtom)).toBe('INIT')
    expect(store.get(flow.stateAtom).error).toEqual({ code: 'TRADING_PAUSED' })
    expect(sign).not.toHaveBeenCalled()
  })

  it.each<[string, SubmitRecheck<Pending, 'GONE'> | 'throw', object]>([
    [
      'a fresh pending to confirm again',
      { kind: 'confirm-again', pending: { amount: 2 } },
      { status: 'INIT', pending: { amount: 2 } },
    ],
    [
      'a refusal',
      { kind: 'refused', issue: 'GONE' },
      {
        status: 'INIT',
        pending: { amount: 1 },
        error: { code: 'REFUSED', issue: 'GONE' },
      },
    ],
    [
      'fresh data that cannot be read',
      'throw',
      {
        status: 'INIT',
        error: {
          code: 'CHECK_FAILED',
          error: {
            kind: 'http',
            status: 502,
            message: '',
            serverMessage: null,
          },
        },
      },
    ],
  ])(
    'transition: the re-check stops the signing with %s',
    async (_title, answer, expected) => {
      let checking = false
      const { store, flow, sign } = setup({
        async recheck() {
          checking = store.get(flow.stateAtom).status === 'checking'
          if (answer === 'throw')
            throw new ApiQueryError({
              kind: 'http',
              status: 502,
              message: '',
              serverMessage: null,
            })
          return answer
        },
      })
      store.set(flow.openAtom, { amount: 1 })
      expect(await store.set(flow.confirmAtom)).toBe('INIT')
      expect(checking).toBe(true)
      expect(store.get(flow.stateAtom)).toMatchObject(expected)
      expect(sign).not.toHaveBeenCalled()
    },
  )

  it('behavior: a re-check may refresh what is signed', async () => {
    const { store, flow, sign, ready } = setup({
      recheck: async () => ({ kind: 'sign', pending: { amount: 3 } }),
    })
    await ready()
    store.set(flow.openAtom, { amount: 1 })
    expect(await store.set(flow.submitAtom, { amount: 1 })).toBe('submitted')
    expect(sign).toHaveBeenCalledWith(expect.anything(), { amount: 3 })
  })

  it('behavior: not closed or reopened while the wallet is open', async () => {
    let release: () => void = () => {}
    const { store, flow, ready } = setup({
      sign: () =>
        ResultAsync.fromSafePromise(
          new Promise<void>((resolve) => {
            release = resolve
          }),
        ).map(() => ({ kind: 'rejected' }) as const),
    })
    await ready()
    store.set(flow.openAtom, { amount: 1 })
    const done = store.set(flow.confirmAtom)
    await waitFor(() =>
      expect(store.get(flow.stateAtom).status).toBe('awaiting-wallet'),
    )
    store.set(flow.closeAtom)
    store.set(flow.openAtom, { amount: 9 })
    expect(store.get(flow.stateAtom).pending).toEqual({ amount: 1 })
    release()
    expect(await done).toBe('INIT')
  })

  describe('a wallet that answers late', () => {
    const DEPOSIT = createWdogeDepositPayload({
      amt: 200_000_000n,
    })._unsafeUnwrap()

    /** A real wallet client whose approvals wait for a person (no popup here). */
    async function setupLate() {
      const sim = createTestProvider({
        connected: true,
        approval: 'manual',
        approvalLatencyMs: 0,
        readLatencyMs: 0,
      })
      // The 120 s approval timeout, shortened for the test.
      const wallet = createWalletClient({
        host: sim.host,
        detectionWindowMs: 50,
        approvalTimeoutMs: 100,
      })
      const context = createTestContext({ wallet })
      context.services.queryClient.setQueryData<BlockPoll>(BLOCK_QUERY_KEY, {
        info: { indexHeight: 100, chainHeight: 100 },
        consecutiveFailures: 0,
      })
      const flow = createSubmitFlow<Pending>({
        name: 'wrap',
        sign: (client) => client.createSwap(DEPOSIT),
        protocol: () => 'wdoge',
        payload: () => DEPOSIT,
        describe: (pending) => msg`Wrap ${pending.amount}`,
      })
      await waitFor(() => expect(wallet.getSnapshot().status).toBe('connected'))
      return { ...context, store: context.store, flow, sim, wallet }
    }

    const text = (error: unknown) =>
      submitFlowErrorMessage(
        error as Parameters<typeof submitFlowErrorMessage>[0],
        () => msg`refused`,
      ).message

    it('behavior: "no answer yet", then the late approval is journaled, told and shown submitted', async () => {
      const { store, flow, sim } = await setupLate()
      store.set(flow.openAtom, { amount: 2 })
      expect(await store.set(flow.confirmAtom)).toBe('failed')
      const { error } = store.get(flow.stateAtom)
      expect(error).toMatchObject({
        code: 'WALLET',
        error: { code: 'WALLET_NO_ANSWER', method: 'createSwap' },
      })
      expect(text(error)).toBe(
        'No answer from the wallet yet: check it before retrying.',
      )
      expect(journal()).toEqual([])

      // The user finds the popup and approves, long after the wait ended.
      sim.control.pending()[0]?.approve()
      await waitFor(() => expect(journal()).toHaveLength(1))
      const [entry] = journal()
      expect(entry).toMatchObject({
        protocol: 'wdoge',
        status: 'pending',
        payload: DEPOSIT,
        description: { values: { 0: 2 } },
      })
      expect(store.get(lateSubmissionsAtom)).toMatchObject([
        { txHash: entry?.txHash },
      ])
      expect(store.get(flow.stateAtom)).toMatchObject({
        status: 'submitted',
        txHash: entry?.txHash,
      })
    })

    it('behavior: the same payload is refused while the first waits; after a check it can go again', async () => {
      const { store, flow, sim } = await setupLate()
      store.set(flow.openAtom, { amount: 2 })
      expect(await store.set(flow.confirmAtom)).toBe('failed')
      store.set(flow.resetAtom)
      expect(await store.set(flow.confirmAtom)).toBe('failed')
      const { error } = store.get(flow.stateAtom)
      expect(error).toMatchObject({
        error: { code: 'SAME_REQUEST_OUTSTANDING', unanswered: true },
      })
      expect(text(error)).toBe(
        'This request is still waiting for the wallet: check the wallet before sending it again.',
      )
      expect(sim.control.calls('createSwap')).toHaveLength(1)

      // Checked the wallet: nothing there. Send again on purpose.
      await store.set(flow.forgetUnansweredAtom)
      expect(store.get(flow.stateAtom)).toEqual({
        status: 'INIT',
        pending: { amount: 2 },
      })
      const second = store.set(flow.confirmAtom)
      await waitFor(() => expect(sim.control.pending()).toHaveLength(2))
      sim.control.pending()[1]?.approve()
      expect(await second).toBe('submitted')
      expect(sim.control.calls('createSwap')).toHaveLength(2)
    })
  })
})

describe(confirmStatus, () => {
  it.each([
    ['INIT', 'idle'],
    ['checking', 'checking'],
    ['awaiting-wallet', 'awaiting-wallet'],
    ['submitted', 'idle'],
    ['failed', 'idle'],
  ] as const)('behavior: %s shows %s', (status, shown) => {
    expect(confirmStatus(status)).toBe(shown)
  })
})
