import { deriveAccountAddress } from '../indexer/deriveLedgerAddress.js'
import { WALLET_ACCOUNTS } from './accounts.js'
import { mintAmount } from './mintAmount.js'
import type { SeedContext } from './seedTypes.js'

// The inscribe screens' fixtures, the same at every seed and scale: a
// token close to minted out (the all-or-nothing repeat rule of
// docs/protocol.md §4.3 shows on it), and an order history for wallet
// account 8 with a completed and a failed mint.

const UNIT = 100_000_000n

/** 1,000 supply, 100 per mint, 950 minted: 50 left. */
export const LAST_MINT_TICK = 'LASTMINT'
export const LAST_MINT_MAX = 1_000n * UNIT
export const LAST_MINT_LIM = 100n * UNIT
export const LAST_MINT_MINTED = 950n * UNIT

export function seedInscribe(ctx: SeedContext): void {
  const deployer = deriveAccountAddress('inscribe:LASTMINT:0')
  const height = ctx.genesisHeight - 30
  ctx.history.add({
    height,
    address: deployer,
    payloads: [
      {
        p: 'drc-20',
        op: 'deploy',
        tick: LAST_MINT_TICK,
        max: LAST_MINT_MAX.toString(),
        lim: LAST_MINT_LIM.toString(),
      },
    ],
  })
  mintAmount(
    ctx,
    height + 1,
    LAST_MINT_TICK,
    deployer,
    940n * UNIT,
    LAST_MINT_LIM,
  )
  // Account 8: one mint that settles, one above the limit that the
  // indexer rejects (its history shows both).
  const account = WALLET_ACCOUNTS[8]?.address
  if (account === undefined) return
  mintAmount(
    ctx,
    height + 2,
    LAST_MINT_TICK,
    account,
    10n * UNIT,
    LAST_MINT_LIM,
  )
  ctx.history.add({
    height: height + 3,
    address: account,
    payloads: [
      {
        p: 'drc-20',
        op: 'mint',
        tick: LAST_MINT_TICK,
        amt: (LAST_MINT_LIM + 1n).toString(),
      },
    ],
  })
}
