// The browser tests' one outside need: a Chromium. Run before any test
// (`pnpm test`, `.ci/run`). Found (CHROMIUM_PATH, else Debian's
// /usr/bin/chromium): nothing to do. Missing: Debian's `chromium` package
// is installed when this machine can (root, or sudo without a password);
// otherwise it stops at once with the one command to run.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

const DEFAULT_PATH = '/usr/bin/chromium'
const configured = process.env.CHROMIUM_PATH
const path = configured || DEFAULT_PATH

const runnable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function stop(lines) {
  console.error(['', ...lines, ''].join('\n'))
  process.exit(1)
}

if (runnable(path)) process.exit(0)

if (configured) {
  stop([
    `CHROMIUM_PATH is ${configured}, which is not an executable file.`,
    'Point it at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium.',
  ])
}

const succeeds = (command, args) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0

const hasApt = succeeds('sh', ['-c', 'command -v apt-get'])
const isRoot = process.getuid?.() === 0
const canSudo = !isRoot && hasApt && succeeds('sudo', ['-n', 'true'])
const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium'

if (!hasApt || !(isRoot || canSudo)) {
  stop([
    'The browser tests need Chromium, and this machine cannot install it for',
    'you here. Run this once, then `pnpm test` again:',
    '',
    hasApt
      ? `  ${INSTALL}`
      : '  CHROMIUM_PATH=/path/to/chromium-or-chrome pnpm test',
  ])
}

console.info('Chromium is missing: installing Debian’s chromium package…')
const prefix = isRoot ? [] : ['sudo']
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
const step = (args) => {
  const [command, ...rest] = [...prefix, ...args]
  return spawnSync(command, rest, { stdio: 'inherit', env }).status === 0
}
if (
  !step(['apt-get', 'update', '-qq']) ||
  !step(['apt-get', 'install', '-y', '-qq', 'chromium']) ||
  !runnable(DEFAULT_PATH)
) {
  stop([
    'Installing Chromium did not give /usr/bin/chromium. Install it by hand:',
    '',
    `  ${INSTALL}`,
  ])
}
console.info(`Chromium installed at ${DEFAULT_PATH}.`)
