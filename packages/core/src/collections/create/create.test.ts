import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyCollectionUploadEvent,
  type CollectionUploadItem,
  getCollectionUploadStep,
  getUnsavedCollectionItems,
  startCollectionUpload,
} from './collectionUpload.js'
import { parseTraitsCsv } from './parseTraitsCsv.js'
import {
  suggestCollectionSlug,
  validateCollectionInfo,
} from './validateCollectionInfo.js'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)
const good = {
  name: '  Pixel Pups ',
  description: 'Forty pups',
  slug: 'pixel-pups',
  icon: A,
  twitterLink: 'https://x.com/pups',
  websiteLink: 'http://pups.example/',
  discordLink: '',
}

describe(validateCollectionInfo, () => {
  it('accepts good info, trimmed', () => {
    expect(validateCollectionInfo(good, [A, B])._unsafeUnwrap()).toEqual({
      ...good,
      name: 'Pixel Pups',
    })
  })

  it('flags each bad field with its code', () => {
    const issues = validateCollectionInfo(
      {
        name: '',
        description: 'x'.repeat(1001),
        slug: 'Pixel Pups',
        icon: B,
        twitterLink: 'javascript:alert(1)',
        websiteLink: `https://x.example/${'a'.repeat(256)}`,
        discordLink: 'discord.gg/pups',
      },
      [A],
    )._unsafeUnwrapErr()
    expect(issues).toEqual([
      { field: 'name', code: 'REQUIRED' },
      { field: 'description', code: 'TOO_LONG' },
      { field: 'slug', code: 'INVALID_SLUG' },
      { field: 'icon', code: 'ICON_NOT_SELECTED' },
      { field: 'twitterLink', code: 'INVALID_LINK' },
      { field: 'websiteLink', code: 'TOO_LONG' },
      { field: 'discordLink', code: 'INVALID_LINK' },
    ])
  })

  it('refuses a long or multi-line name, an empty icon, slugs with bad dashes', () => {
    const codes = (patch: Partial<typeof good>) =>
      validateCollectionInfo({ ...good, ...patch }, [A]).match(
        () => [],
        (i) => i.map((x) => `${x.field}:${x.code}`),
      )
    expect(codes({ name: 'n'.repeat(65) })).toEqual(['name:TOO_LONG'])
    expect(codes({ name: 'a\nb' })).toEqual(['name:INVALID_CHARACTERS'])
    expect(codes({ icon: '' })).toEqual(['icon:REQUIRED'])
    expect(codes({ slug: '-a' })).toEqual(['slug:INVALID_SLUG'])
    expect(codes({ slug: 'a--b' })).toEqual(['slug:INVALID_SLUG'])
    expect(codes({ slug: '' })).toEqual([])
    expect(codes({ websiteLink: 'ftp://x.example' })).toEqual([
      'websiteLink:INVALID_LINK',
    ])
  })

  it('property: every suggested slug of a name is valid or empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const slug = suggestCollectionSlug(name)
        const r = validateCollectionInfo({ ...good, slug }, [A])
        expect(r.isOk()).toBe(true)
      }),
    )
    expect(suggestCollectionSlug('Pixel Pups #2!')).toBe('pixel-pups-2')
  })
})

describe(parseTraitsCsv, () => {
  const files = [
    { fileId: A, name: 'Pup 1' },
    { fileId: B, name: 'Pup 2' },
    { fileId: 'c'.repeat(64), name: 'Pup 2' },
  ]

  it('applies good lines by id, lists bad ones with their line', () => {
    const r = parseTraitsCsv(
      `file_id,name,Coat,Mood\n${A.toUpperCase()},First,Gold,\n\nzz,x,Red,Sad\n${A},,Red,Sad\n${B},"Two, ""quoted""",Black,Happy,extra`,
      files,
    )
    expect(r.rows).toEqual([
      {
        fileId: A,
        name: 'First',
        attributes: [{ traitType: 'Coat', value: 'Gold' }],
      },
    ])
    expect(r.issues).toEqual([
      { line: 4, code: 'UNKNOWN_FILE', key: 'zz' },
      { line: 5, code: 'DUPLICATE_FILE', key: A },
      { line: 6, code: 'TOO_MANY_CELLS', key: B },
    ])
  })

  it('matches by name, refusing an ambiguous one; reads tabs and quotes', () => {
    const r = parseTraitsCsv(
      'file_name\tColour\nPup 1\t"Deep\nblue"\nPup 2\tRed\n\tRed',
      files,
    )
    expect(r.rows).toEqual([
      { fileId: A, attributes: [{ traitType: 'Colour', value: 'Deep\nblue' }] },
    ])
    expect(r.issues).toEqual([
      { line: 4, code: 'AMBIGUOUS_NAME', key: 'Pup 2' },
      { line: 5, code: 'EMPTY_KEY' },
    ])
  })

  it('refuses a header without a key column or with a blank trait', () => {
    expect(parseTraitsCsv('id,Coat\nx,y', files).issues).toEqual([
      { line: 1, code: 'MISSING_KEY_COLUMN' },
    ])
    expect(parseTraitsCsv('file_id,,Coat', files).issues).toEqual([
      { line: 1, code: 'BAD_TRAIT_COLUMN' },
    ])
    expect(parseTraitsCsv(`file_id,Coat\n${A},"open`, files).issues).toEqual([
      { line: 2, code: 'UNTERMINATED_QUOTE', key: A },
    ])
    expect(parseTraitsCsv('  \n', files)).toEqual({ rows: [], issues: [] })
  })

  it('property: every data line is applied or reported, never both', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant(A),
            fc.constant(B),
            fc.stringMatching(/^[0-9a-f]{0,8}$/),
          ),
          {
            maxLength: 20,
          },
        ),
        (keys) => {
          const text = ['file_id,T', ...keys.map((k) => `${k},v`)].join('\n')
          const r = parseTraitsCsv(text, files)
          const dataLines = keys.length
          expect(r.rows.length + r.issues.length).toBe(dataLines)
          const lines = r.issues.map((i) => i.line)
          expect(new Set(lines).size).toBe(lines.length)
        },
      ),
    )
  })
})

