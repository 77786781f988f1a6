import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/startTestServer.js'
import { createApiTransport } from '../transport/createApiTransport.js'
import { createUploadOrder, getUploadOrder } from './uploadOrders.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const ORDER = {
  order_id: '0b8e4c1a-1d2e-4f00-a000-000000000001',
  status: 'notpaid',
  payment_type: 'doge',
  fee_type: 'economy',
  pay_address: 'DPayAddress',
  amount: '2500000001',
  paid: '0',
  service_fee: '50000000',
  og_discount: '0',
  network_fee: '2450000001',
  total_size: 1200,
  file_count: 1,
  payer_address: 'DPayer',
  receive_address: 'DReceiver',
  create_height: 5600000,
  expire_height: 5600120,
  create_date: 1767225600,
  pay_tx_hash: '',
  refund_tx_hash: '',
  files: [
    {
      index: 0,
      name: 'a.png',
      size: 1200,
      content_type: 'image/png',
      status: 'pending',
      file_id: '',
      tx_hash: '',
      block_number: 0,
      error: '',
    },
  ],
}

const client = (configured = true) =>
  createApiTransport({
    baseUrl: server.baseUrl,
    services: configured
      ? { uploadBaseUrl: `${server.baseUrl}/upload/v1/` }
      : {},
  })

function serve(body: unknown) {
  server.requests.length = 0
  server.setHandler(() => ({ body: JSON.stringify(body) }))
}

describe(createUploadOrder, () => {
  it('default: the zip and the order fields go as multipart; amounts read exactly', async () => {
    serve({ code: 200, msg: 'success', data: ORDER, total: 0 })
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 5, 6])])
    const order = (
      await createUploadOrder(client(), {
        zip,
        receiveAddress: 'DReceiver',
        payerAddress: 'DPayer',
        feeType: 'economy',
      })
    )._unsafeUnwrap()
    expect(order.amount).toBe(2_500_000_001n)
    expect(order.createDateMs).toBe(1_767_225_600_000)
    expect(order.files[0]?.contentType).toBe('image/png')
    const sent = server.requests[0]
    expect(sent?.path).toBe('/upload/v1/order/create')
    expect(sent?.contentType).toContain('multipart/form-data')
    for (const field of [
      'file',
      'receive_address',
      'payer_address',
      'fee_type',
    ])
      expect(sent?.body).toContain(`name="${field}"`)
  })

  it('behavior: a refusal of the service is an api error with its reason', async () => {
    serve({
      code: 400,
      msg: 'below the minimum transaction volume',
      data: null,
    })
    const result = await createUploadOrder(client(), {
      zip: new Blob([]),
      receiveAddress: 'D',
      payerAddress: 'D',
      feeType: 'priority',
    })
    expect(result._unsafeUnwrapErr()).toMatchObject({
      kind: 'api',
      code: 400,
      message: 'below the minimum transaction volume',
    })
  })

  it('behavior: a status outside the contract is a decode error', async () => {
    serve({ code: 200, data: { ...ORDER, status: 'paid?' } })
    const result = await getUploadOrder(client(), { orderId: ORDER.order_id })
    expect(result._unsafeUnwrapErr().kind).toBe('decode')
  })

  it('behavior: an unknown order is null; no base URL is a network error', async () => {
    serve({ code: 200, data: null })
    expect(
      (await getUploadOrder(client(), { orderId: 'x' }))._unsafeUnwrap(),
    ).toBeNull()
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({
      order_id: 'x',
    })
    const missing = await getUploadOrder(client(false), { orderId: 'x' })
    expect(missing._unsafeUnwrapErr().kind).toBe('network')
  })
})
