import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import {
  getArchiveBudgetBreach,
  getArchiveFileExtension,
  isIgnoredArchiveEntry,
  isUnsafeArchivePath,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
} from './archiveLimits.js'
import { detectImageType } from './detectImageType.js'
import {
  getFileServiceShare,
  getUploadOrderQuote,
} from './getUploadOrderQuote.js'
import { parseMaxFileSize } from './parseMaxFileSize.js'
import {
  countUploadFiles,
  getUploadPaymentStep,
  isUploadOrderFinished,
} from './uploadOrderStatus.js'
import { validateUploadFiles } from './validateUploadFiles.js'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) =>
      typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v],
    ),
  )

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0)

describe(detectImageType, () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [bytes('GIF89a'), 'image/gif'],
    [bytes('GIF87a'), 'image/gif'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    [bytes(0, 0, 0, 28, 'ftypavif'), 'image/avif'],
    [bytes(0, 0, 0, 28, 'ftypheic'), 'image/heic'],
    [bytes(0, 0, 0, 28, 'ftypmif1'), 'image/heic'],
    [bytes('<svg xmlns='), undefined],
    [bytes('<html>'), undefined],
    [bytes(0, 0, 0, 28, 'ftypisom'), undefined],
    [bytes(0x89, 'PN'), undefined],
    [new Uint8Array(), undefined],
  ])('default: case %# → %s', (head, type) => {
    expect(detectImageType(head)).toBe(type)
  })
})

describe(getArchiveBudgetBreach, () => {
  it.each([
    [MAX_ARCHIVE_ENTRIES, MAX_ARCHIVE_BYTES, undefined],
    [MAX_ARCHIVE_ENTRIES + 1, 0, 'ENTRIES'],
    [1, MAX_ARCHIVE_BYTES + 1, 'SIZE'],
  ])('default: %s entries, %s bytes → %s', (entries, size, breach) => {
    expect(getArchiveBudgetBreach({ entries, bytes: size })).toBe(breach)
  })
})

describe(isUnsafeArchivePath, () => {
  it.each([
    ['a.png', false],
    ['art/a.png', false],
    ['..a.png', false],
    ['../a.png', true],
    ['art/../../a.png', true],
    ['art\\..\\a.png', true],
    ['/etc/a.png', true],
    ['\\a.png', true],
    ['C:a.png', true],
    ['', true],
  ])('default: %j → %s', (name, unsafe) => {
    expect(isUnsafeArchivePath(name)).toBe(unsafe)
  })

  it('behavior: folders and macOS metadata are ignored; extensions lower-cased', () => {
    expect(isIgnoredArchiveEntry('art/')).toBe(true)
    expect(isIgnoredArchiveEntry('__MACOSX/art/._a.png')).toBe(true)
    expect(isIgnoredArchiveEntry('art/a.png')).toBe(false)
    expect(getArchiveFileExtension('art/A.PNG')).toBe('png')
    expect(getArchiveFileExtension('art/.png')).toBe('')
  })
})

describe(validateUploadFiles, () => {
  it('default: each file gets its own verdict, the valid ones stay', () => {
    const result = validateUploadFiles({
      maxSize: 100,
      files: [
        { name: 'a.png', size: 20, head: PNG },
        { name: 'A.PNG', size: 20, head: PNG },
        { name: '../b.png', size: 20, head: PNG },
        { name: 'c.png', size: 101 },
        { name: 'd.png', size: 0, head: new Uint8Array() },
        { name: 'e.txt', size: 5, head: bytes('hello') },
        { name: 'f.png', size: 6, head: bytes('<html') },
        { name: 'g.jpg', size: 4, head: JPEG },
        { name: 'h.gif', size: 9, unreadable: true },
        { name: 'i.jpeg', size: 10, head: PNG },
      ],
    })
    expect(result.files.map((f) => f.issue?.code)).toEqual([
      undefined,
      'DUPLICATE_NAME',
      'UNSAFE_PATH',
      'FILE_TOO_LARGE',
      'EMPTY_FILE',
      'UNSUPPORTED_FILE_TYPE',
      'UNSUPPORTED_FILE_TYPE',
      undefined,
      'CORRUPT_FILE',
      // The content decides the type: a PNG named .jpeg is a PNG.
      undefined,
    ])
    expect(result.files[9]?.contentType).toBe('image/png')
    expect(result.validCount).toBe(3)
    expect(result.someTooLarge).toBe(true)
  })

  test.prop([
    fc.array(
      fc.record({
        name: fc.stringMatching(/^[a-c]{1,2}\.(png|gif|txt)$/),
        size: fc.nat(200),
        png: fc.boolean(),
      }),
      { maxLength: 40 },
    ),
  ])(
    'property: validCount counts the files without an issue, names unique',
    (entries) => {
      const result = validateUploadFiles({
        maxSize: 100,
        files: entries.map((e) => ({
          name: e.name,
          size: e.size,
          head: e.png ? PNG : bytes('text'),
        })),
      })
      const valid = result.files.filter((f) => f.issue === undefined)
      expect(valid.length).toBe(result.validCount)
      const names = valid.map((f) => f.name.toLowerCase())
      expect(new Set(names).size).toBe(names.length)
      for (const file of valid) expect(file.size).toBeLessThanOrEqual(100)
    },
  )
})

