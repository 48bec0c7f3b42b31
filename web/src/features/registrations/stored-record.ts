// A JSON object kept in localStorage under one key (the registered marathons by runner, the referral
// codes by race): read as empty when missing, broken or not an object; a failed write (storage full
// or blocked) changes nothing, as the server stays the source of truth.
export function readRecord<T>(key: string): Record<string, T> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, T>)
      : {};
  } catch {
    return {};
  }
}

export function writeRecord<T>(key: string, record: Record<string, T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(record));
  } catch {
    // Storage may be full or blocked.
  }
}
