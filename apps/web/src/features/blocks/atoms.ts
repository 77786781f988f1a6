import {
  type BlockIndicatorState,
  getBlockIndicatorState,
  getBlocksBehind,
  isTradingPaused,
} from '@drc20/core'
import { atom } from 'jotai'
import { servicesAtom } from '../../lib/services'
import {
  type BlockPoller,
  type BlockPollSnapshot,
  type BlockScheduler,
  browserScheduler,
  createBlockPoller,
  INITIAL_BLOCK_POLL_SNAPSHOT,
} from './createBlockPoller'

/** Timers of the block refresh; tests replace them with fake ones. */
export const blockSchedulerAtom = atom<BlockScheduler>(browserScheduler)

const snapshotAtom = atom<BlockPollSnapshot>(INITIAL_BLOCK_POLL_SNAPSHOT)
const onSwapPageAtom = atom(false)
const pollerAtom = atom<
  { readonly poller: BlockPoller; readonly dispose: () => void } | undefined
>(undefined)

function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/**
 * The refresh loop runs while anything reads the block state: the header
 * badge, the trading gate or a new-block subscriber.
 */
const blockPollAtom = atom(
  (get) => get(snapshotAtom),
  (get, set, action: 'mount' | 'unmount') => {
    get(pollerAtom)?.dispose()
    set(pollerAtom, undefined)
    if (action === 'unmount') return
    const { api } = get(servicesAtom)
    const poller = createBlockPoller({
      fetchBlockInfo: (signal) =>
        api().then((client) => client.getBlockInfoWithRetry({ signal })),
      scheduler: get(blockSchedulerAtom),
      online: isBrowserOnline(),
      onSwapPage: get(onSwapPageAtom),
      initial: get(snapshotAtom),
    })
    const unsubscribe = poller.subscribe(() =>
      set(snapshotAtom, poller.getSnapshot()),
    )
    const onOnline = () => poller.setOnline(true)
    const onOffline = () => poller.setOnline(false)
    globalThis.addEventListener?.('online', onOnline)
    globalThis.addEventListener?.('offline', onOffline)
    set(pollerAtom, {
      poller,
      dispose() {
        globalThis.removeEventListener?.('online', onOnline)
        globalThis.removeEventListener?.('offline', onOffline)
        unsubscribe()
        poller.stop()
      },
    })
    set(snapshotAtom, poller.getSnapshot())
    poller.start()
  },
)
blockPollAtom.onMount = (dispatch) => {
  dispatch('mount')
  return () => dispatch('unmount')
}

/** Everything the refresh loop knows (heights, failures, online, timing). */
export const blockPollStateAtom = atom((get) => get(blockPollAtom))

/** Blocks the indexer is behind the chain (spec `blocks`), once known. */
export const blocksBehindAtom = atom((get) => {
  const info = get(blockPollAtom).info
  return info && getBlocksBehind(info)
})

/** The header badge's state: normal, warning, offline or connection error. */
export const blockIndicatorStateAtom = atom<BlockIndicatorState>((get) => {
  const { online, consecutiveFailures, info } = get(blockPollAtom)
  return getBlockIndicatorState({
    online,
    consecutiveFailures,
    indexHeight: info?.indexHeight,
    chainHeight: info?.chainHeight,
  })
})

/** Swaps, adds and trades pause while the index lags (core's gate). */
export const tradingPausedAtom = atom((get) => {
  const info = get(blockPollAtom).info
  return isTradingPaused({
    indexHeight: info?.indexHeight,
    chainHeight: info?.chainHeight,
  })
})

/**
 * The new-block signal: a fresh `{ indexHeight }` object each time the
 * index height changes, the same object otherwise. Subscribe with
 * `useAtomValue` + an effect, or `store.sub`.
 */
export const newBlockAtom = atom((get) => get(blockPollAtom).newBlock)

/** Refreshes now and restarts polling (click on the connection error). */
export const retryBlockInfoAtom = atom(null, (get) => {
  get(pollerAtom)?.poller.retry()
})

/** /swap pages refresh faster (15 s schedule). */
export const setBlockSwapPageAtom = atom(
  null,
  (get, set, onSwapPage: boolean) => {
    set(onSwapPageAtom, onSwapPage)
    get(pollerAtom)?.poller.setOnSwapPage(onSwapPage)
  },
)
