import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { validateCollection } from './validateCollection.js'
import {
  validateCartAddition,
  validateFileBatch,
} from './validateFileSelection.js'
import { validateListingPrice } from './validateListingPrice.js'
import { validateUploadArchive } from './validateUploadArchive.js'
import { validateUploadOrder } from './validateUploadOrder.js'

describe(validateUploadArchive, () => {
  it('default: returns the images, skipping folders and macOS metadata', () => {
    const entries = [
      { name: 'art/', size: 0 },
      { name: 'art/1.PNG', size: 50_000 },
      { name: 'art/2.jpeg', size: 10 },
      { name: '__MACOSX/art/._1.PNG', size: 10 },
      { name: 'art/.DS_Store', size: 10 },
      ...['webp', 'jpg', 'avif', 'heic', 'gif'].map((ext) => ({
        name: `x.${ext}`,
        size: 1,
      })),
    ]
    expect(
      validateUploadArchive({ archiveName: 'Art.ZIP', entries })
        ._unsafeUnwrap()
        .map((e) => e.name),
    ).toEqual([
      'art/1.PNG',
      'art/2.jpeg',
      'x.webp',
      'x.jpg',
      'x.avif',
      'x.heic',
      'x.gif',
    ])
  })

  it.each([
    ['art.rar', [{ name: 'a.png', size: 1 }], [{ code: 'ARCHIVE_NOT_ZIP' }]],
    ['zip', [{ name: 'a.png', size: 1 }], [{ code: 'ARCHIVE_NOT_ZIP' }]],
    ['a.zip', [{ name: 'dir/', size: 0 }], [{ code: 'ARCHIVE_EMPTY' }]],
    [
      'a.zip',
      [
        { name: 'a.svg', size: 1 },
        { name: 'png', size: 1 },
        { name: 'b.png', size: 50_001 },
      ],
      [
        { code: 'UNSUPPORTED_FILE_TYPE', name: 'a.svg' },
        { code: 'UNSUPPORTED_FILE_TYPE', name: 'png' },
        {
          code: 'FILE_TOO_LARGE',
          name: 'b.png',
          size: 50_001,
          maxSize: 50_000,
        },
      ],
    ],
  ])('behavior: %s %o → %o', (archiveName, entries, issues) => {
    expect(
      validateUploadArchive({ archiveName, entries })._unsafeUnwrapErr(),
    ).toEqual(issues)
  })

  test.prop([
    fc.string(),
    fc.array(
      fc.record({ name: fc.string(), size: fc.oneof(fc.nat(), fc.double()) }),
    ),
  ])('property: total on arbitrary names and sizes', (archiveName, entries) => {
    const result = validateUploadArchive({ archiveName, entries })
    if (result.isOk()) {
      for (const entry of result.value)
        expect(entry.size).toBeLessThanOrEqual(50_000)
    } else {
      expect(result.error.length).toBeGreaterThan(0)
    }
  })
})

describe(validateUploadOrder, () => {
  it('default', () => {
    expect(
      validateUploadOrder({
        volume: 2_500_000_000n,
        termsAccepted: true,
        dataAccuracyConfirmed: true,
      }).isOk(),
    ).toBe(true)
  })
  it('behavior: every issue at once', () => {
    expect(
      validateUploadOrder({
        volume: 2_499_999_999n,
        termsAccepted: false,
        dataAccuracyConfirmed: false,
      })._unsafeUnwrapErr(),
    ).toEqual([
      { code: 'BELOW_MIN_VOLUME', minimum: 2_500_000_000n },
      { code: 'TERMS_NOT_ACCEPTED' },
      { code: 'DATA_ACCURACY_NOT_CONFIRMED' },
    ])
  })
})

describe(validateFileBatch, () => {
  it.each([
    ['list', 0, { code: 'NO_FILES_TO_LIST' }],
    ['cancel', 0, { code: 'NO_FILES_TO_CANCEL' }],
    ['revoke', 0, { code: 'NO_FILES_TO_REVOKE' }],
    ['list', 1001, { code: 'BATCH_TOO_LARGE', max: 1000 }],
    ['revoke', 1001, { code: 'BATCH_TOO_LARGE', max: 1000 }],
  ] as const)('behavior: %s %i → %o', (action, count, issue) => {
    expect(validateFileBatch({ action, count })._unsafeUnwrapErr()).toEqual(
      issue,
    )
  })
  it('default: 1..1000 pass', () => {
    expect(
      validateFileBatch({ action: 'list', count: 1 })._unsafeUnwrap(),
    ).toBe(1)
    expect(
      validateFileBatch({ action: 'cancel', count: 1000 })._unsafeUnwrap(),
    ).toBe(1000)
  })
})

describe(validateCartAddition, () => {
  it('default: up to 50', () => {
    expect(validateCartAddition({ cartSize: 49 })._unsafeUnwrap()).toBe(50)
    expect(validateCartAddition({ cartSize: 50 })._unsafeUnwrapErr()).toEqual({
      code: 'CART_FULL',
      max: 50,
    })
  })
  it('parameters: adding', () => {
    expect(validateCartAddition({ cartSize: 40, adding: 11 }).isErr()).toBe(
      true,
    )
    expect(validateCartAddition({ cartSize: 40, adding: 10 }).isOk()).toBe(true)
  })
})

describe(validateCollection, () => {
  it('default', () => {
    expect(validateCollection(undefined)._unsafeUnwrapErr()).toEqual({
      code: 'COLLECTION_NOT_FOUND',
    })
    expect(validateCollection(null).isErr()).toBe(true)
    expect(validateCollection({ name: 'x' })._unsafeUnwrap()).toEqual({
      name: 'x',
    })
  })
})

describe(validateListingPrice, () => {
  it.each([
    ['25', 2_500_000_000n],
    [' 0.5 ', 50_000_000n],
  ])('default: %j → %s', (text, expected) => {
    expect(validateListingPrice(text)._unsafeUnwrap()).toBe(expected)
  })
  it.each([
    ['', 'PRICE_REQUIRED'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['1,5', 'WRONG_DECIMAL_SEPARATOR'],
    ['0.123456789', 'TOO_MANY_DECIMALS'],
  ])('behavior: %j → %s', (text, code) => {
    expect(validateListingPrice(text)._unsafeUnwrapErr()).toEqual({ code })
  })
  test.prop([fc.string(), fc.nat(30)])(
    'property: total on arbitrary strings',
    (text, decimals) => {
      const result = validateListingPrice(text, decimals)
      if (result.isOk()) expect(result.value > 0n).toBe(true)
    },
  )
})
