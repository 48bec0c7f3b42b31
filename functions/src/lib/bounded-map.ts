// A Map that keeps at most `limit` entries, forgetting the oldest one first: the per-instance memories
// (places/pool.ts: what an instance knows of a distance's shards; places/take.ts: which sell-outs it
// marked; mail/outbox.ts: each race's calendar file) must not grow with every race an instance ever
// served.
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
