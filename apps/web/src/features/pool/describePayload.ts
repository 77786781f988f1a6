import { getTickDisplayName, isWdogeTick, type PoolPayload } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type PayloadRow = {
  /** The payload key, as signed. */
  readonly field: string
  readonly label: MessageDescriptor
  readonly value: string | MessageDescriptor
}

/**
 * Every field of the payload in human form, read back from the payload
 * itself, so the confirmation shows exactly what the wallet will sign.
 */
export function describePayload(
  payload: PoolPayload,
  formatAmount: (raw: bigint) => string,
): PayloadRow[] {
  const rows: PayloadRow[] = []
  const tick0 = 'tick0' in payload ? payload.tick0 : payload.tick0_id
  const tick1 = 'tick1' in payload ? payload.tick1 : payload.tick1_id
  const name0 = getTickDisplayName(tick0)
  const name1 = getTickDisplayName(tick1)
  const amount = (value: string, tick: string) =>
    `${formatAmount(BigInt(value))} ${getTickDisplayName(tick)}`
  rows.push({ field: 'p', label: msg`Protocol`, value: payload.p })
  rows.push({ field: 'op', label: msg`Operation`, value: payload.op })
  if ('pair_id' in payload)
    rows.push({ field: 'pair_id', label: msg`Pair id`, value: payload.pair_id })
  rows.push({
    field: 'tick0' in payload ? 'tick0' : 'tick0_id',
    label: msg`Token 0`,
    value: tick0,
  })
  rows.push({
    field: 'tick1' in payload ? 'tick1' : 'tick1_id',
    label: msg`Token 1`,
    value: tick1,
  })
  if ('amt0' in payload) {
    rows.push({
      field: 'amt0',
      label: msg`Amount of ${name0}`,
      value: amount(payload.amt0, tick0),
    })
    rows.push({
      field: 'amt1',
      label: msg`Amount of ${name1}`,
      value: amount(payload.amt1, tick1),
    })
  }
  if ('amt0_min' in payload) {
    rows.push({
      field: 'amt0_min',
      label: msg`Minimum of ${name0}`,
      value: amount(payload.amt0_min, tick0),
    })
    rows.push({
      field: 'amt1_min',
      label: msg`Minimum of ${name1}`,
      value: amount(payload.amt1_min, tick1),
    })
  }
  if ('liquidity' in payload)
    rows.push({
      field: 'liquidity',
      label: msg`LP to burn`,
      value: formatAmount(BigInt(payload.liquidity)),
    })
  const wdoge = isWdogeTick(tick0) || isWdogeTick(tick1)
  rows.push({
    field: 'doge',
    label: msg`Native DOGE for the WDOGE leg`,
    value: payload.doge === 1 ? msg`Yes` : wdoge ? msg`No` : '—',
  })
  return rows
}
