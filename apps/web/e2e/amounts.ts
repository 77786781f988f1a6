/** An amount as an en-US screen shows it (`1,234.5 DOGE`) → base units (8 decimals). */
export function shownAmountToRaw(text: string | null): bigint {
  const match = /([\d,]+)(?:\.(\d+))?/.exec(text ?? '')
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`)
  const whole = (match[1] ?? '0').replaceAll(',', '')
  const fraction = (match[2] ?? '').padEnd(8, '0')
  return BigInt(whole + fraction)
}

/** An amount shown, or `null` while the screen still shows a dash (loading). */
export function shownAmountOrNull(text: string | null): bigint | null {
  return /\d/.test(text ?? '') ? shownAmountToRaw(text) : null
}

/** A signed amount as a net change shows it (`−0.51 DOGE`, `+3.72 DOGE`). */
export function shownSignedAmountToRaw(text: string | null): bigint {
  const raw = shownAmountToRaw(text)
  return /[−-]/.test(text ?? '') ? -raw : raw
}
