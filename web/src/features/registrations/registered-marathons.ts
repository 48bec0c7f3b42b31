// The list of registered marathons kept in localStorage (docs/product.md), per signed-in user so a
// shared browser does not mix runners up. It lets the detail page disable 'Register Now' at once;
// GET /my-registrations stays the source of truth once it has loaded.
const KEY = 'registeredMarathons';

type Stored = Record<string, string[]>;

function read(): Stored {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

function write(stored: Stored): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage may be full or blocked; the server still knows the registration.
  }
}

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
