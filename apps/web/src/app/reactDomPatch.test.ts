import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

// patches/react-dom@19.3.1.patch: react-dom's marker exceptions are made
// without a stack. Each Error() made while the module loads had V8 record
// its stack with source positions whenever DevTools is attached (every
// Lighthouse run), re-parsing react-dom and the chunk around it.
const require = createRequire(import.meta.url)
const clientPath = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
)

/** Evaluates react-dom's client build afresh, counting the Errors it makes. */
function loadCountingErrors() {
  let made = 0
  const CountingError = new Proxy(Error, {
    apply(target, self, args) {
      made += 1
      return Reflect.apply(target, self, args)
    },
    construct(target, args, newTarget) {
      made += 1
      return Reflect.construct(target, args, newTarget)
    },
  })
  const module = { exports: {} as Record<string, unknown> }
  runInNewContext(
    readFileSync(clientPath, 'utf8'),
    {
      module,
      exports: module.exports,
      require: (id: string) => require(id),
      Error: CountingError,
      Object,
      Symbol,
      Map,
      Set,
      WeakMap,
      Promise,
      Array,
      Math,
      console,
      setTimeout,
      clearTimeout,
    },
    { filename: clientPath },
  )
  return { made, exports: module.exports }
}

describe('react-dom (patched)', () => {
  it('makes no Error while its module loads', () => {
    const { made, exports } = loadCountingErrors()
    expect(typeof exports.createRoot).toBe('function')
    expect(made).toBe(0)
  })
})
