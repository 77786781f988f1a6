import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getIdenticon } from './getIdenticon'

describe(getIdenticon, () => {
  it('default: the same value gives the same picture', () => {
    const a = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
    expect(getIdenticon(a)).toEqual(getIdenticon(a))
  })

  it('behavior: addresses sharing 6+6 end characters differ', () => {
    const a = getIdenticon('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk')
    const b = getIdenticon('DEm5jcAGyyfrb8AbufR893FLxkWBwY8tAk')
    expect(a).not.toEqual(b)
  })

  test.prop([fc.string()])(
    'property: 25 mirrored cells, hue in 0..359',
    (value) => {
      const { cells, hue } = getIdenticon(value)
      expect(cells).toHaveLength(25)
      for (let row = 0; row < 5; row++) {
        expect(cells[row * 5]).toBe(cells[row * 5 + 4])
        expect(cells[row * 5 + 1]).toBe(cells[row * 5 + 3])
      }
      expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true)
    },
  )
})
