import { formatUnits } from '@drc20/core'
import { writeWireJson } from '../codec/writeWireJson.js'
import type { Devnet } from '../createDevnet.js'
import type { OrderCommon } from '../indexer/state.js'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · devnet explorer</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:72rem}code,pre{font:12px ui-monospace,monospace}pre{background:#f4f4f5;padding:.75rem;border-radius:6px;white-space:pre-wrap;word-break:break-all}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.25rem .75rem;text-align:left}</style>
</head><body><p><a href="../../explorer/">devnet explorer</a></p><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

/** Every indexed operation row that came from `txHash`. */
function rowsOf(
  devnet: Devnet,
  txHash: string,
): { table: string; row: OrderCommon }[] {
  const s = devnet.index()
  const tables: [string, readonly OrderCommon[]][] = [
    ['drc-20', s.drc20Orders],
    ['pair-v1', s.swapOrders],
    ['pair-v2', s.swapV2Orders],
    ['wdoge', s.wdogeOrders],
    ['order-v1', s.exchangeOrders],
    ['order-v2', s.fileExchangeOrders],
    ['file', s.fileOrders],
    ['stake-v1', s.stakeOrders],
    ['box-v1', s.boxOrders],
    ['nft/ai', s.nftOrders],
  ]
  return tables.flatMap(([table, rows]) =>
    rows.filter((r) => r.tx_hash === txHash).map((row) => ({ table, row })),
  )
}

/**
 * A minimal block explorer for the devnet (the app's "view on explorer"
 * links): `/explorer/tx/<hash>`, `/explorer/block/<hash|height>`,
 * `/explorer/address/<address>`.
 */
export function renderExplorer(devnet: Devnet, path: string): string | null {
  const [, kind, id = ''] =
    /^\/explorer\/(tx|block|address)\/([^/?]+)/.exec(path) ?? []
  const h = devnet.heights()
  if (!kind) {
    if (path !== '/explorer/' && path !== '/explorer') return null
    return page(
      'Devnet',
      `<p>Chain height ${h.chainHeight}, index height ${h.indexHeight}, mempool ${devnet.mempool().length}.</p>`,
    )
  }
  const value = decodeURIComponent(id)
  if (kind === 'tx') {
    const found = devnet.findTx(value)
    if (!found)
      return page(
        `Transaction ${value}`,
        '<p>Unknown transaction (seed-world history is not on this chain).</p>',
      )
    const rows = rowsOf(devnet, value)
    const status =
      found.height === null
        ? 'in the mempool'
        : found.height <= h.indexHeight
          ? `indexed in block ${found.height}`
          : `in block ${found.height}, not indexed yet`
    return page(
      `Transaction ${value}`,
      `<p>Status: ${escapeHtml(status)}. Commit ${escapeHtml(found.tx.feeTxHash)}, funder ${escapeHtml(found.tx.funder)}.</p>
<h2>Inscriptions</h2>${found.tx.inputs.map((i) => `<pre>${escapeHtml(i.payload)}</pre>`).join('')}
<h2>Outputs</h2><table><tr><th>address</th><th>DOGE</th></tr>${found.tx.outputs.map((o) => `<tr><td><a href="../address/${escapeHtml(o.address)}">${escapeHtml(o.address)}</a></td><td>${formatUnits(o.amount, 8)}</td></tr>`).join('')}</table>
<h2>Indexer records</h2>${rows.length ? rows.map(({ table, row }) => `<h3>${escapeHtml(table)}</h3><pre>${escapeHtml(writeWireJson(row))}</pre>`).join('') : '<p>None yet.</p>'}`,
    )
  }
  if (kind === 'block') {
    const height = /^\d+$/.test(value) ? Number(value) : undefined
    let block = height === undefined ? undefined : devnet.block(height)
    if (!block) {
      for (let x = h.chainHeight; x > devnet.genesisHeight && !block; x--) {
        const b = devnet.block(x)
        if (b?.hash === value) block = b
      }
    }
    if (!block) return page(`Block ${value}`, '<p>Unknown block.</p>')
    return page(
      `Block ${block.height}`,
      `<p>Hash ${escapeHtml(block.hash)}, time ${new Date(block.time * 1000).toISOString()}.</p><ul>${block.txs.map((t) => `<li><a href="../tx/${t.txHash}">${t.txHash}</a></li>`).join('')}</ul>`,
    )
  }
  const s = devnet.index()
  const balance = devnet.dogeBalance(value)
  const tokens = [...(s.addressTicks.get(value) ?? [])]
    .map((tick) => [tick, s.balances.get(tick)?.get(value) ?? 0n] as const)
    .filter(([, amt]) => amt > 0n)
  return page(
    `Address ${value}`,
    `<p>DOGE: ${formatUnits(balance.confirmed, 8)} confirmed, ${formatUnits(balance.total, 8)} with the mempool.</p>
<table><tr><th>tick</th><th>balance (base units)</th></tr>${tokens.map(([tick, amt]) => `<tr><td>${escapeHtml(tick)}</td><td>${amt}</td></tr>`).join('')}</table>`,
  )
}
