// `pnpm start`: builds what is needed, then runs the devnet (chain, indexer,
// provider API, side services) and serves the built app against it.
// Ctrl+C stops both. Environment: DEVNET_PORT (8787), DEVNET_CONTENT_PORT
// (8789: inscribed content, on an origin of its own), APP_PORT (4173),
// DEVNET_DATA_DIR (.devnet-data), DEVNET_BLOCK_TIME (10 s), DEVNET_ARGS.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const devnetPort = process.env.DEVNET_PORT ?? '8787'
const contentPort = process.env.DEVNET_CONTENT_PORT ?? '8789'
const appPort = process.env.APP_PORT ?? '4173'
const dataDir = process.env.DEVNET_DATA_DIR ?? '.devnet-data'
const blockTime = process.env.DEVNET_BLOCK_TIME ?? '10'

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const pnpm = ['-y', 'pnpm@10']
console.info('Building the devnet and the app…')
run('npx', [...pnpm, '--filter', '@drc20/devnet...', 'build'])
run('npx', [...pnpm, '--filter', '@drc20/web', 'exec', 'vite', 'build'])

const children = []
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  child.on('exit', (code) => {
    console.error(`${name} stopped (${code ?? 'signal'}); shutting down.`)
    stopAll(code ?? 1)
  })
  children.push(child)
}

function stopAll(code = 0) {
  for (const child of children)
    if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

start('devnet', 'node', [
  'packages/devnet/dist/cli.js',
  'start',
  '--port',
  devnetPort,
  '--content-port',
  contentPort,
  '--data-dir',
  dataDir,
  '--block-time',
  blockTime,
  ...(process.env.DEVNET_ARGS ? process.env.DEVNET_ARGS.split(' ') : []),
])
start(
  'app',
  'node',
  [
    'apps/web/node_modules/vite/bin/vite.js',
    'preview',
    'apps/web',
    '--host',
    '127.0.0.1',
    '--port',
    appPort,
    '--strictPort',
  ],
  {
    DEVNET_URL: `http://127.0.0.1:${devnetPort}`,
    DEVNET_CONTENT_URL: `http://127.0.0.1:${contentPort}`,
  },
)

setTimeout(() => {
  console.info(
    `\n  drc20 is running on the devnet: open http://127.0.0.1:${appPort}/\n`,
  )
}, 1500)
