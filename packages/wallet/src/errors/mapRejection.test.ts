import { describe, expect, it } from 'vitest'
import { mapRejection } from './mapRejection.js'

describe(mapRejection, () => {
  it.each([
    [
      { code: 4001, message: 'User rejected the request.' },
      { kind: 'rejected' },
    ],
    [{ code: 4001, message: 'User Cancel' }, { kind: 'rejected' }],
    [
      { code: 4001, message: 'wallet must has at least one account' },
      { code: 'WALLET_FAILED', reason: 'NO_ACCOUNT' },
    ],
    [
      { code: 4100, message: 'unauthorized' },
      {
        code: 'WALLET_LOCKED_OR_CLOSED',
        reason: 'UNAUTHORIZED',
        method: 'sendTrade',
      },
    ],
    [{ code: -32601 }, { code: 'UNSUPPORTED_METHOD', method: 'sendTrade' }],
    [
      { code: -32603, message: 'bad network', data: { originalError: {} } },
      { code: 'WALLET_FAILED', reason: 'RPC_ERROR', message: 'bad network' },
    ],
    [{ code: -32005 }, { code: 'WALLET_FAILED', reason: 'RPC_ERROR' }],
    [null, { code: 'WALLET_FAILED', reason: 'RPC_ERROR' }],
    ['boom', { code: 'WALLET_FAILED', reason: 'RPC_ERROR', message: 'boom' }],
    [
      new Error('thrown'),
      { code: 'WALLET_FAILED', reason: 'RPC_ERROR', message: 'thrown' },
    ],
  ])('behavior: %j', (value, expected) => {
    expect(mapRejection(value, 'sendTrade')).toMatchObject(expected)
  })

  it('behavior: reads the plain object, an Error carrying code 4001 is still a rejection', () => {
    const error = Object.assign(new Error('x'), { code: 4001 })
    expect(mapRejection(error, 'sendTrade')).toEqual({ kind: 'rejected' })
  })
})
