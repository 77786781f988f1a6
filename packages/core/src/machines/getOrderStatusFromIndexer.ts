import {
  type GetIndexerRecordStatusParameters,
  getIndexerRecordStatus,
} from '../domain/getIndexerRecordStatus.js'
import type { OrderStatus } from './orderStatus.js'

/**
 * An indexer record's order status (protocol.md §2.4), via the domain's
 * `getIndexerRecordStatus`: `order_status` 0 → completed; 1 with err_info →
 * failed; 1 without → pending (recorded, not applied yet).
 */
export function getOrderStatusFromIndexer(
  record: GetIndexerRecordStatusParameters,
): Extract<OrderStatus, 'completed' | 'failed' | 'pending'> {
  return getIndexerRecordStatus(record)
}
