import type { ExchangeListing } from '../../domain/listings.js'
import { WDOGE_TICK } from '../../identifiers/wdogeTick.js'

let counter = 0

/** A listing row as v4 exchange/collect returns it. */
export function listing(
  overrides: Partial<ExchangeListing> & {
    readonly amt0: bigint
    readonly amt1: bigint
  },
): ExchangeListing {
  counter += 1
  return {
    id: counter,
    exId: counter.toString(16).padStart(64, '0'),
    tick0: 'UNIX',
    tick1: WDOGE_TICK,
    amt0Finish: 0n,
    amt1Finish: 0n,
    holderAddress: `DMaker${counter}`,
    reservesAddress: 'AEscrow',
    createDateMs: counter * 1000,
    updateDateMs: counter * 1000,
    ...overrides,
  }
}
