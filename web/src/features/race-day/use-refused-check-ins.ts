// The check-ins the server refused after they waited in the queue (docs/race-day.md): kept on the
// device and shown, with the server's sentence, until a person dismisses each one.
import { useCallback, useRef, useState } from 'react';

import { dismissRefusal, withRefusal } from './check-in-rules';
import {
  storedRefused,
  storeRefused,
  type PendingCheckIn,
  type RefusedCheckIn,
} from './device-store';

export function useRefusedCheckIns(marathonId: string) {
  const [refused, setRefused] = useState<RefusedCheckIn[]>([]);
  // The latest list for callbacks that outlive a render (the queue being sent).
  const current = useRef<RefusedCheckIn[]>([]);
  const show = (next: RefusedCheckIn[]) => {
    current.current = next;
    setRefused(next);
  };

  /** What the device kept, when the screen opens. */
  const load = useCallback(async () => show(await storedRefused(marathonId)), [marathonId]);
  /** Kept on the device before it resolves: the caller may then take it out of the queue. */
  const refuse = useCallback(
    async (pending: PendingCheckIn, reason: string) => {
      const next = withRefusal(current.current, pending, reason);
      show(next);
      await storeRefused(marathonId, next);
    },
    [marathonId],
  );
  const dismiss = useCallback(
    (key: string) => {
      const next = dismissRefusal(current.current, key);
      show(next);
      void storeRefused(marathonId, next);
    },
    [marathonId],
  );
  /** The race was forgotten on this device (device-store.ts's forgetRace deletes the kept list). */
  const clear = useCallback(() => show([]), []);
  return { refused, load, refuse, dismiss, clear };
}
