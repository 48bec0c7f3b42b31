// The check-in screen's state, offline first: the roster, the race and the queue come from the device
// at once, then fresh from the server when there is a connection. A check-in the server cannot be
// reached for is queued on the device, counted as pending and sent when the browser is back online;
// one the server then refuses stays on the screen until a person dismisses it. A volunteer's pass
// (docs/volunteers.md) is checked in the same way and checked out at the end of their shift, queued
// offline alike; a shift's captain, who may check in no runner, gets no runners' roster.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { RosterRunner } from '@run/contract/domain/roster';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { claimDeviceData, deviceDataSettled, onBeforeSignOut } from '@/lib/device-owner';

import {
  downloadRoster,
  fetchRace,
  sendCheckIn,
  sendCheckOut,
  sendGroupCheckIn,
  sendUndoCheckIn,
  type CheckInBy,
} from './api/race-day-requests';
import { checkInKeyOf, handleOf, runnerKeyOf, runnerOf, sendFailure } from './check-in-rules';
import {
  forgetRace,
  storeCheckIn,
  storedQueue,
  storedRace,
  storedRosterWithCheckIns,
  storeFreshRoster,
  storeQueue,
  storeRace,
  type PendingCheckIn,
  type RaceOnDevice,
} from './device-store';
import { groupMembersOf, memberAnswered, memberInAt, queuedMembers } from './group-pass';
import { useRefusedCheckIns } from './use-refused-check-ins';

export interface ShownRunner {
  /** Their uid: the API's answer names it; the roster only for a runner without a pass. */
  userId: string | null;
  /** How to name them to the API (their uid for an undo is asked of it by this). */
  handle: CheckInBy | null;
  name: string;
  distance: string;
  bib: number | null;
  /** The runner's payment is disputed (a chargeback): staff send them to the organiser. */
  disputed: boolean;
}

/**
 * A sentence the screen shows: its own, a message translated where it is shown (the language can
 * change while the screen is open), or the server's, as it came.
 */
export type DeskText = MessageDescriptor | string;

const NOT_A_PASS = msg`This code is not a race pass of this race.`;
const OFFLINE_WITH_ROSTER = msg`Offline: using the roster kept on this device.`;
const OFFLINE_WITHOUT_ROSTER = msg`Offline, and this device has no roster of this race yet.`;

/** A runner the device's roster does not name (registered since it was fetched): only what is known. */
const notOnDevice = (name: string, bib: number | null = null): ShownRunner => ({
  userId: null,
  handle: null,
  name,
  distance: '',
  bib,
  disputed: false,
});

/** One runner of a group pass's scan: checked in now, already before, or queued on the device. */
export interface GroupMember {
  runner: ShownRunner;
  state: 'checked-in' | 'already' | 'pending';
  at: string | null;
}

/** The volunteer a pass named, as the API answered: their name, shift and role. */
export type DeskVolunteer = Extract<
  Awaited<ReturnType<typeof sendCheckIn>>,
  { volunteer: unknown }
>['volunteer'];

/** What became of a volunteer's pass: checked in or out now, before, or queued on the device. */
export interface VolunteerOutcome {
  kind: 'volunteer';
  state: 'checked-in' | 'already' | 'pending-in' | 'checked-out' | 'already-out' | 'pending-out';
  passId: string;
  /** Null when this device has not heard of the pass from the API (scanned offline). */
  volunteer: DeskVolunteer | null;
  /** The check-in's (or check-out's) time; the scan's for a queued one. */
  at: string;
  hours: number | null;
}

export type CheckInOutcome =
  | VolunteerOutcome
  | { kind: 'checked-in' | 'already'; runner: ShownRunner; at: string }
  | { kind: 'group'; members: GroupMember[] }
  | { kind: 'pending'; runner: ShownRunner | null }
  | { kind: 'not-found' | 'error'; text: DeskText };

/** How often a queue that could not be sent is tried again while the browser says it is online. */
const RETRY_MS = 5_000;

