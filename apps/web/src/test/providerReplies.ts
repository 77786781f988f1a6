/** A provider API reply (docs/api.md): the `{code, msg, data, total}` envelope. */
export function envelope(data: unknown, total = 0): { readonly body: string } {
  return { body: JSON.stringify({ code: 200, msg: 'success', data, total }) }
}

/** Rows of v4/drc20/collect-address for `address`'s balances by tick. */
export function balanceRows(
  address: string,
  held: Readonly<Record<string, bigint>>,
) {
  return Object.entries(held).map(([tick, amt]) => ({
    tick,
    amt: amt.toString(),
    max: null,
    logo: null,
    holder_address: address,
    transactions: 1,
    update_date: 1,
    create_date: 1,
  }))
}
