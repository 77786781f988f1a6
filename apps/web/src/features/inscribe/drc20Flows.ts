import {
  type Drc20WalletCosts,
  type Drc20WalletPayload,
  getMaxMintRepeat,
  type InscribeFormIssue,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import {
  drc20TokenQueryOptions,
  toInscribeTickLookup,
} from '../../lib/query/inscribeQueries'
import type { AppServices } from '../../lib/services'
import {
  createSubmitFlow,
  type SubmitRecheck,
} from '../../lib/submit/createSubmitFlow'

/** A DRC-20 deploy, mint or transfer, frozen when its confirmation opened. */
export type PendingDrc20 = {
  readonly payload: Drc20WalletPayload
  /** The signing address. */
  readonly sender: string
  /** Reveal out0: the receive address (deploy, mint) or the recipient. */
  readonly recipient: string
  /** Base units per kB, given to the wallet. */
  readonly feeRatePerKb: bigint
  /** What the wallet pays for it, shown in the confirmation. */
  readonly costs: Drc20WalletCosts
  /** Values already formatted. */
  readonly description: MessageDescriptor
}

/**
 * The last look at the live token before the wallet opens: a deploy's tick
 * is still free, a mint's tick is deployed and its whole `amt × repeat`
 * still fits (docs/protocol.md §4.3: no partial mint).
 */
async function recheckInscription(
  pending: PendingDrc20,
  services: AppServices,
): Promise<SubmitRecheck<PendingDrc20, InscribeFormIssue>> {
  const { payload } = pending
  if (payload.op === 'transfer') return { kind: 'sign' }
  const lookup = toInscribeTickLookup(
    await services.queryClient.fetchQuery({
      ...drc20TokenQueryOptions(services.api, payload.tick),
      staleTime: 0,
    }),
  )
  if (payload.op === 'deploy')
    return lookup.status === 'found'
      ? { kind: 'refused', issue: { field: 'tick', code: 'TICK_EXISTS' } }
      : { kind: 'sign' }
  if (lookup.status !== 'found')
    return { kind: 'refused', issue: { field: 'tick', code: 'NOT_DEPLOYED' } }
  const { max, minted } = lookup.token
  const remaining = max > minted ? max - minted : 0n
  const maxRepeat = getMaxMintRepeat({ amt: BigInt(payload.amt), remaining })
  return maxRepeat >= (payload.repeat ?? 1)
    ? { kind: 'sign' }
    : {
        kind: 'refused',
        issue: {
          field: 'amount',
          code: 'EXCEEDS_REMAINING_SUPPLY',
          remaining,
          maxRepeat,
        },
      }
}

function createDrc20Flow(name: string, recheck?: typeof recheckInscription) {
  return createSubmitFlow<PendingDrc20, InscribeFormIssue>({
    name,
    ...(recheck ? { recheck } : {}),
    // The payload goes as signed; the receive address, repeat and fee rate
    // travel as the wallet's own keys (docs/wallet.md §3.3, §11.11).
    sign: (wallet, { payload, sender, recipient, feeRatePerKb }) =>
      wallet.sendDogecoin(payload, {
        ...(payload.op === 'transfer' || recipient !== sender
          ? { to: recipient }
          : {}),
        ...(payload.op === 'mint' && payload.repeat !== undefined
          ? { repeat: payload.repeat }
          : {}),
        feeRatePerKb,
      }),
    protocol: () => 'drc-20',
    // Journaled as the wallet receives it, fee rate included: the order
    // lookup prices its fees from it (the indexer stores none).
    payload: ({ payload, sender, recipient, feeRatePerKb }) => ({
      ...payload,
      ...(recipient !== sender ? { to: recipient } : {}),
      feeRate: Number(feeRatePerKb),
    }),
    describe: (pending) => pending.description,
    // Inscriptions are not priced by the pools: index lag does not pause them.
    pausable: false,
  })
}

/** The inscribe form's flow (deploy, mint). */
export const inscribeFlow = createDrc20Flow('inscribe', recheckInscription)

/** The transfer form's flow. */
export const transferFlow = createDrc20Flow('transfer')