describe(getCollectionUploadStep, () => {
  const items: CollectionUploadItem[] = Array.from({ length: 5 }, (_, i) => ({
    fileId: String(i),
    name: `#${i}`,
    attributes: [],
  }))

  it('signs, saves the collection, then sends the items in chunks', () => {
    let s = startCollectionUpload()
    expect(getCollectionUploadStep(s, items, 2)).toEqual({ kind: 'sign' })
    s = applyCollectionUploadEvent(s, { kind: 'signed', signature: 'sig' })
    expect(getCollectionUploadStep(s, items, 2)).toEqual({ kind: 'meta' })
    s = applyCollectionUploadEvent(s, { kind: 'metaSaved', metaId: 'm' })
    const first = getCollectionUploadStep(s, items, 2)
    expect(first).toEqual({ kind: 'items', items: items.slice(0, 2) })
    s = applyCollectionUploadEvent(s, {
      kind: 'itemsSaved',
      fileIds: ['0', '1'],
    })
    // The next chunk fails: a retry starts from item 2 and keeps the id.
    expect(getCollectionUploadStep(s, items, 2)).toEqual({
      kind: 'items',
      items: items.slice(2, 4),
    })
    expect(getUnsavedCollectionItems(s, items).map((i) => i.fileId)).toEqual([
      '2',
      '3',
      '4',
    ])
    expect(s.metaId).toBe('m')
  })

  it('property: the steps send every item exactly once, then stop', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 9 }),
        (n, chunk) => {
          const all = Array.from({ length: n }, (_, i) => ({
            fileId: `f${i}`,
            name: '',
            attributes: [],
          }))
          let s = applyCollectionUploadEvent(
            applyCollectionUploadEvent(startCollectionUpload('m'), {
              kind: 'signed',
              signature: 's',
            }),
            { kind: 'metaSaved', metaId: 'm' },
          )
          const sent: string[] = []
          for (
            let step = getCollectionUploadStep(s, all, chunk);
            step.kind === 'items';
            step = getCollectionUploadStep(s, all, chunk)
          ) {
            expect(step.items.length).toBeLessThanOrEqual(chunk)
            sent.push(...step.items.map((i) => i.fileId))
            s = applyCollectionUploadEvent(s, {
              kind: 'itemsSaved',
              fileIds: step.items.map((i) => i.fileId),
            })
          }
          expect(sent).toEqual(all.map((i) => i.fileId))
          expect(getCollectionUploadStep(s, all, chunk)).toEqual({
            kind: 'done',
          })
        },
      ),
    )
  })
})

describe('validateCollectionInfo links', () => {
  it.each([
    ['https://x.com/pups', true],
    ['http://localhost:8080/a?b=c#d', true],
    ['https://xn--dgeu-pqa.example/', true],
    ['https://', false],
    ['https://-bad.example', false],
    ['https://a b.example', false],
    ['https://x.com/a b', false],
    ['mailto:a@b.c', false],
    ['//x.com', false],
  ])('behavior: %s valid %s', (link, valid) => {
    expect(
      validateCollectionInfo(
        {
          name: 'n',
          description: '',
          slug: '',
          icon: 'f',
          twitterLink: '',
          websiteLink: link,
          discordLink: '',
        },
        ['f'],
      ).isOk(),
    ).toBe(valid)
  })
})
