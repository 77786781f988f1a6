// Fails when the import graph has a cycle: between files of each source
// root given, and between the app's top-level folders and feature folders
// (features/<name>, lib, app, routes, …), which must import one way.
// Usage: node scripts/check-cycles.mjs <src root>…
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sourceFiles(path, out)
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path)
  }
  return out
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier)
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    join(base, 'index.ts'),
  ]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile())
}

/** Strongly connected components with more than one node (Tarjan). */
function cycles(edges) {
  let index = 0
  const stack = []
  const onStack = new Set()
  const order = new Map()
  const low = new Map()
  const found = []
  const visit = (v) => {
    order.set(v, index)
    low.set(v, index)
    index++
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)))
    }
    if (low.get(v) === order.get(v)) {
      const component = []
      let w
      do {
        w = stack.pop()
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component)
    }
  }
  for (const v of edges.keys()) if (!order.has(v)) visit(v)
  return found
}

/** The folder a file belongs to: features/<name>, or the top-level folder. */
function folderOf(root, file) {
  const parts = relative(root, file).split('/')
  if (parts[0] === 'features') return `features/${parts[1]}`
  if (parts.length === 1)
    return parts[0].startsWith('routeTree') ? 'routes' : parts[0]
  return parts[0]
}

let failed = false
for (const arg of process.argv.slice(2)) {
  const root = resolve(arg)
  const fileEdges = new Map()
  const folderEdges = new Map()
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8')
    const targets = new Set()
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3])
      if (target) targets.add(target)
    }
    fileEdges.set(file, targets)
    // Tests may import across folders; the code may not.
    if (/\.test\.tsx?$/.test(file) || relative(root, file).startsWith('test/'))
      continue
    const from = folderOf(root, file)
    for (const target of targets) {
      const to = folderOf(root, target)
      if (to === from) continue
      if (!folderEdges.has(from)) folderEdges.set(from, new Set())
      folderEdges.get(from).add(to)
    }
  }
  for (const cycle of cycles(fileEdges)) {
    failed = true
    console.error(
      `Import cycle in ${arg}:\n  ${cycle.map((f) => relative(root, f)).join('\n  ')}`,
    )
  }
  if (existsSync(join(root, 'features')))
    for (const cycle of cycles(folderEdges)) {
      failed = true
      console.error(`Folder import cycle in ${arg}: ${cycle.join(' ↔ ')}`)
    }
}
if (failed) process.exit(1)
console.info(`No import cycles in ${process.argv.slice(2).join(', ')}.`)
