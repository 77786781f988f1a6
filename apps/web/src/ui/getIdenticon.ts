/** A 5×5 identicon: which cells are filled, and the hue of the fill. */
export type IdenticonShape = {
  /** Row-major, 25 cells, mirrored left to right. */
  readonly cells: readonly boolean[]
  /** 0–359. */
  readonly hue: number
}

/** FNV-1a over the UTF-16 code units, 32 bits. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The identicon of a value (an address): the same text always gives the
 * same picture, and one changed character changes it, so two addresses
 * that share their first and last characters still look different.
 * Fifteen bits choose the left three columns, mirrored to five; a second
 * hash picks the hue.
 */
export function getIdenticon(value: string): IdenticonShape {
  const bits = fnv1a(value, 0)
  const hue = fnv1a(value, 0x9e3779b9) % 360
  const cells: boolean[] = []
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 5; column++) {
      const source = column < 3 ? column : 4 - column
      cells.push(((bits >>> (row * 3 + source)) & 1) === 1)
    }
  }
  return { cells, hue }
}
