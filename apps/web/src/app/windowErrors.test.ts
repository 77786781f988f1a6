import { describe, expect, it } from 'vitest'
import { isHarmlessWindowError } from './windowErrors'

describe(isHarmlessWindowError, () => {
  it.each([
    ["SyntaxError: Identifier 'dragVar' has already been declared", true],
    ['Long task detected: 120ms', true],
    ['TypeError: x is undefined', false],
    [undefined, false],
  ])('behavior: %j → %s', (message, harmless) => {
    expect(isHarmlessWindowError(message)).toBe(harmless)
  })
})
