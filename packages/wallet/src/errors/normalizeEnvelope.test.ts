import { describe, expect, it } from 'vitest'
import { normalizeEnvelope } from './normalizeEnvelope.js'
import { WALLET_FAILED_TEXTS } from './walletError.js'

const HASH = 'ab'.repeat(32)

describe(normalizeEnvelope, () => {
  it.each([
    [
      'the 1.4.x envelope',
      { code: 200, msg: 'success', data: { tx_hash: HASH } },
    ],
    ['a flat tx_hash without code', { tx_hash: HASH, fee_address: 'x' }],
    ['a bare txid string (1.0.x)', HASH],
    [
      'an upper-case hash',
      { code: 200, data: { tx_hash: HASH.toUpperCase() } },
    ],
  ])('behavior: %s is submitted', (_, value) => {
    expect(normalizeEnvelope(value, 'createSwap')._unsafeUnwrap()).toEqual({
      kind: 'submitted',
      txHash: HASH,
    })
  })

  it.each([
    [
      'code ≠ 200 → Payment failed!',
      { code: 500, msg: 'broadcast failed', data: null },
      {
        code: 'WALLET_FAILED',
        reason: 'PAYMENT_FAILED',
        message: 'broadcast failed',
      },
    ],
    [
      'code ≠ 200 even with a hash',
      { code: 400, data: { tx_hash: HASH } },
      { code: 'WALLET_FAILED', reason: 'PAYMENT_FAILED' },
    ],
    [
      'busy UTXOs',
      {
        code: 500,
        msg: 'There are other unfinished operations at the current address. Please wait for completion before submitting.',
        data: null,
      },
      { code: 'WALLET_BUSY' },
    ],
    [
      'insufficient balance',
      {
        code: 500,
        msg: 'The balance is insufficient to complete this transaction',
        data: null,
      },
      { code: 'INSUFFICIENT_FUNDS' },
    ],
    [
      'a resolved undefined (1.0.x)',
      undefined,
      { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' },
    ],
    [
      'code 200 without data',
      { code: 200, msg: 'success' },
      { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' },
    ],
    [
      'code 200 with data null',
      { code: 200, data: null },
      { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' },
    ],
    [
      'a malformed hash',
      { code: 200, data: { tx_hash: 'abc' } },
      { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' },
    ],
    ['an empty string', '', { code: 'WALLET_FAILED', reason: 'NO_TX_HASH' }],
  ])('behavior: %s', (_, value, expected) => {
    expect(
      normalizeEnvelope(value, 'createSwap')._unsafeUnwrapErr(),
    ).toMatchObject(expected)
  })

  it('default: the spec texts for the two failures', () => {
    expect(WALLET_FAILED_TEXTS).toEqual({
      PAYMENT_FAILED: 'Payment failed!',
      NO_TX_HASH: 'Submission unsuccessful on-chain. Please resubmit.',
    })
  })
})
