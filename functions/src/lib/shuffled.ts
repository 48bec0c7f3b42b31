// A random order of a list (Fisher-Yates): requests arriving together pick different shards
// (places/pool.ts), and the bench's deliveries arrive in no particular order.
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
