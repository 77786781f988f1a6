#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { createDevnet, type Devnet } from './createDevnet.js'
import type { SeedScale } from './seed/createSeedWorld.js'
import { startDevnetServer } from './server/createDevnetServer.js'

const USAGE = `drc20-devnet: local DRC-20 chain, indexer and provider API

  drc20-devnet start [--port 8787] [--content-port 0] [--host 127.0.0.1]
                     [--data-dir .devnet-data] [--seed 1] [--block-time 10]
                     [--scale small|large] [--reset]
  drc20-devnet mine [n] [--port 8787] [--host 127.0.0.1]

--block-time 0 disables the timer (mine through the admin API).
--content-port serves inscribed content on an origin of its own (0: any
free port, printed below); give the app that origin as its content origin.`

async function start(values: Record<string, string | boolean | undefined>) {
  const port = Number(values.port ?? 8787)
  const contentPort = Number(values['content-port'] ?? 0)
  const host = String(values.host ?? '127.0.0.1')
  const dataDir = String(values['data-dir'] ?? '.devnet-data')
  const seed = Number(values.seed ?? 1)
  const blockTime = Number(values['block-time'] ?? 10)
  const scale = String(values.scale ?? 'small') as SeedScale
  if (!['small', 'large', 'empty'].includes(scale))
    throw new Error(`unknown scale ${scale}`)
  const began = performance.now()
  // Genesis: the minute of the first start, kept in the block log with the
  // block time, so chain time keeps pace with the wall clock.
  const genesisTime = Math.floor(Date.now() / 60_000) * 60
  const blockSeconds = blockTime > 0 ? blockTime : 60
  const make = (reset: boolean) =>
    createDevnet({ seed, scale, dataDir, reset, genesisTime, blockSeconds })
  let devnet: Devnet = make(values.reset === true)
  const server = await startDevnetServer({
    devnet: () => devnet,
    reset: () => {
      devnet = make(true)
      return devnet
    },
    port,
    contentPort,
    host,
  })
  const h = devnet.heights()
  console.info(
    `drc20-devnet: seed ${seed}, scale ${scale}, chain ${h.chainHeight}, index ${h.indexHeight} (${Math.round(performance.now() - began)} ms)`,
  )
  for (const [name, url] of Object.entries(server.services)) {
    console.info(`  ${name.padEnd(12)} ${url}`)
  }
  console.info(
    `  accounts     ${devnet.accounts.map((a) => a.address).join(', ')}`,
  )
  if (blockTime > 0) {
    setInterval(() => {
      if (!devnet.isHalted()) devnet.mine(1)
    }, blockTime * 1000)
  }
  const stop = () => {
    void server.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

async function mine(
  count: number,
  values: Record<string, string | boolean | undefined>,
) {
  const url = `http://${String(values.host ?? '127.0.0.1')}:${Number(values.port ?? 8787)}/devnet/mine`
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  })
  console.info(await res.text())
  if (!res.ok) process.exitCode = 1
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'content-port': { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      'block-time': { type: 'string' },
      scale: { type: 'string' },
      reset: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, arg] = positionals
  if (values.help || !command) {
    console.info(USAGE)
    return
  }
  if (command === 'start') return start(values)
  if (command === 'mine') return mine(Number(arg ?? 1), values)
  console.error(`unknown command ${command}\n\n${USAGE}`)
  process.exitCode = 2
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
