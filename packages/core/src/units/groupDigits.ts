/**
 * Inserts `separator` every three digits from the right of a string of
 * digits: `'1234567'` → `'1,234,567'`. Internal helper of the formatters.
 */
export function groupDigits(digits: string, separator: string): string {
  if (separator === '') return digits
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator
    out += digits[i]
  }
  return out
}
