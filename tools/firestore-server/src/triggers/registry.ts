// Firestore trigger registrations, as the functions emulator posts them to the official emulator
// (`POST /emulator/v1/projects/{p}/eventarcTrigger?eventarcTriggerId=<key>`), and their path patterns.

export const EVENT_TYPES = {
  created: 'google.cloud.firestore.document.v1.created',
  updated: 'google.cloud.firestore.document.v1.updated',
  deleted: 'google.cloud.firestore.document.v1.deleted',
  written: 'google.cloud.firestore.document.v1.written',
} as const;

export type ChangeKind = 'created' | 'updated' | 'deleted';

export interface Trigger {
  projectId: string;
  /** The functions emulator's key for the function; events go to `/functions/projects/{p}/triggers/{key}`. */
  key: string;
  eventType: string;
  database: string;
  /** Segments of the document pattern; `{name}` matches one segment, `{name=**}` any number. */
  pattern: string[];
}

export class TriggerRegistrationError extends Error {}

const SUPPORTED = new Set<string>(Object.values(EVENT_TYPES));

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Parses the functions emulator's registration body for a v2 Firestore trigger. */
export function parseRegistration(projectId: string, key: string, body: string): Trigger {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new TriggerRegistrationError('The trigger registration is not JSON.');
  }
  if (!isObject(parsed)) throw new TriggerRegistrationError('The trigger registration is empty.');
  const { eventType, database, document } = parsed;
  if (typeof eventType !== 'string' || !SUPPORTED.has(eventType)) {
    throw new TriggerRegistrationError(
      `Event type ${String(eventType)} is not implemented by the RUN Firestore server ` +
        '(only onDocumentCreated/Updated/Deleted/Written).',
    );
  }
  const value = isObject(document) ? document.value : undefined;
  if (typeof value !== 'string' || value === '') {
    throw new TriggerRegistrationError('The trigger registration names no document.');
  }
  return {
    projectId,
    key,
    eventType,
    database: typeof database === 'string' && database !== '' ? database : '(default)',
    pattern: value.split('/').filter((s) => s !== ''),
  };
}

/** True when a document path (relative to `/documents`) matches the trigger's pattern. */
export function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  const match = (p: number, s: number): boolean => {
    if (p === pattern.length) return s === segments.length;
    const part = pattern[p] as string;
    if (/^\{[^}=]+=\*\*\}$/.test(part) || part === '**') {
      for (let k = s; k <= segments.length; k++) if (match(p + 1, k)) return true;
      return false;
    }
    if (s === segments.length) return false;
    if (/^\{[^}]+\}$/.test(part) || part === '*' || part === segments[s])
      return match(p + 1, s + 1);
    return false;
  };
  return match(0, 0);
}

export class TriggerRegistry {
  private readonly byKey = new Map<string, Trigger>();

  add(trigger: Trigger): void {
    this.byKey.set(`${trigger.projectId}/${trigger.key}`, trigger);
  }

  /** The functions emulator no longer knows this key (its functions were reloaded). */
  remove(trigger: Trigger): void {
    this.byKey.delete(`${trigger.projectId}/${trigger.key}`);
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Triggers of `projectId`/`database` whose event type and pattern fit this change. */
  matching(projectId: string, database: string, path: string, kind: ChangeKind): Trigger[] {
    const segments = path.split('/');
    const types = new Set<string>([EVENT_TYPES[kind], EVENT_TYPES.written]);
    return [...this.byKey.values()].filter(
      (t) =>
        t.projectId === projectId &&
        t.database === database &&
        types.has(t.eventType) &&
        matchesPattern(t.pattern, segments),
    );
  }
}
