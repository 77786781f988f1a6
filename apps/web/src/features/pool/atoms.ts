import type { FlowStatus, PoolPayload } from '@drc20/core'
import { transitionFlow } from '@drc20/core'
import type { WalletError } from '@drc20/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { atom } from 'jotai'
import { trackOperationAtom } from '../../lib/activity/activityAtoms'
import { servicesAtom } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'

export type PoolFlowState = {
  readonly status: FlowStatus
  readonly txHash?: string
  readonly error?: WalletError
}

const INITIAL_FLOW: PoolFlowState = { status: 'INIT' }
const flowBaseAtom = atom<PoolFlowState>(INITIAL_FLOW)

/** The confirm modal's flow: INIT → awaiting-wallet → submitted | failed. */
export const poolFlowAtom = atom((get) => get(flowBaseAtom))

function step(
  state: PoolFlowState,
  event: Parameters<typeof transitionFlow>[1],
  extra: Omit<PoolFlowState, 'status'> = {},
): PoolFlowState {
  const next = transitionFlow(state.status, event)
  if (next.isErr()) throw new Error(`pool flow: ${next.error.code}`)
  return { status: next.value, ...extra }
}

export type SubmitPoolPayloadInput = {
  readonly payload: PoolPayload
  readonly description: MessageDescriptor
}

/**
 * Sends the payload to the wallet and journals a submission with the
 * activity tracker. A rejection in the wallet is silent (back to INIT).
 */
export const submitPoolPayloadAtom = atom(
  null,
  async (
    get,
    set,
    { payload, description }: SubmitPoolPayloadInput,
  ): Promise<FlowStatus> => {
    const flow = get(flowBaseAtom)
    if (flow.status !== 'INIT') return flow.status
    set(flowBaseAtom, step(flow, { type: 'SUBMIT' }))
    const address = get(signingAddressAtom)
    const result = await (await get(servicesAtom).wallet()).createSwap(payload)
    const current = get(flowBaseAtom)
    result.match(
      (outcome) => {
        if (outcome.kind === 'rejected') {
          set(flowBaseAtom, step(current, { type: 'REJECTED' }))
          return
        }
        set(
          flowBaseAtom,
          step(current, { type: 'SIGNED' }, { txHash: outcome.txHash }),
        )
        if (address !== undefined) {
          set(trackOperationAtom, {
            txHash: outcome.txHash,
            address,
            protocol: payload.p,
            payload: { ...payload },
            description,
          })
        }
      },
      (error) =>
        set(flowBaseAtom, step(current, { type: 'FAILED' }, { error })),
    )
    return get(flowBaseAtom).status
  },
)

/** Closes a finished flow (or an idle one) for the next operation. */
export const resetPoolFlowAtom = atom(null, (get, set) => {
  const flow = get(flowBaseAtom)
  if (flow.status === 'awaiting-wallet') return
  set(flowBaseAtom, INITIAL_FLOW)
})
