// Work on many items a few at a time: enough in flight to hide each round trip, few enough not to
// swamp the database (an import's batches, a statement's rows).
export async function inPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    // After a failure no new item starts: the caller hears of it and decides, not the pool.
    while (next < items.length && !failed) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
