import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import {
  APP_CODE_TEMPLATE_ID,
  ENTRY_CHUNK_ATTRIBUTE,
  ROUTE_CHUNK_ATTRIBUTE,
} from '../src/app/appCode.ts'
import { SHELL_ROUTE_META_NAME } from '../src/app/shellRouteMeta.ts'
import { BUILD_META_NAME } from '../src/lib/firstScreen/firstScreen.ts'
import {
  formatRedirects,
  GENERIC_SHELL_FILE,
  type ParamShellFile,
  paramShellFile,
  REDIRECTS_FILE,
} from './redirects.ts'

type ManifestChunk = {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly css?: readonly string[]
}
type Manifest = Record<string, ManifestChunk>

type PrerenderedPage = {
  readonly html: string
  readonly title: string
  readonly routeIds: readonly string[]
}
type PrerenderModule = {
  readonly SHELL_LANGUAGE: string
  prerenderPaths(config: unknown): string[]
  prerenderPage(url: string, config: unknown): Promise<PrerenderedPage>
  prerenderGenericShell(config: unknown): Promise<PrerenderedPage>
  paramShellRoutes(config: unknown): string[]
  prerenderParamShellSample(
    route: string,
    set: 0 | 1,
    config: unknown,
  ): Promise<PrerenderedPage>
  paramShellPage(
    route: string,
    first: PrerenderedPage,
    second: PrerenderedPage,
  ): PrerenderedPage
}

/**
 * After the client build: renders every route without path params into its
 * own HTML file (`/swap` → `swap/index.html`, `/` → `index.html`), each
 * route whose params are ticks into its shell (`/market/$tick` →
 * `shells/market/_tick.html`, src/app/paramShells.ts), and the generic
 * shell for the rest (`shell.html`), each with its route's chunks
 * preloaded and its styles linked; writes `_redirects`, which says which
 * path each shell answers (vite/redirects.ts); and bundles the start-up
 * script (src/app/boot.ts). A route that cannot be rendered fails the
 * build.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'drc20:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle(error) {
      if (error) return
      await writePages(config)
    },
  }
}

async function writePages(config: ResolvedConfig) {
  const outDir = resolve(config.root, config.build.outDir)
  const base = config.base
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest
  const template = readFileSync(join(outDir, 'index.html'), 'utf8')
  const appConfig: unknown = JSON.parse(
    readFileSync(join(outDir, 'config.json'), 'utf8'),
  )

  const ssrOutDir = join(
    config.root,
    'node_modules/.cache/prerender',
    basename(outDir),
  )
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: ssrOutDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      minify: false,
      // One file, imported afresh for each page (below): no lazy part a page
      // loaded is loaded already when the next one renders.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
  const entry = pathToFileURL(join(ssrOutDir, 'prerender.js')).href
  let imports = 0
  const load = async () =>
    (await import(`${entry}?page=${imports++}`)) as PrerenderModule
  const module = await load()

  // Changes with any chunk: a page saved by another build is not painted
  // (lib/firstScreen).
  const buildId = hash(JSON.stringify(manifest))
  const boot = await buildBootScript(config, manifest, module.SHELL_LANGUAGE)
  const bootFile = `assets/boot-${hash(boot)}.js`
  writeFileSync(join(outDir, bootFile), boot)

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (entryKey === undefined) throw new Error('the manifest has no entry')
  const inEntry = closure(manifest, [entryKey])
  const lazy = [...closure(manifest, lazyKeys(manifest, inEntry))].filter(
    (key) => !inEntry.has(key),
  )
  // Their Mantine styles belong in the entry's (app/shellStyles.ts).
  const layered = lazy
    .flatMap((key) => manifest[key]?.css ?? [])
    .filter((file) =>
      readFileSync(join(outDir, file), 'utf8').includes('@layer'),
    )
  if (layered.length > 0)
    throw new Error(
      `Chunks every page loads once idle carry Mantine styles (${layered.join(', ')}): import their components' styles in src/app/shellStyles.ts.`,
    )

  const write = (file: string, page: PrerenderedPage, shellRoute?: string) => {
    const routeKeys = page.routeIds.flatMap((id) =>
      routeChunkKeys(manifest, id),
    )
    const own = [...closure(manifest, routeKeys)].filter((k) => !inEntry.has(k))
    const html = renderDocument(template, page, {
      base,
      boot: bootFile,
      build: buildId,
      routeJs: own.map((key) => manifest[key]?.file ?? ''),
      js: lazy
        .filter((key) => !own.includes(key))
        .map((key) => manifest[key]?.file ?? ''),
      css: own.flatMap((key) => manifest[key]?.css ?? []),
      shellRoute,
    })
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), html)
  }

  for (const path of module.prerenderPaths(appConfig)) {
    let page: PrerenderedPage
    try {
      page = await (await load()).prerenderPage(path, appConfig)
    } catch (cause) {
      throw new Error(
        `Could not prerender ${path} (src/app/prerender.tsx): a component may read a browser global while rendering; move that into an effect.`,
        { cause },
      )
    }
    write(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, page)
  }
  const shells: ParamShellFile[] = []
  for (const route of module.paramShellRoutes(appConfig)) {
    const sample = async (set: 0 | 1) => {
      try {
        return await (await load()).prerenderParamShellSample(
          route,
          set,
          appConfig,
        )
      } catch (cause) {
        throw new Error(`Could not prerender ${route}'s shell`, { cause })
      }
    }
    const page = module.paramShellPage(route, await sample(0), await sample(1))
    const file = paramShellFile(route)
    write(file, page, route)
    shells.push({ route, file })
  }
  write(
    GENERIC_SHELL_FILE,
    await (await load()).prerenderGenericShell(appConfig),
  )
  writeFileSync(join(outDir, REDIRECTS_FILE), formatRedirects(shells))
  rmSync(ssrOutDir, { recursive: true, force: true })
}

/**
 * A chunk's file and every chunk it imports statically, as manifest keys,
 * each after the chunks it imports: their styles are linked in this order,
 * so a component's styles come after those of the components it builds on
 * (vite/mantineStyles.ts), as in Vite's own HTML.
 */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const ordered = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
    ordered.add(key)
  }
  for (const key of keys) visit(key)
  return ordered
}

