import type { ImportData, ImportProblem } from '../import/readImportDir.js'
import { type IndexerState, mintTo, openBalanceRow } from './state.js'

export type ImportTokensOptions = {
  readonly genesisHeight: number
  readonly genesisTime: number
  /** Chain-time seconds per block before genesis (deploy heights). */
  readonly blockSeconds: number
}

export type ImportTokensReturnType = {
  readonly tokens: number
  readonly holders: number
  readonly problems: readonly ImportProblem[]
}

/**
 * Registers imported tokens in the index at genesis, as deployed DRC-20
 * tokens with the imported minted amount, and credits their holders.
 *
 * Each holder's balance is minted to it (a ledger move from no one at the
 * genesis height, `tx_hash` "import"), so holder counts, the address index
 * and the ledger agree as after any mint; zero rows stay zero rows. The
 * token row's `mint_amt` is kept: what no imported holder holds belongs to
 * no one. A token whose holders hold more than its minted amount is not
 * imported, nor is one whose tick the seed world already has, nor holder
 * pages of a tick no token row names; each is reported. Deploy heights
 * follow the deploy times back from genesis, one block per `blockSeconds`.
 */
export function importTokens(
  state: IndexerState,
  data: ImportData,
  options: ImportTokensOptions,
): ImportTokensReturnType {
  const problems: ImportProblem[] = []
  let imported = 0
  let holders = 0
  const order = [...data.tokens].sort(
    (a, b) => a.deployTime - b.deployTime || (a.tick < b.tick ? -1 : 1),
  )
  for (const token of order) {
    const balances = data.holders.get(token.tick) ?? []
    if (state.tokens.has(token.tick)) {
      problems.push({
        ...token.source,
        message: `${token.tick} is already in the seed world; not imported (--scale empty imports every tick)`,
      })
      continue
    }
    const held = balances.reduce((sum, b) => sum + b.amt, 0n)
    if (held > token.minted) {
      problems.push({
        ...token.source,
        message: `${token.tick} is inconsistent: its holders hold ${held}, more than its minted ${token.minted}; not imported`,
      })
      continue
    }
    const blocksBack = Math.ceil(
      Math.max(0, options.genesisTime - token.deployTime) /
        options.blockSeconds,
    )
    state.tokens.set(token.tick, {
      tick: token.tick,
      max: token.max,
      lim: token.lim,
      dec: 8,
      minted: token.minted - held,
      deployer: token.deployer,
      inscription: token.inscription,
      deployHeight: Math.max(1, options.genesisHeight - blocksBack),
      deployTime: token.deployTime,
      lastMintTime: token.lastMintTime,
      transactions: token.transactions,
      isCheck: token.isCheck,
      socials: token.socials,
      kind: 'drc20',
    })
    for (const { address, amt } of balances) {
      if (amt > 0n) mintTo(state, token.tick, address, amt, 'import')
      else openBalanceRow(state, token.tick, address)
    }
    imported++
    holders += balances.length
  }
  const named = new Set(data.tokens.map((t) => t.tick))
  for (const [tick, file] of data.holderSources) {
    if (named.has(tick)) continue
    problems.push({
      file,
      message: `no token row for ${tick}; its holder pages are skipped`,
    })
  }
  return { tokens: imported, holders, problems }
}
