import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { FileExchangeOrder } from '../../domain/listings.js'
import { fileOrder } from '../test/fileOrder.js'
import {
  getPriceEditIssue,
  getPriceEditStep,
  type PriceEditSent,
} from './getPriceEditStep.js'

const SELLER = 'DSeller'
const OLD = 'e'.repeat(64)
const NEW = 'a'.repeat(64)

const order = fileOrder

const listed = [order('create', OLD, 1)]
const cancelled = [...listed, order('cancel', OLD, 2)]
const relisted = [...cancelled, order('create', NEW, 3, { amt: 250n })]
const step = (orders: FileExchangeOrder[], sent: PriceEditSent) =>
  getPriceEditStep({ orders, exId: OLD, seller: SELLER, sent })

describe(getPriceEditStep, () => {
  it('default: cancel, wait, list at the new price, wait, done', () => {
    expect(step(listed, 'nothing')).toEqual({ next: 'cancel' })
    expect(step(listed, 'cancel')).toEqual({ next: 'wait-cancel' })
    expect(step(cancelled, 'cancel')).toEqual({ next: 'list' })
    expect(step(cancelled, 'create')).toEqual({ next: 'wait-list' })
    expect(step(relisted, 'create')).toEqual({ next: 'done' })
  })
  it('behavior: a cancel not yet settled is still waited for', () => {
    const pending = [...listed, order('cancel', OLD, 2, { status: 'pending' })]
    expect(step(pending, 'cancel')).toEqual({ next: 'wait-cancel' })
  })
  it('behavior: a cancel the indexer failed ends the edit, nothing listed', () => {
    const failed = [...listed, order('cancel', OLD, 2, { status: 'failed' })]
    expect(step(failed, 'cancel')).toEqual({
      next: 'stopped',
      code: 'CANCEL_FAILED',
    })
  })
  it('behavior: the old listing bought first ends the edit', () => {
    const sold = [
      ...listed,
      order('trade', OLD, 2, { holderAddress: 'DBuyer' }),
    ]
    for (const sent of ['nothing', 'cancel', 'create'] as const)
      expect(step(sold, sent)).toEqual({ next: 'stopped', code: 'SOLD' })
  })
  it('behavior: only the seller open listing can be edited', () => {
    expect(step([], 'nothing')).toEqual({ next: 'stopped', code: 'NOT_LISTED' })
    expect(step(cancelled, 'nothing')).toEqual({
      next: 'stopped',
      code: 'NOT_LISTED',
    })
    expect(
      getPriceEditStep({
        orders: listed,
        exId: OLD,
        seller: 'DSomeoneElse',
        sent: 'nothing',
      }),
    ).toEqual({ next: 'stopped', code: 'NOT_LISTED' })
  })
  it('behavior: a listing opened elsewhere before phase 2 stops it', () => {
    expect(step(relisted, 'cancel')).toEqual({
      next: 'stopped',
      code: 'LISTED_ELSEWHERE',
    })
  })
  test.prop([
    fc.constantFrom<PriceEditSent>('nothing', 'cancel', 'create'),
    fc.subarray([0, 1, 2]),
  ])(
    'property: phase 2 is signed only once the cancel settled and the file is not listed',
    (sent, picks) => {
      const all = [
        order('create', OLD, 1),
        order('cancel', OLD, 2),
        order('create', NEW, 3),
      ]
      const orders = picks.map((i) => all[i] as FileExchangeOrder)
      const next = step(orders, sent).next
      if (next === 'list') {
        expect(sent).toBe('cancel')
        expect(picks).toContain(1)
        expect(picks).not.toContain(2)
      }
      if (next === 'cancel') expect(picks).not.toContain(1)
    },
  )
})

describe(getPriceEditIssue, () => {
  it('behavior: the same price is refused, any other is fine', () => {
    expect(getPriceEditIssue(100n, 100n)).toEqual({ code: 'SAME_PRICE' })
    expect(getPriceEditIssue(100n, 101n)).toBeUndefined()
  })
})