describe(getUploadOrderQuote, () => {
  it('default: economy, every file ≤ 1 KB: no service fee', () => {
    const quote = getUploadOrderQuote({
      sizes: [1000, 500],
      feeLevel: 'economy',
      isOg: true,
    })
    expect(quote).toMatchObject({
      serviceFeeCharged: false,
      serviceFee: 0n,
      ogDiscount: 0n,
      networkFee: 200_000_000n,
      total: 200_000_000n,
      belowMinimum: true,
    })
  })

  it('parameters: isOg — 20% off the service fee only', () => {
    const sizes = [40_000, 10_001]
    const plain = getUploadOrderQuote({
      sizes,
      feeLevel: 'priority',
      isOg: false,
    })
    const og = getUploadOrderQuote({ sizes, feeLevel: 'priority', isOg: true })
    // 50,001 bytes → 51 started KB × 0.5 DOGE.
    expect(plain.serviceFee).toBe(2_550_000_000n)
    expect(og.ogDiscount).toBe(510_000_000n)
    expect(og.networkFee).toBe(plain.networkFee)
    expect(plain.total - og.total).toBe(og.ogDiscount)
    expect(plain.belowMinimum).toBe(false)
  })

  test.prop(
    [
      fc.array(fc.nat(50_000), { minLength: 1, maxLength: 50 }),
      fc.constantFrom('economy' as const, 'priority' as const),
      fc.boolean(),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: total = service due + network; shares never exceed the fee',
    (sizes, feeLevel, isOg) => {
      const quote = getUploadOrderQuote({ sizes, feeLevel, isOg })
      expect(quote.total).toBe(quote.serviceFeeDue + quote.networkFee)
      expect(quote.serviceFeeDue + quote.ogDiscount).toBe(quote.serviceFee)
      const shares = sizes.reduce(
        (sum, size) => sum + getFileServiceShare(size, quote.serviceFeeCharged),
        0n,
      )
      expect(shares).toBeLessThanOrEqual(quote.serviceFee)
      expect(quote.serviceFee - shares).toBeLessThan(50_000_000n)
    },
  )
})

describe(parseMaxFileSize, () => {
  it.each([
    ['50000', 50_000],
    ['1', 1],
    ['1024', 1024],
  ])('default: %s', (text, size) => {
    expect(parseMaxFileSize(text)._unsafeUnwrap()).toBe(size)
  })

  it.each(['0', '50001', '01', '1e3', '-5', ' 5', '5.0', '999999999'])(
    'behavior: %j is refused',
    (text) => {
      expect(parseMaxFileSize(text).isErr()).toBe(true)
    },
  )
})

describe(getUploadPaymentStep, () => {
  it.each([
    ['notpaid', 'unpaid', false],
    ['underpaid', 'unpaid', false],
    ['uploading', 'uploading', false],
    ['successful', 'successful', true],
    ['expired', undefined, true],
    ['failed', undefined, true],
    ['refunding', undefined, false],
  ] as const)('default: %s → %s', (status, step, finished) => {
    expect(getUploadPaymentStep(status)).toBe(step)
    expect(isUploadOrderFinished(status)).toBe(finished)
  })

  it('behavior: counts files by status', () => {
    expect(
      countUploadFiles([
        { status: 'inscribed' },
        { status: 'inscribed' },
        { status: 'pending' },
      ]),
    ).toEqual({ pending: 1, inscribing: 0, inscribed: 2, failed: 0 })
  })
})
