// Quote a swap exactly as the indexer will settle it, from a plain Node 20
// ESM script. Run after `pnpm build`: node packages/core/examples/quote-swap.mjs
import {
  createPairV1SwapPayload,
  formatUnits,
  parseUnits,
  quoteSwap,
  serializePayload,
} from '@drc20/core'

// Pool P of protocol.md §16: 100,000,000,000 UNIX against 50,000,000,000 WDOGE.
const reserveIn = 100_000_000_000n
const reserveOut = 50_000_000_000n
const amountIn = parseUnits('100')._unsafeUnwrap() // 100 UNIX

const quote = quoteSwap({ amountIn, reserveIn, reserveOut, slippageBps: 50n })
if (quote.isErr()) throw new Error(`no quote: ${quote.error.code}`)
const { amountOut, fee, minimumAmountOut } = quote.value

console.info(`pay      ${formatUnits(amountIn)} UNIX (fee ${formatUnits(fee)})`)
console.info(`receive  ${formatUnits(amountOut)} WDOGE`)
console.info(`at least ${formatUnits(minimumAmountOut)} WDOGE (0.5% slippage)`)

const payload = createPairV1SwapPayload({
  tick0: 'UNIX',
  tick1: 'WDOGE(WRAPPED-DOGE)',
  amt0: amountIn,
  amt1: amountOut,
  amt1Min: minimumAmountOut,
})
console.info(serializePayload(payload._unsafeUnwrap()))

// protocol.md §16 E8: 4,533,054,469 out, 4,510,389,196 minimum.
if (amountOut !== 4_533_054_469n || minimumAmountOut !== 4_510_389_196n) {
  console.error('quote differs from the worked example E8')
  process.exit(1)
}
