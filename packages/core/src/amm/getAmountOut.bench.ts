import BigNumber from 'bignumber.js'
import { bench, describe } from 'vitest'
import { getAmountOut } from './getAmountOut.js'
import { quoteSwap } from './quoteSwap.js'

// Reference: the same settlement formula written with bignumber.js, the way
// a decimal-library front end would (integer division via ROUND_DOWN).
const BN = BigNumber.clone({
  DECIMAL_PLACES: 0,
  ROUNDING_MODE: BigNumber.ROUND_DOWN,
})

const Ratio = BigNumber.clone({ DECIMAL_PLACES: 36 })

function getAmountOutBigNumber(
  amountIn: string,
  reserveIn: string,
  reserveOut: string,
): BigNumber {
  const a = new BN(amountIn)
  const fee = a.idiv(1000).times(3)
  const amtIn = a.minus(fee)
  return amtIn.times(reserveOut).idiv(amtIn.plus(reserveIn))
}

function quoteSwapBigNumber(
  amountIn: string,
  reserveIn: string,
  reserveOut: string,
  slippageBps: number,
) {
  const a = new BN(amountIn)
  const rIn = new BN(reserveIn)
  const rOut = new BN(reserveOut)
  const fee = a.idiv(1000).times(3)
  const amtIn = a.minus(fee)
  const out = amtIn.times(rOut).idiv(amtIn.plus(rIn))
  const mid = new Ratio(reserveOut).div(reserveIn)
  const exec = new Ratio(out).div(amountIn)
  return {
    fee,
    amountOut: out,
    minimumAmountOut: out.times(10_000 - slippageBps).idiv(10_000),
    newReserveIn: rIn.plus(a),
    newReserveOut: rOut.minus(out),
    midPrice: mid,
    executionPrice: exec,
    priceImpact: new Ratio(1).minus(new Ratio(out).div(amtIn.times(mid))),
  }
}

// Each iteration quotes 4 inputs: quotes per second = hz × 4.
// Shared pool P of docs/protocol.md §16 and a spread of input sizes.
const R0 = 100_000_000_000n
const R1 = 50_000_000_000n
const inputs = [999n, 123_456_789n, 10_000_000_000n, 987_654_321_000n]
const inputsText = inputs.map(String)

describe('getAmountOut: bigint vs bignumber.js', () => {
  bench('getAmountOut (bigint)', () => {
    for (const a of inputs) getAmountOut(a, R0, R1)
  })
  bench('reference (bignumber.js)', () => {
    for (const a of inputsText)
      getAmountOutBigNumber(a, '100000000000', '50000000000')
  })
})

describe('quoteSwap: bigint vs bignumber.js', () => {
  bench('quoteSwap (bigint + BigNumber ratios)', () => {
    for (const a of inputs)
      quoteSwap({
        amountIn: a,
        reserveIn: R0,
        reserveOut: R1,
        slippageBps: 50n,
      })
  })
  bench('reference (bignumber.js)', () => {
    for (const a of inputsText)
      quoteSwapBigNumber(a, '100000000000', '50000000000', 50)
  })
})
