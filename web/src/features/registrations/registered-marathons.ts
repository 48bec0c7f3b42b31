// The list of registered marathons kept in localStorage (docs/product.md), per signed-in user so a
// shared browser does not mix runners up. It lets the detail page disable 'Register Now' at once;
// GET /my-registrations stays the source of truth once it has loaded.
import { readRecord, writeRecord } from './stored-record';

const KEY = 'registeredMarathons';

const read = () => readRecord<string[]>(KEY);
const write = (stored: Record<string, string[]>) => writeRecord(KEY, stored);

export function registeredMarathonIds(uid: string): string[] {
  const ids = read()[uid];
  return Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [];
}

export function rememberRegistration(uid: string, marathonId: string): void {
  const stored = read();
  const ids = new Set(registeredMarathonIds(uid));
  ids.add(marathonId);
  write({ ...stored, [uid]: [...ids] });
}

export function forgetRegistration(uid: string, marathonId: string): void {
  const stored = read();
  write({ ...stored, [uid]: registeredMarathonIds(uid).filter((id) => id !== marathonId) });
}