/**
 * How often the whole roster is fetched again while online, so runners registered, changed or
 * withdrawn since, and other devices' check-ins, reach this one (one request, about 360 KB
 * gzipped at 30,000 runners: docs/decisions/0017-compact-roster.md).
 */
const ROSTER_REFRESH_MS = 5 * 60_000;

export function useCheckInDesk(
  marathonId: string,
  /** `runners` false: a shift's captain, who checks volunteers only (the runners' roster is staff's). */
  { runners: withRunners = true }: { runners?: boolean } = {},
) {
  const uid = useAuth().user?.uid ?? null;
  const [race, setRace] = useState<RaceOnDevice | null>(null);
  const [roster, setRoster] = useState<RosterRunner[] | null>(null);
  const [queue, setQueue] = useState<PendingCheckIn[]>([]);
  const {
    refused,
    load: loadRefused,
    refuse,
    dismiss,
    clear: clearRefused,
  } = useRefusedCheckIns(marathonId);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [loadError, setLoadError] = useState<DeskText | null>(null);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  // The device's copy is read and, online, the server's fetched: a check-in can find its runner.
  const [ready, setReady] = useState(false);
  // The latest values for callbacks that outlive a render (the online event, a scan in flight).
  const rosterRef = useRef<RosterRunner[]>([]);
  const queueRef = useRef<PendingCheckIn[]>([]);
  const raceRef = useRef<RaceOnDevice | null>(null);
  const flushing = useRef(false);
  // The volunteers the API named on this screen, by pass: a check-out queued offline names them.
  const volunteers = useRef(new Map<string, DeskVolunteer>());
  const volunteerOf = (passId: string) => volunteers.current.get(passId) ?? null;
  const volunteerSaid = (
    passId: string,
    state: VolunteerOutcome['state'],
    at: string,
    said: { volunteer?: DeskVolunteer; hours?: number } = {},
  ): VolunteerOutcome => {
    if (said.volunteer) volunteers.current.set(passId, said.volunteer);
    const volunteer = said.volunteer ?? volunteerOf(passId);
    return { kind: 'volunteer', state, passId, volunteer, at, hours: said.hours ?? null };
  };

  const distanceName = (id: string) =>
    raceRef.current?.distances.find((d) => d.id === id)?.name ?? '';
  const shown = (r: RosterRunner): ShownRunner => ({
    userId: r.userId,
    handle: handleOf(r),
    name: `${r.firstName} ${r.lastName}`.trim(),
    distance: distanceName(r.distanceId),
    bib: r.bib,
    disputed: r.disputed === true,
  });

  const showRoster = (next: RosterRunner[]) => {
    rosterRef.current = next;
    setRoster(next);
  };
  const putQueue = useCallback(
    (next: PendingCheckIn[]) => {
      queueRef.current = next;
      setQueue(next);
      if (uid) claimDeviceData(uid);
      void storeQueue(marathonId, next);
    },
    [marathonId, uid],
  );

  /**
   * The account lost its place on the race's staff (403): what the device kept of the race goes
   * (the roster's names and passes, the queue the API now refuses), and the screen says why.
   */
  const forget = useCallback(
    (error: ApiError) => {
      queueRef.current = [];
      setQueue([]);
      clearRefused();
      rosterRef.current = [];
      setRoster(null);
      raceRef.current = null;
      setRace(null);
      setLoadError(error.message);
      void forgetRace(marathonId);
    },
    [marathonId, clearRefused],
  );
  /** A runner of the roster on the device checked in at `at` (or undone: null). */
  const markRunner = useCallback(
    (runner: RosterRunner, at: string | null) => {
      showRoster(rosterRef.current.map((r) => (r === runner ? { ...r, checkedInAt: at } : r)));
      void storeCheckIn(marathonId, runnerKeyOf(runner), at);
    },
    [marathonId],
  );
  /** The runner `by` names, if the roster on the device has them, checked in at `at` (or undone). */
  const markCheckedIn = useCallback(
    (by: CheckInBy, at: string | null) => {
      const runner = runnerOf(rosterRef.current, by);
      if (runner !== undefined) markRunner(runner, at);
    },
    [markRunner],
  );
  /** The runners of a group pass's answer, as far as the roster on the device has them. */
  const markGroup = useCallback(
    (groupPassId: string, answered: Awaited<ReturnType<typeof sendGroupCheckIn>>['runners']) => {
      const members = groupMembersOf(rosterRef.current, groupPassId);
      return answered.map((a) => {
        const row = memberAnswered(members, a);
        if (row) markRunner(row, a.checkedInAt);
        return { a, row };
      });
    },
    [markRunner],
  );

  /**
   * Sends the queue in order; stops at the first check-in that cannot reach the server. A 403 means
   * none of the rest can go either: what the device kept of the race is deleted. A check-in refused
   * for good leaves the queue only once it is kept among the refusals, so it is never lost.
   */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      while (queueRef.current.length > 0) {
        const [next, ...rest] = queueRef.current;
        if (!next) break;
        try {
          if ('checkOutPassId' in next.by) {
            await sendCheckOut(marathonId, next.by.checkOutPassId, next.scannedAt);
          } else if ('groupPassId' in next.by) {
            const { groupPassId } = next.by;
            markGroup(
              groupPassId,
              (await sendGroupCheckIn(marathonId, groupPassId, next.scannedAt)).runners,
            );
          } else {
            const result = await sendCheckIn(marathonId, next.by, next.scannedAt);
            markCheckedIn(next.by, result.checkedInAt);
          }
        } catch (error) {
          const failure = sendFailure(error);
          if (failure === 'lost-access') {
            forget(error as ApiError);
            return;
          }
          if (failure === 'retry') return;
          await refuse(next, (error as Error).message);
        }
        putQueue(rest);
      }
    } finally {
      flushing.current = false;
    }
  }, [marathonId, markCheckedIn, markGroup, putQueue, refuse, forget]);

  // Signing out sends what it can first: the queue is deleted with the rest once signed out.
  useEffect(() => onBeforeSignOut(flush), [flush]);

  const refresh = useCallback(async () => {
    try {
      const [fresh, runners] = await Promise.all([
        fetchRace(marathonId),
        withRunners ? downloadRoster(marathonId) : Promise.resolve([]),
      ]);
      const onDevice = {
        title: fresh.title,
        organiserUid: fresh.createdByUid,
        distances: fresh.distances.map((d) => ({ id: d.id, name: d.name })),
      };
      raceRef.current = onDevice;
      setRace(onDevice);
      void storeRace(marathonId, onDevice);
      showRoster(runners);
      if (uid) claimDeviceData(uid);
      void storeFreshRoster(marathonId, runners);
      setLoadError(null);
    } catch (error) {
      if (sendFailure(error) === 'lost-access') {
        // Sends what it can (the API refuses the rest with 403 too), then forgets the race.
        await flush();
        forget(error as ApiError);
        return;
      }
      setLoadError(sendFailure(error) === 'retry' ? OFFLINE_WITH_ROSTER : (error as Error).message);
    }
  }, [marathonId, uid, flush, forget, withRunners]);

  useEffect(() => {
    let live = true;
    void (async () => {
      // Another account's data on this device is deleted first (lib/device-owner.ts).
      await deviceDataSettled();
      const [kept, keptRace, keptQueue] = await Promise.all([
        storedRosterWithCheckIns(marathonId),
        storedRace(marathonId),
        storedQueue(marathonId),
        loadRefused(),
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
      } else if (!kept && withRunners) {
        setLoadError(OFFLINE_WITHOUT_ROSTER);
      }
      if (live) setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [marathonId, refresh, flush, loadRefused, withRunners]);

  // A weak signal fails requests without an offline event: the queue is tried again now and then.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (navigator.onLine && queueRef.current.length > 0) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [flush]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (navigator.onLine && document.visibilityState === 'visible') void refresh();
    }, ROSTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      // The queue first: the roster fetched after it holds this device's own check-ins.
      void flush().then(refresh);
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush, refresh]);

  /** A check-in the API did not take: queued when unreachable, else said on the screen. */
  const failed = useCallback(
    (error: unknown, enqueue: () => void) => {
      const failure = sendFailure(error);
      if (failure === 'retry') enqueue();
      else if (failure === 'lost-access') forget(error as ApiError);
      else if (error instanceof ApiError && error.status === 404)
        setOutcome({ kind: 'not-found', text: error.message });
      else setOutcome({ kind: 'error', text: (error as Error).message });
    },
    [forget],
  );

  const checkIn = useCallback(
    /** `volunteer`: the desk scans volunteers' passes (what it says of one it cannot send yet). */
    async (by: CheckInBy, volunteer = false) => {
      const local = runnerOf(rosterRef.current, by);
      // A volunteer's pass: not a runner of the roster on the device.
      const volunteerPass = volunteer && !local && 'passId' in by ? by.passId : null;
      if (local?.checkedInAt) {
        setOutcome({ kind: 'already', runner: shown(local), at: local.checkedInAt });
        return;
      }
      const key = checkInKeyOf(by);
      const queued = queueRef.current.find(
        (p) => p.key === key || (local && p.runner === runnerKeyOf(local)),
      );
      if (queued && volunteerPass !== null) {
        setOutcome(volunteerSaid(volunteerPass, 'already', queued.scannedAt));
        return;
      }
      if (queued) {
        setOutcome({
          kind: 'already',
          runner: local ? shown(local) : notOnDevice(queued.name),
          at: queued.scannedAt,
        });
        return;
      }
      const enqueue = () => {
        const scannedAt = new Date().toISOString();
        putQueue([
          ...queueRef.current,
          {
            key,
            by,
            scannedAt,
            runner: local ? runnerKeyOf(local) : null,
            // Kept on the device with the check-in, in the language shown as it was queued.
            name: local
              ? shown(local).name
              : volunteerPass !== null
                ? (volunteerOf(volunteerPass)?.name ?? t`A volunteer’s pass`)
                : t`Unknown runner`,
          },
        ]);
        setOutcome(
          volunteerPass !== null
            ? volunteerSaid(volunteerPass, 'pending-in', scannedAt)
            : { kind: 'pending', runner: local ? shown(local) : null },
        );
      };
      if (!navigator.onLine) {
        enqueue();
        return;
      }
      try {
        const result = await sendCheckIn(marathonId, by);
        if ('volunteer' in result) {
          const passId = 'passId' in by ? by.passId : '';
          const state = result.alreadyCheckedIn ? 'already' : 'checked-in';
          setOutcome(volunteerSaid(passId, state, result.checkedInAt, result));
          return;
        }
        markCheckedIn(by, result.checkedInAt);
        const { runner } = result;
        setOutcome({
          kind: result.alreadyCheckedIn ? 'already' : 'checked-in',
          at: result.checkedInAt,
          runner: {
            userId: runner.userId,
            handle: by,
            name: `${runner.firstName} ${runner.lastName}`.trim(),
            distance: runner.distanceName,
            bib: runner.bib,
            // The device's roster says so (the check-in answer names only the runner).
            disputed: local?.disputed === true,
          },
        });
      } catch (error) {
        failed(error, enqueue);
      }
    },
    // shown() reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [marathonId, markCheckedIn, putQueue, failed],
  );

  /** A volunteer's check-out by their pass (queued offline with the scan's time, as a check-in). */
  const checkOut = useCallback(
    async (passId: string) => {
      const by = { checkOutPassId: passId };
      const key = checkInKeyOf(by);
      const queued = queueRef.current.find((p) => p.key === key);
      if (queued) {
        setOutcome(volunteerSaid(passId, 'pending-out', queued.scannedAt));
        return;
      }
      const enqueue = () => {
        const scannedAt = new Date().toISOString();
        const name = volunteerOf(passId)?.name ?? t`A volunteer’s pass`;
        putQueue([...queueRef.current, { key, by, scannedAt, runner: null, name }]);
        setOutcome(volunteerSaid(passId, 'pending-out', scannedAt));
      };
      if (!navigator.onLine) {
        enqueue();
        return;
      }
      try {
        const result = await sendCheckOut(marathonId, passId);
        const state = result.alreadyCheckedOut ? 'already-out' : 'checked-out';
        setOutcome(volunteerSaid(passId, state, result.checkedOutAt, result));
      } catch (error) {
        failed(error, enqueue);
      }
    },
    // volunteerSaid() reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [marathonId, putQueue, failed],
  );

  /**
   * An order's group pass: every confirmed entry at once. The roster on the device answers a second
   * scan; offline, each member not yet in is queued as their own check-in (a group the roster does
   * not know yet is queued whole, by its pass).
   */
  const checkInGroup = useCallback(
    async (groupPassId: string) => {
      const members = groupMembersOf(rosterRef.current, groupPassId);
      const inAt = (m: RosterRunner) => memberInAt(m, queueRef.current);
      const waiting = members.filter((m) => inAt(m) === null);
      const local = (state: GroupMember['state']) =>
        members.map((m): GroupMember => {
          const at = inAt(m);
          return { runner: shown(m), state: at === null ? state : 'already', at };
        });
      if (members.length > 0 && waiting.length === 0) {
        setOutcome({ kind: 'group', members: local('already') });
        return;
      }
      const enqueue = () => {
        const scannedAt = new Date().toISOString();
        if (members.length === 0) {
          const by = { groupPassId };
          const key = checkInKeyOf(by);
          if (!queueRef.current.some((p) => p.key === key)) {
            putQueue([
              ...queueRef.current,
              { key, by, scannedAt, runner: null, name: t`A group pass` },
            ]);
          }
          setOutcome({ kind: 'pending', runner: null });
          return;
        }
        const outcome = local('pending');
        putQueue([...queueRef.current, ...queuedMembers(waiting, scannedAt, (m) => shown(m).name)]);
        setOutcome({ kind: 'group', members: outcome });
      };
      if (!navigator.onLine) {
        enqueue();
        return;
      }
      try {
        const { runners } = await sendGroupCheckIn(marathonId, groupPassId);
        const shownMembers = markGroup(groupPassId, runners).map(({ a, row }): GroupMember => ({
          runner: row ? shown(row) : notOnDevice(`${a.firstName} ${a.lastName}`.trim(), a.bib),
          state: a.alreadyCheckedIn ? 'already' : 'checked-in',
          at: a.checkedInAt,
        }));
        setOutcome({ kind: 'group', members: shownMembers });
      } catch (error) {
        failed(error, enqueue);
      }
    },
    // shown() reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [marathonId, markGroup, putQueue, failed],
  );

  const undo = useCallback(
    async (runner: ShownRunner) => {
      try {
        // A check-in the device knew of from its roster names no uid: the API's answer to the same
        // check-in does (it is already checked in, so nothing changes).
        const userId =
          runner.userId ??
          (runner.handle === null
            ? null
            : await sendCheckIn(marathonId, runner.handle).then((answer) =>
                'runner' in answer ? answer.runner.userId : null,
              ));
        if (userId === null) return;
        await sendUndoCheckIn(marathonId, userId);
        if (runner.handle !== null) markCheckedIn(runner.handle, null);
        setOutcome(null);
      } catch (error) {
        setOutcome({ kind: 'error', text: (error as Error).message });
      }
    },
    [marathonId, markCheckedIn],
  );

  const notAPass = useCallback(() => setOutcome({ kind: 'not-found', text: NOT_A_PASS }), []);

  return {
    race,
    roster,
    queue,
    refused,
    online,
    loadError,
    outcome,
    ready,
    checkIn,
    checkInGroup,
    checkOut,
    notAPass,
    undo,
    dismiss,
    refresh,
  };
}
