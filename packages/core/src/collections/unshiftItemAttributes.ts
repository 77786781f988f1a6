import type { FileAttribute, FileCollectionItem } from '../domain/files.js'

/**
 * Undoes the off-by-one of `file/collections/inscriptions` (docs/api.md
 * §8.11): item i arrives with item i−1's attributes, the first with `[]`.
 * So item i's own attributes are the ones item i+1 carries. The last
 * item's are lost on the wire: `null` (read them with
 * `file/collections/attributes` and its `file_id`).
 *
 * @example unshiftItemAttributes([{a, []}, {b, A}, {c, B}]) // [{a, A}, {b, B}, {c, null}]
 */
export function unshiftItemAttributes(
  items: readonly FileCollectionItem[],
): readonly {
  readonly fileId: string
  readonly name: string
  readonly attributes: readonly FileAttribute[] | null
}[] {
  return items.map((item, i) => ({
    fileId: item.fileId,
    name: item.name,
    attributes: items[i + 1]?.attributes ?? null,
  }))
}
