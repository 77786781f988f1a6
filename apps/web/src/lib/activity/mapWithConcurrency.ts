/**
 * Maps `items` through `run` with at most `limit` calls in flight at once;
 * the results keep the items' order. A rejection rejects the whole map
 * (callers turn expected failures into values first).
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await run(items[index] as T)
    }
  }
  const workers = Math.max(1, Math.min(Math.floor(limit), items.length))
  await Promise.all(Array.from({ length: workers }, worker))
  return results
}
