import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import compression from 'compression'
import * as v from 'valibot'
import type { Connect, Plugin } from 'vite'
import { RuntimeConfigSchema } from '../src/lib/config/runtimeConfig.ts'
import { getSecurityHeaders } from '../src/lib/config/securityHeaders.ts'
import {
  GENERIC_SHELL_FILE,
  matchRedirect,
  parseRedirects,
  REDIRECTS_FILE,
  type RedirectRule,
} from './redirects.ts'

/** Hashed build files: cached for good. */
const ASSET_CACHE = 'public, max-age=31536000, immutable'

/** The build's compressible assets and their types. */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * The build's assets gzipped once, in the background, as the preview server
 * starts: compressing each of a page's hundred-odd files on every request
 * took 300-400 ms of CPU per page load, on the cores the page itself runs
 * on. An asset not compressed yet goes through the compression middleware.
 */
function gzipAssets(outDir: string): Map<string, Buffer> {
  const done = new Map<string, Buffer>()
  const dir = join(outDir, 'assets')
  if (!existsSync(dir)) return done
  const compress = promisify(gzip)
  void (async () => {
    for (const name of readdirSync(dir)) {
      if (ASSET_TYPES[extname(name)] === undefined) continue
      const body = await compress(await readFile(join(dir, name)), { level: 9 })
      done.set(`/assets/${name}`, body)
    }
  })()
  return done
}

/**
 * The file that answers a page path: its prerendered page
 * (`/swap` → `swap/index.html`), else the file of the first of `rules`
 * (the build's `_redirects`) that matches it, else the generic shell.
 */
export function getPageFile(
  outDir: string,
  pathname: string,
  rules: readonly RedirectRule[],
): string {
  const path = pathname.replace(/\/+$/, '')
  const file = path === '' ? 'index.html' : `${path.slice(1)}/index.html`
  if (existsSync(join(outDir, file))) return file
  return matchRedirect(rules, pathname) ?? GENERIC_SHELL_FILE
}

/** The build's `_redirects` rules, or none (a build that has no file). */
function readRedirects(outDir: string): RedirectRule[] {
  const file = join(outDir, REDIRECTS_FILE)
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : []
}

/**
 * The served `config.json`: the built one, pointed at the devnet's content
 * origin when `contentUrl` is given (`DEVNET_CONTENT_URL`: the devnet's
 * content port differs from run to run, like its API port).
 */
function readServedConfig(dir: string, contentUrl: string | undefined) {
  const raw = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))
  const config = v.parse(RuntimeConfigSchema, raw)
  if (contentUrl === undefined) return { raw, config }
  const origin = new URL(contentUrl).origin
  const logoOrigins = config.logoOrigins.map((o) =>
    o === config.contentOrigin ? origin : o,
  )
  const served = { ...raw, contentOrigin: origin, logoOrigins }
  return { raw: served, config: v.parse(RuntimeConfigSchema, served) }
}

/**
 * A deploy build holds no source map and no simulated wallet (its code
 * names `walletAccount`, the devnet's account switch); else it fails.
 */
export function checkDeployBuild(outDir: string): void {
  const assets = join(outDir, 'assets')
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.map'))
      throw new Error(`deploy build: a source map was written (${file})`)
    if (
      file.endsWith('.js') &&
      readFileSync(join(assets, file), 'utf8').includes('walletAccount')
    )
      throw new Error(`deploy build: ${file} holds the simulated wallet`)
  }
}

/** `_headers` (Netlify, Cloudflare Pages) for the built `config.json`. */
export function formatHeadersFile(headers: Record<string, string>): string {
  const lines = (entries: [string, string][]) =>
    entries.map(([name, value]) => `  ${name}: ${value}`).join('\n')
  return [
    '/*',
    lines(Object.entries(headers)),
    '/config.json',
    lines([['Cache-Control', 'no-cache']]),
    '/assets/*',
    lines([['Cache-Control', ASSET_CACHE]]),
    '',
  ].join('\n')
}

/**
 * How the app is served, in the preview server and in the deploy folder
 * (`DRC20_CONFIG=<file>` builds a deployment's own `config.json` in, and
 * the headers from it):
 * - every response carries the security headers of `config.json`
 *   (lib/config/securityHeaders.ts), and the build writes them to
 *   `_headers`;
 * - a page path answers its prerendered page, else as the build's
 *   `_redirects` says (vite/redirects.ts): its route's shell, or the
 *   generic shell;
 * - responses are compressed, `/api` answers included.
 */
export function hosting({
  devnetContentUrl,
}: {
  readonly devnetContentUrl?: string
}): Plugin {
  let outDir = ''
  let publicDir = ''
  let deploy = false
  return {
    name: 'drc20:hosting',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      publicDir = config.publicDir
      deploy = config.command === 'build' && config.mode === 'deploy'
    },
    writeBundle() {
      if (deploy) checkDeployBuild(outDir)
    },
    configureServer(server) {
      // The dev server: the same headers, except that Vite's hot reload
      // needs its inline preamble script and a WebSocket.
      const { config } = readServedConfig(publicDir, undefined)
      const headers = getSecurityHeaders(config, { dev: true })
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers))
          res.setHeader(name, value)
        next()
      })
    },
    closeBundle: {
      // Before the prerender, which renders with the built config.json.
      order: 'pre',
      handler() {
        if (!existsSync(join(outDir, 'config.json'))) return
        const deployConfig = process.env.DRC20_CONFIG
        if (deployConfig !== undefined) {
          // The deployment's own config.json: validated, then built in.
          const raw = JSON.parse(readFileSync(resolve(deployConfig), 'utf8'))
          v.parse(RuntimeConfigSchema, raw)
          writeFileSync(
            join(outDir, 'config.json'),
            `${JSON.stringify(raw, null, 2)}\n`,
          )
        }
        const { config } = readServedConfig(outDir, undefined)
        writeFileSync(
          join(outDir, '_headers'),
          formatHeadersFile(getSecurityHeaders(config)),
        )
      },
    },
    configurePreviewServer(server) {
      const { raw, config } = readServedConfig(outDir, devnetContentUrl)
      const headers = getSecurityHeaders(config)
      const configBody = JSON.stringify(raw, null, 2)
      const gzipped = gzipAssets(outDir)
      const redirects = readRedirects(outDir)
      server.middlewares.use(compression() as Connect.NextHandleFunction)
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers))
          res.setHeader(name, value)
        const { pathname } = new URL(req.url ?? '/', 'http://preview.invalid')
        if (pathname === '/config.json') {
          res.setHeader('Content-Type', 'application/json')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(configBody)
          return
        }
        const page =
          (req.method === 'GET' || req.method === 'HEAD') &&
          !/^\/api(\/|$)/.test(pathname) &&
          extname(pathname) === ''
        if (page) req.url = `/${getPageFile(outDir, pathname, redirects)}`
        const body = gzipped.get(pathname)
        const acceptsGzip = /\bgzip\b/.test(
          String(req.headers['accept-encoding'] ?? ''),
        )
        if (
          body === undefined ||
          !acceptsGzip ||
          (req.method !== 'GET' && req.method !== 'HEAD')
        ) {
          next()
          return
        }
        res.setHeader('Content-Type', ASSET_TYPES[extname(pathname)] ?? '')
        res.setHeader('Cache-Control', ASSET_CACHE)
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Vary', 'Accept-Encoding')
        res.setHeader('Content-Length', body.length)
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
