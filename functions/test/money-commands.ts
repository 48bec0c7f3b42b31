// The money actions as fast-check commands: each action alone, or two or three of them at once
// (Promise.all), mostly on the same runner, so that a payment meets a withdrawal, an expiry, a
// refund or another payment of the same registration.
import fc from 'fast-check';

import {
  describe,
  DISTANCES,
  effective,
  perform,
  RUNNERS,
  type Action,
  type MoneyModel,
  type MoneyRace,
} from './money-actions.js';

type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyRace>;

const runner = fc.integer({ min: 0, max: RUNNERS - 1 });
const nth = fc.nat({ max: 3 });
const which = fc.constantFrom('latest' as const, 'nth' as const);
const distance = fc.constantFrom(...DISTANCES);
/** Most registrations without a code; the others with one of the race's codes (money-codes.ts). */
const code = fc.constantFrom(
  'none' as const,
  'none' as const,
  'HALF' as const,
  'FULL' as const,
  'FIVE' as const,
);
/** A referrer's link: mostly another runner's, now and then the runner's own, or none. */
const referrer = fc.integer({ min: -1, max: RUNNERS - 1 });

/** The fields an action of `kind` is drawn with besides its kind. */
type Fields<K extends Action['kind']> = Omit<Extract<Action, { kind: K }>, 'kind'>;

/** Every action, weighted towards what moves money, and how its fields are drawn. */
const actions: {
  [K in Action['kind']]: [
    weight: number,
    fields: { [F in keyof Fields<K>]: fc.Arbitrary<Fields<K>[F]> },
  ];
} = {
  register: [3, { runner, distance, code, referrer }],
  order: [2, { runner, distance, guest: distance, code }],
  withdrawGuest: [1, { runner }],
  joinWaitlist: [1, { runner }],
  acceptOffer: [1, { runner, code }],
  start: [5, { runner, method: fc.constantFrom('card' as const, 'bank_transfer' as const) }],
  pay: [7, { runner, attempt: which, nth, twice: fc.boolean() }],
  replay: [1, { runner, nth: fc.nat() }],
  decline: [1, { runner }],
  holdRunsOut: [
    2,
    { runner, held: fc.constantFrom('registrations' as const, 'distanceChanges' as const) },
  ],
  withdraw: [2, { runner }],
  refund: [2, { runner, amount: fc.integer({ min: 1, max: 7000 }), cancel: fc.boolean() }],
  manual: [2, { runner, exact: fc.boolean(), amount: fc.integer({ min: 1, max: 7000 }) }],
  defer: [2, { runner }],
  offerTransfer: [2, { runner, to: runner }],
  acceptTransfer: [2, { runner }],
  changeDistance: [2, { runner, distance }],
  bankRow: [
    4,
    {
      runner,
      attempt: which,
      nth,
      paid: fc.constantFrom('exact' as const, 'partial' as const, 'over' as const),
      rows: fc.constantFrom(1 as const, 2 as const),
    },
  ],
  reimport: [1, { runner, nth: fc.nat() }],
  dispute: [
    2,
    {
      runner,
      attempt: which,
      nth,
      status: fc.constantFrom('needs_response' as const, 'won' as const, 'lost' as const),
    },
  ],
};

/**
 * Every action but those MONEY_ACTIONS_OFF names (`manual,dispute`): with one fault found, the
 * others are found by leaving out the action that shows it.
 */
const off = new Set(process.env.MONEY_ACTIONS_OFF?.split(',').map((k) => k.trim()) ?? []);
const action = fc.oneof(
  ...Object.entries(actions)
    .filter(([kind]) => !off.has(kind))
    .map(([kind, [weight, fields]]) => ({
      weight,
      // Typed by the table above: an action of its key's kind.
      arbitrary: fc.record({ kind: fc.constant(kind), ...fields }) as fc.Arbitrary<Action>,
    })),
);

/** One action. */
class Step implements MoneyCommand {
  constructor(readonly action: Action) {}
  check(m: Readonly<MoneyModel>): boolean {
    return effective(m, this.action) !== null;
  }
  async run(m: MoneyModel, race: MoneyRace): Promise<void> {
    const now = effective(m, this.action);
    if (now !== null) await perform(now, m, race);
  }
  toString(): string {
    return describe(this.action);
  }
}

/**
 * Two or three actions at the same time; those with nothing to act on are left out (the log shows
 * what ran; a runner not registered yet registers instead).
 */
class Together implements MoneyCommand {
  constructor(readonly actions: Action[]) {}
  check(m: Readonly<MoneyModel>): boolean {
    return this.actions.some((a) => effective(m, a) !== null);
  }
  async run(m: MoneyModel, race: MoneyRace): Promise<void> {
    const now = this.actions.map((a) => effective(m, a)).filter((a): a is Action => a !== null);
    // Every action runs to its end before a failure is reported: the log then has them all.
    const outcomes = await Promise.allSettled(now.map((a) => perform(a, m, race)));
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw failed.reason;
  }
  toString(): string {
    return `together(${this.actions.map(describe).join(' ‖ ')})`;
  }
}

/**
 * Actions at once, mostly on one runner (`same`): a runner's payment meeting their withdrawal. One
 * alone is what shrinking leaves of a pair when only one of them matters.
 */
const together = fc
  .tuple(runner, fc.array(fc.tuple(action, fc.boolean()), { minLength: 1, maxLength: 3 }))
  .map(
    ([shared, parts]) =>
      new Together(parts.map(([a, same]) => (same ? { ...a, runner: shared } : a))),
  );

/** Runs of up to `maxCommands` commands, a third of them actions at once. */
export const moneyCommands = (maxCommands: number, replayPath?: string) =>
  fc.commands(
    [
      action.map((a) => new Step(a)),
      action.map((a) => new Step(a)),
      together as fc.Arbitrary<MoneyCommand>,
    ],
    { maxCommands, size: 'max', ...(replayPath === undefined ? {} : { replayPath }) },
  );
