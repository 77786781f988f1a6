/** Parameters of {@link getStorageVersionAction}. */
export type GetStorageVersionActionParameters = {
  /** The value under `STORAGE_VERSION_KEY`, if any (untrusted). */
  readonly stored: unknown
  /** The version this build expects. */
  readonly current: string
  /**
   * Whether storage holds a key of ours that a reset would clear (not the
   * version itself, nor the choices a reset keeps, such as the language).
   */
  readonly hasOtherData: boolean
}

/**
 * What to do with local storage at start-up (docs/product.md §4: storage is cleared
 * when the hard-coded version changes, with an "Application update" notice).
 *
 * - `reset`: the stored version differs from `current`, or it is missing
 *   while other data exists (data written by a build that predates the
 *   version key, so its shape is unknown). Clear our keys, write `current`,
 *   show the notice.
 * - `keep`: the versions match, or storage is empty (a first visit: nothing
 *   to clear and no notice to show). Write `current` if it was missing.
 *
 * @example getStorageVersionAction({ stored: '3', current: '4', hasOtherData: true }) // 'reset'
 */
export function getStorageVersionAction({
  stored,
  current,
  hasOtherData,
}: GetStorageVersionActionParameters): 'keep' | 'reset' {
  if (stored === undefined || stored === null) {
    return hasOtherData ? 'reset' : 'keep'
  }
  return stored === current ? 'keep' : 'reset'
}
