import type { CustodyOutputs } from './getCustodyOutputs.js'

/**
 * The payload to hand the wallet: with `custody_output` (koinu, a string)
 * when the custody output must exceed the deposit, which only a wallet
 * that sets outputs is ever asked for (`getCustodyOutputs` refuses the
 * others). Unchanged otherwise.
 */
export function withCustodyOutput<P extends object>(
  payload: P,
  outputs: CustodyOutputs | undefined,
): P {
  if (!outputs || outputs.custodyOutput === outputs.deposit) return payload
  return { ...payload, custody_output: outputs.custodyOutput.toString() }
}
