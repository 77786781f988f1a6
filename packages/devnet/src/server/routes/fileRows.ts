import type { FileRecord, IndexerState } from '../../indexer/state.js'

/** The files of a collection (every file when `metaId` is empty). */
export function collectionFiles(
  state: IndexerState,
  metaId: string,
): FileRecord[] {
  return [...state.files.values()].filter((f) => !metaId || f.metaId === metaId)
}
