// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SUPPORTED_LANGUAGES } from '@drc20/core'
import { describe, expect, it } from 'vitest'

type Entry = { id: string; translation: string }

function readCatalog(locale: string): Entry[] {
  const path = fileURLToPath(
    new URL(`./${locale}/messages.po`, import.meta.url),
  )
  const text = readFileSync(path, 'utf8')
  const entries: Entry[] = []
  const re = /^msgid "(.*)"\nmsgstr "(.*)"$/gm
  for (const match of text.matchAll(re)) {
    const [, id = '', translation = ''] = match
    if (id !== '') entries.push({ id, translation })
  }
  return entries
}

const placeholders = (s: string) =>
  [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

const source = readCatalog('en-US')

describe.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en-US'))(
  'catalog %s',
  (locale) => {
    const catalog = readCatalog(locale)

    it('behavior: has exactly the source messages', () => {
      expect(catalog.map((e) => e.id).sort()).toEqual(
        source.map((e) => e.id).sort(),
      )
    })

    it('behavior: translates every message', () => {
      const missing = catalog
        .filter((e) => e.translation.trim() === '')
        .map((e) => e.id)
      expect(missing).toEqual([])
    })

    it('behavior: keeps every placeholder', () => {
      const broken = catalog
        .filter(
          (e) =>
            placeholders(e.id).join() !== placeholders(e.translation).join(),
        )
        .map((e) => e.id)
      expect(broken).toEqual([])
    })
  },
)
