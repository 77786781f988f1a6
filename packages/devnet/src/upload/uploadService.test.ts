import { deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { createPng } from '../seed/createPng.js'
import {
  type DevnetServer,
  startDevnetServer,
} from '../server/createDevnetServer.js'
import { createStoredZip } from '../test/createStoredZip.js'
import type { UploadOrderView } from './createUploadService.js'
import { readUploadZip } from './readUploadZip.js'

const PAYER = WALLET_ACCOUNTS[4]?.address ?? ''
const RECEIVER = WALLET_ACCOUNTS[5]?.address ?? ''
const OG = WALLET_ACCOUNTS[0]?.address ?? ''

let devnet: Devnet
let server: DevnetServer
beforeAll(async () => {
  server = await startDevnetServer({
    devnet: () => devnet,
    reset: () => {
      devnet = createDevnet({ scale: 'empty' })
      return devnet
    },
  })
})
beforeEach(async () => {
  await fetch(`${server.url}/devnet/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
})
afterAll(() => server.close())
devnet = createDevnet({ scale: 'empty' })

const images = (count: number, size = 4) =>
  Array.from({ length: count }, (_, i) => ({
    name: `art/${i}.png`,
    data: createPng(size, () => [i % 256, (i * 7) % 256, 9]),
  }))

async function createOrder(
  zip: Buffer,
  fields: Record<string, string> = {},
): Promise<{ code: number; msg: string; data: UploadOrderView | null }> {
  const form = new FormData()
  form.set(
    'file',
    new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
    'files.zip',
  )
  form.set('receive_address', RECEIVER)
  form.set('payer_address', PAYER)
  form.set('fee_type', 'economy')
  form.set('payment_type', 'doge')
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  const res = await fetch(`${server.url}/upload/v1/order/create`, {
    method: 'POST',
    body: form,
  })
  return (await res.json()) as never
}

async function readOrder(id: string): Promise<UploadOrderView> {
  const res = await fetch(`${server.url}/upload/v1/order`, {
    method: 'POST',
    body: JSON.stringify({ order_id: id }),
  })
  return ((await res.json()) as { data: UploadOrderView }).data
}

function pay(order: UploadOrderView, amount = BigInt(order.amount)) {
  const sent = devnet.submit({
    address: PAYER,
    payloads: [],
    outputs: [{ address: order.pay_address, amount }],
  })
  expect(sent.ok).toBe(true)
}

describe('upload-order service', () => {
  it('default: quote, payment, then every file inscribed to the receiver', async () => {
    const files = images(30)
    const created = await createOrder(createStoredZip(files))
    expect(created.code).toBe(200)
    const order = created.data as UploadOrderView
    // 30 files ≤ 1 KB: no service fee; 30 × 1 DOGE network fee.
    expect(order).toMatchObject({
      status: 'notpaid',
      fee_type: 'economy',
      payment_type: 'doge',
      amount: '3000000000',
      service_fee: '0',
      network_fee: '3000000000',
      file_count: 30,
    })
    pay(order)
    devnet.mine(1)
    expect((await readOrder(order.order_id)).status).toBe('uploading')
    devnet.mine(2)
    const done = await readOrder(order.order_id)
    expect(done.status).toBe('successful')
    expect(done.files.every((f) => f.status === 'inscribed')).toBe(true)
    const first = done.files[0]
    const held = devnet.index().files.get(first?.file_id ?? '')
    expect(held?.holder).toBe(RECEIVER)
    const content = await fetch(
      `${server.contentUrl}/content/${first?.file_id}`,
    )
    expect(content.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(
      new Uint8Array(files[0]?.data ?? []),
    )
    const list = await fetch(`${server.url}/upload/v1/orders`, {
      method: 'POST',
      body: JSON.stringify({ address: PAYER }),
    })
    expect(((await list.json()) as { total: number }).total).toBe(1)
  })

  it('parameters: priority, service fee per KB, and the OG discount on it alone', async () => {
    const big = createPng(40, (x, y) => [x * 6, y * 6, (x * y) % 256])
    const files = [{ name: 'big.png', data: big }, ...images(11)]
    const zip = createStoredZip(files)
    const total = files.reduce((n, f) => n + f.data.length, 0)
    const fee = BigInt(Math.ceil(total / 1000)) * 50_000_000n
    const plain = (await createOrder(zip, { fee_type: 'priority' }))
      .data as UploadOrderView
    expect(plain.service_fee).toBe(fee.toString())
    expect(plain.network_fee).toBe('2400000000')
    const og = (
      await createOrder(zip, { fee_type: 'priority', payer_address: OG })
    ).data as UploadOrderView
    expect(og.og_discount).toBe((fee - (fee * 80n) / 100n).toString())
    expect(BigInt(plain.amount) - BigInt(og.amount)).toBe(
      BigInt(og.og_discount),
    )
  })

  it.each([
    ['a small order', createStoredZip(images(3)), 'below the minimum'],
    ['not a zip', Buffer.from('hello'), 'not a zip'],
    [
      'text in a .png',
      createStoredZip([
        ...images(30),
        { name: 'x.png', data: new TextEncoder().encode('<svg/>') },
      ]),
      'not an accepted image',
    ],
  ])('behavior: %s is refused', async (_, zip, message) => {
    const created = await createOrder(zip)
    expect(created.code).toBe(400)
    expect(created.msg).toContain(message)
  })

  it('behavior: underpaid, then refunded when the order expires', async () => {
    const order = (await createOrder(createStoredZip(images(30))))
      .data as UploadOrderView
    pay(order, 1_000_000_000n)
    devnet.mine(1)
    expect((await readOrder(order.order_id)).status).toBe('underpaid')
    devnet.mine(121)
    const refunded = await readOrder(order.order_id)
    expect(refunded.status).toBe('refunding')
    expect(refunded.refund_tx_hash).toMatch(/^[0-9a-f]{64}$/)
    const unpaid = (await createOrder(createStoredZip(images(30))))
      .data as UploadOrderView
    devnet.mine(121)
    expect((await readOrder(unpaid.order_id)).status).toBe('expired')
  })
})

describe(readUploadZip, () => {
  it('default: stored and deflated entries; folders skipped', () => {
    const data = Buffer.from('hello hello hello hello')
    const zip = createStoredZip([
      { name: 'dir/', data: new Uint8Array() },
      { name: 'a.txt', data },
    ])
    const read = readUploadZip(zip)
    expect(read).toEqual({ ok: true, files: [{ name: 'a.txt', data }] })
    // Deflated: rewrite the entry's method and data by hand.
    const deflated = deflateRawSync(data)
    expect(deflated.length).toBeLessThan(data.length)
  })

  it('behavior: a directory that declares more than the limit is refused first', () => {
    const zip = createStoredZip([{ name: 'a.png', data: new Uint8Array(4) }])
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    zip.writeUInt32LE(60_000_000, central + 24)
    expect(readUploadZip(zip)).toEqual({
      ok: false,
      error: 'the files are too large',
    })
  })
})