/**
 * What the start-up code imports on its own, without a navigation: the
 * header's widgets once idle, the API and wallet clients, the
 * notifications (not the route components, nor the catalogs, which
 * app/boot.ts picks, nor the devnet's simulated wallet). Each page
 * preloads them after its own chunks, in the start-up script's 2 ms slices
 * (app/appCode.ts): Vite's import helper adds its preload links for a
 * chunk's imports all at once, in the task that asks for it, and about 80
 * of them for the cart made a long task.
 */
function lazyKeys(manifest: Manifest, inEntry: ReadonlySet<string>) {
  const keys = new Set<string>()
  for (const key of inEntry)
    for (const next of manifest[key]?.dynamicImports ?? [])
      if (
        !next.includes('?tsr-split') &&
        !next.startsWith('src/locales/') &&
        // Fetched on the devnet only (app/installDevnetWallet.ts).
        !next.includes('packages/devnet/')
      )
        keys.add(next)
  return [...keys]
}

/**
 * The split-off component chunk of a route (`/` is `src/routes/index.tsx`,
 * `/swap/` is `src/routes/swap/index.tsx`, `/wdoge` is `src/routes/wdoge.tsx`).
 */
function routeChunkKeys(manifest: Manifest, routeId: string): string[] {
  if (routeId === '__root__') return []
  const path = routeId.slice(1)
  const file =
    path === '' || path.endsWith('/') ? `${path}index.tsx` : `${path}.tsx`
  const key = `src/routes/${file}?tsr-split=component`
  return manifest[key] === undefined ? [] : [key]
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

function renderDocument(
  template: string,
  page: PrerenderedPage,
  assets: {
    base: string
    boot: string
    build: string
    /** The route's own chunks, each after those it imports. */
    routeJs: readonly string[]
    js: readonly string[]
    css: readonly string[]
    /** The route a param shell is of (app/paramShells.ts). */
    shellRoute?: string | undefined
  },
): string {
  const url = (file: string) => escapeHtml(assets.base + file)
  const head = [
    // The build's id, read by the start-up script (lib/firstScreen).
    `<meta name="${BUILD_META_NAME}" content="${escapeHtml(assets.build)}">`,
    // Read by the start-up script, which writes the URL's params in.
    ...(assets.shellRoute === undefined
      ? []
      : [
          `<meta name="${SHELL_ROUTE_META_NAME}" content="${escapeHtml(assets.shellRoute)}">`,
        ]),
    // Before the styles, so that it runs without waiting for them.
    `<script src="${url(assets.boot)}"></script>`,
  ].join('\n    ')
  const styles = assets.css
    .map((f) => `<link rel="stylesheet" crossorigin href="${url(f)}">`)
    .join('\n    ')
  // The app's code, its route's chunks and config.json: the start-up
  // script adds them once the prerendered page has painted (app/boot.ts).
  const codeTag =
    /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g
  const templateCode = template.match(codeTag) ?? []
  const entrySrc = templateCode
    .map((tag) => /^<script type="module"[^>]*\ssrc="([^"]+)"/.exec(tag)?.[1])
    .find((src) => src !== undefined)
  /** A `modulepreload` link to `href` (a URL as it goes in the HTML). */
  const modulepreload = (href: string, mark?: string) =>
    `<link rel="modulepreload" crossorigin href="${href}"${mark ? ` ${mark}` : ''}>`
  const code = [
    `<link rel="preload" href="${url('config.json')}" as="fetch" crossorigin>`,
    // Fetched at once; run after the chunks it imports (app/appCode.ts).
    ...(entrySrc === undefined ? [] : [modulepreload(entrySrc)]),
    ...templateCode.map((tag) =>
      tag.startsWith('<link rel="modulepreload"')
        ? tag.replace(/>$/, ` ${ENTRY_CHUNK_ATTRIBUTE}>`)
        : tag,
    ),
    // Run one per task before the router loads the route (app/routeChunks.ts).
    ...assets.routeJs.map((f) => modulepreload(url(f), ROUTE_CHUNK_ATTRIBUTE)),
    ...assets.js.map((f) => modulepreload(url(f))),
  ]
  if (!code.some((tag) => tag.startsWith('<script type="module"')))
    throw new Error('index.html has no module script')
  const out = template
    .replace(new RegExp(String.raw`\s*(?:${codeTag.source})`, 'g'), '')
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(page.title)}</title>`,
    )
    .replace('</title>', () => `</title>\n    ${head}`)
    .replace(
      '</head>',
      () =>
        `  ${styles ? `${styles}\n    ` : ''}<template id="${APP_CODE_TEMPLATE_ID}">\n      ${code.join('\n      ')}\n    </template>\n  </head>`,
    )
    // Inert until the app has rendered (app/App.tsx): a click on a control
    // that has no code yet would be lost.
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" inert>${page.html}</div>`,
    )
  if (!out.includes(page.html)) throw new Error('index.html has no #root')
  // The Content-Security-Policy runs no inline script: none may be here.
  const external = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g
  if (out.replace(external, '').includes('<script'))
    throw new Error(`${page.title}: the page would hold an inline script`)
  return out
}

/** The start-up script, with each catalog's URL and the shell's language. */
async function buildBootScript(
  config: ResolvedConfig,
  manifest: Manifest,
  shellLanguage: string,
): Promise<string> {
  const catalogs: Record<string, string> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /^src\/locales\/([^/]+)\/messages\.po$/.exec(key)
    if (match?.[1]) catalogs[match[1]] = config.base + chunk.file
  }
  const output = (await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    resolve: { conditions: ['@drc20/source'] },
    define: { __BOOT__: JSON.stringify({ catalogs, shellLanguage }) },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      target: 'es2020',
      lib: { entry: 'src/app/boot.ts', formats: ['iife'], name: 'drc20Boot' },
    },
  })) as Rolldown.RolldownOutput[]
  const chunk = output[0]?.output.find((item) => item.type === 'chunk')
  if (chunk?.type !== 'chunk') throw new Error('the boot script did not build')
  return chunk.code
}

const hash = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 8)
