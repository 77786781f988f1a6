/**
 * The first segment of every query key that reads the indexer's state: a
 * new indexed block invalidates them all at once (blockQueries.ts).
 */
export const INDEXED = 'indexed'

/** Side services (fees, prices): refreshed by their own stale times. */
export const SERVICES = 'services'
