// The check-in screen's state, offline first: the roster, the race and the queue come from the device
// at once, then fresh from the server when there is a connection. A check-in the server cannot be
// reached for is queued on the device, counted as pending and sent when the browser is back online.
import type { RosterRunner } from '@run/contract/domain/api-types';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';

import {
  downloadRoster,
  fetchRace,
  sendCheckIn,
  sendUndoCheckIn,
  type CheckInBy,
} from './api/race-day-requests';
import { runnerOf } from './check-in-rules';
import {
  storedQueue,
  storedRace,
  storedRoster,
  storeQueue,
  storeRace,
  storeRoster,
  type PendingCheckIn,
  type RaceOnDevice,
} from './device-store';

export interface ShownRunner {
  userId: string;
  name: string;
  distance: string;
  bib: number | null;
}

export type CheckInOutcome =
  | { kind: 'checked-in' | 'already'; runner: ShownRunner; at: string }
  | { kind: 'pending'; runner: ShownRunner | null }
  | { kind: 'not-found' | 'error'; text: string };

const keyOf = (by: CheckInBy) =>
  'passId' in by ? `pass:${by.passId}` : 'bib' in by ? `bib:${by.bib}` : `user:${by.userId}`;

const isOffline = (error: unknown) => !(error instanceof ApiError);

export function useCheckInDesk(marathonId: string) {
  const [race, setRace] = useState<RaceOnDevice | null>(null);
  const [roster, setRoster] = useState<RosterRunner[] | null>(null);
  const [queue, setQueue] = useState<PendingCheckIn[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  // The device's copy is read and, online, the server's fetched: a check-in can find its runner.
  const [ready, setReady] = useState(false);
  // The latest values for callbacks that outlive a render (the online event, a scan in flight).
  const rosterRef = useRef<RosterRunner[]>([]);
  const queueRef = useRef<PendingCheckIn[]>([]);
  const raceRef = useRef<RaceOnDevice | null>(null);
  const flushing = useRef(false);

  const distanceName = (id: string) =>
    raceRef.current?.distances.find((d) => d.id === id)?.name ?? '';
  const shown = (r: RosterRunner): ShownRunner => ({
    userId: r.userId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    distance: distanceName(r.distanceId),
    bib: r.bib,
  });

  const putRoster = useCallback(
    (next: RosterRunner[]) => {
      rosterRef.current = next;
      setRoster(next);
      void storeRoster(marathonId, next);
    },
    [marathonId],
  );
  const putQueue = useCallback(
    (next: PendingCheckIn[]) => {
      queueRef.current = next;
      setQueue(next);
      void storeQueue(marathonId, next);
    },
    [marathonId],
  );
  const markCheckedIn = useCallback(
    (userId: string, at: string | null) =>
      putRoster(
        rosterRef.current.map((r) => (r.userId === userId ? { ...r, checkedInAt: at } : r)),
      ),
    [putRoster],
  );

  /** Sends the queue in order; stops at the first check-in that cannot reach the server. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      while (queueRef.current.length > 0) {
        const [next, ...rest] = queueRef.current;
        if (!next) break;
        try {
          const result = await sendCheckIn(marathonId, next.by, next.scannedAt);
          markCheckedIn(result.runner.userId, result.checkedInAt);
        } catch (error) {
          if (isOffline(error)) return;
          // Refused for good (e.g. an unknown pass): it leaves the queue.
        }
        putQueue(rest);
      }
    } finally {
      flushing.current = false;
    }
  }, [marathonId, markCheckedIn, putQueue]);

  const refresh = useCallback(async () => {
    try {
      const [fresh, runners] = await Promise.all([
        fetchRace(marathonId),
        downloadRoster(marathonId),
      ]);
      const onDevice = {
        title: fresh.title,
        organiserUid: fresh.createdByUid,
        distances: fresh.distances.map((d) => ({ id: d.id, name: d.name })),
      };
      raceRef.current = onDevice;
      setRace(onDevice);
      void storeRace(marathonId, onDevice);
      putRoster(runners);
      setLoadError(null);
    } catch (error) {
      setLoadError(
        isOffline(error)
          ? 'Offline: using the roster kept on this device.'
          : (error as Error).message,
      );
    }
  }, [marathonId, putRoster]);

  useEffect(() => {
    let live = true;
    void (async () => {
      const [kept, keptRace, keptQueue] = await Promise.all([
        storedRoster(marathonId),
        storedRace(marathonId),
        storedQueue(marathonId),
      ]);
      if (!live) return;
      raceRef.current = keptRace;
      setRace(keptRace);
      rosterRef.current = kept ?? [];
      if (kept) setRoster(kept);
      queueRef.current = keptQueue;
      setQueue(keptQueue);
      if (navigator.onLine) {
        await refresh();
        await flush();
      } else if (!kept) {
        setLoadError('Offline, and this device has no roster of this race yet.');
      }
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [marathonId, refresh, flush]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush]);

  const checkIn = useCallback(
    async (by: CheckInBy) => {
      const local = runnerOf(rosterRef.current, by);
      if (local?.checkedInAt) {
        setOutcome({ kind: 'already', runner: shown(local), at: local.checkedInAt });
        return;
      }
      const key = keyOf(by);
      const queued = queueRef.current.find(
        (p) => p.key === key || (local && p.userId === local.userId),
      );
      if (queued) {
        setOutcome({
          kind: 'already',
          runner: local ? shown(local) : { userId: '', name: queued.name, distance: '', bib: null },
          at: queued.scannedAt,
        });
        return;
      }
      const enqueue = () => {
        putQueue([
          ...queueRef.current,
          {
            key,
            by,
            scannedAt: new Date().toISOString(),
            userId: local?.userId ?? null,
            name: local ? shown(local).name : 'Unknown runner',
          },
        ]);
        setOutcome({ kind: 'pending', runner: local ? shown(local) : null });
      };
      if (!navigator.onLine) {
        enqueue();
        return;
      }
      try {
        const result = await sendCheckIn(marathonId, by);
        markCheckedIn(result.runner.userId, result.checkedInAt);
        const { runner } = result;
        setOutcome({
          kind: result.alreadyCheckedIn ? 'already' : 'checked-in',
          at: result.checkedInAt,
          runner: {
            userId: runner.userId,
            name: `${runner.firstName} ${runner.lastName}`.trim(),
            distance: runner.distanceName,
            bib: runner.bib,
          },
        });
      } catch (error) {
        if (isOffline(error)) enqueue();
        else if (error instanceof ApiError && error.status === 404)
          setOutcome({ kind: 'not-found', text: error.message });
        else setOutcome({ kind: 'error', text: (error as Error).message });
      }
    },
    // shown() reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [marathonId, markCheckedIn, putQueue],
  );

  const undo = useCallback(
    async (userId: string) => {
      try {
        await sendUndoCheckIn(marathonId, userId);
        markCheckedIn(userId, null);
        setOutcome(null);
      } catch (error) {
        setOutcome({ kind: 'error', text: (error as Error).message });
      }
    },
    [marathonId, markCheckedIn],
  );

  const notAPass = useCallback(
    () => setOutcome({ kind: 'not-found', text: 'This code is not a race pass of this race.' }),
    [],
  );

  return {
    race,
    roster,
    queue,
    online,
    loadError,
    outcome,
    ready,
    checkIn,
    notAPass,
    undo,
    refresh,
  };
}
