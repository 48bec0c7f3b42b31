// The lint zones of eslint.config.js hold docs/architecture.md's import directions: an import
// against a layer fails `npm run lint`. Checked on code written here, linted as if it lived at each
// path; and an import cycle, on two small files written for the test and removed after it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function layerErrors(
  filePath: string,
  code: string,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('import layers', () => {
  // The first lint loads eslint.config.js and its plugins, and the first import of the functions'
  // code has import-x/no-cycle parse every module it reaches (seconds each on a busy 2-core machine,
  // past a test's 5 s): both done once here, through app.ts, which reaches all of them, so each test
  // times only its own lint.
  beforeAll(async () => {
    await layerErrors('functions/src/lib/warm-up.ts', "export * from '../app.js';\n");
  }, 60_000);

  it.each([
    [
      'a route folder importing another route folder',
      'functions/src/routes/waitlist/extra.ts',
      '../marathons/marathons.routes.js',
      'No route folder imports another',
    ],
    [
      'a trigger importing a route',
      'functions/src/triggers/extra.ts',
      '../routes/waitlist/waitlist.routes.js',
      'Triggers import services and stores, never routes',
    ],
    [
      'the capacity core importing a route',
      'functions/src/places/extra.ts',
      '../routes/waitlist/waitlist.routes.js',
      'they never import routes or triggers',
    ],
    [
      'the capacity core importing a domain',
      'functions/src/places/extra.ts',
      '../waitlist/waitlist.js',
      'places imports no other domain',
    ],
    [
      'the capacity core importing payments',
      'functions/src/places/extra.ts',
      '../payments/refunds.js',
      'places imports no other domain',
    ],
    [
      'the capacity core importing mail',
      'functions/src/places/extra.ts',
      '../mail/notify.js',
      'places imports no other domain',
    ],
    [
      'the capacity core importing race day',
      'functions/src/places/extra.ts',
      '../race-day/bibs.js',
      'places imports no other domain',
    ],
    [
      'a domain importing an inner file of mail',
      'functions/src/waitlist/extra.ts',
      '../mail/notify.js',
      'mail is reached through mail/mail.ts alone',
    ],
    [
      'a domain importing an inner file of another domain',
      'functions/src/waitlist/extra.ts',
      '../payments/refunds.js',
      'the domain is reached through payments/payments.ts alone',
    ],
    [
      'a trigger importing an inner file of a domain',
      'functions/src/triggers/extra.ts',
      '../results/results-mail.js',
      'the domain is reached through results/results.ts alone',
    ],
    [
      'payments importing orders, above it (the cycle between domain folders)',
      'functions/src/payments/extra.ts',
      '../orders/orders.js',
      'payments/ is in tier 5 of DOMAIN_TIERS',
    ],
    [
      'a domain importing a folder of its own tier',
      'functions/src/transfers/extra.ts',
      '../registrations/registrations.js',
      'it imports only folders of lower tiers',
    ],
    [
      'the providers floor importing payments',
      'functions/src/providers/extra.ts',
      '../payments/payments.js',
      'providers is the money providers’ floor',
    ],
    [
      'pricing importing the payments above it',
      'functions/src/pricing/extra.ts',
      '../payments/payments.js',
      'pricing is a pure floor under payments',
    ],
    [
      'a domain importing an inner file of the capacity core',
      'functions/src/waitlist/extra.ts',
      '../places/settle.js',
      'reached through places/places.ts alone',
    ],
    [
      'a trigger importing the capacity core’s counters',
      'functions/src/triggers/extra.ts',
      '../places/counters.js',
      'reached through places/places.ts alone',
    ],
    [
      'a script importing an inner file of the capacity core',
      'scripts/extra.ts',
      '../functions/src/places/expire.js',
      'reached through places/places.ts alone',
    ],
    [
      'mail importing money code',
      'functions/src/mail/extra.ts',
      '../payments/refunds.js',
      'mail imports no money code',
    ],
    [
      'the store importing the capacity core',
      'functions/src/store/extra.ts',
      '../places/capacity.js',
      'store is the floor',
    ],
    [
      'the store importing race day',
      'functions/src/store/extra.ts',
      '../race-day/pass.js',
      'store is the floor',
    ],
    [
      'lib importing the store',
      'functions/src/lib/extra.ts',
      '../store/collections.js',
      'lib imports nothing of the function but lib',
    ],
    [
      'the contract importing the functions',
      'contract/src/extra.ts',
      '../../functions/src/app.js',
      'depends on nothing of the project',
    ],
    [
      'a feature importing another feature',
      'web/src/features/home/extra.ts',
      '../marathons/api/get-marathon',
      'Features do not import each other',
    ],
  ])('refuses %s', async (_what, filePath, imported, message) => {
    const errors = await layerErrors(filePath, `export * from '${imported}';\n`);
    expect(errors.join()).toContain(message);
  });

  it('lets a domain import the store, the places and the contract', async () => {
    const errors = await layerErrors(
      'functions/src/waitlist/extra.ts',
      "export { COLLECTIONS } from '../store/collections.js';\nexport { settle } from '../places/places.js';\nexport { joinWaitlist } from '@run/contract/endpoints/waitlist';\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets a script import the capacity core’s public file', async () => {
    const errors = await layerErrors(
      'scripts/extra.ts',
      "export { counterShardDocs } from '../functions/src/places/places.js';\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets the capacity core import lib, the store and its own hooks', async () => {
    const errors = await layerErrors(
      'functions/src/places/extra.ts',
      "export { db } from '../lib/firestore.js';\nexport { COLLECTIONS } from '../store/collections.js';\nexport type { OfferHooks } from './hooks.js';\n",
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['Firestore', '../../lib/firestore.js', 'Routes never touch Firestore'],
    ['the Admin SDK', 'firebase-admin/firestore', 'Routes never touch Firestore'],
    ['a store', '../../store/collections.js', 'its domain’s public file'],
    ['the capacity core', '../../places/settle.js', 'its domain’s public file'],
    ['a domain’s inner file', '../../payments/refunds.js', 'its domain’s public file'],
    ['the role rule', '@run/contract/domain/race-roles', 'Race roles are checked by the adapter'],
  ])('refuses a route file importing %s', async (_what, imported, message) => {
    const errors = await layerErrors(
      'functions/src/routes/waitlist/waitlist.routes.ts',
      `export * from '${imported}';\n`,
      'no-restricted-imports',
    );
    expect(errors.join()).toContain(message);
  });
  it('lets a route file import a domain’s public file and the adapter', async () => {
    const errors = await layerErrors(
      'functions/src/routes/waitlist/waitlist.routes.ts',
      "export * from '../../payments/payments.js';\nexport * from '../../lib/endpoint-router.js';\n",
      'no-restricted-imports',
    );
    expect(errors).toEqual([]);
  });
});

describe('import cycles', () => {
  // A cycle needs both files on disk (lint follows the second one's imports): a folder of two, made
  // beside the code it stands for and removed after. The repository's lint ignores such a folder (a
  // lint of the whole tree may run meanwhile); this one lints it all the same.
  const dir = mkdtempSync(path.join(root, 'functions/src/lib/cycle-probe-'));
  const probe = new ESLint({ cwd: root, ignore: false });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules importing each other', async () => {
    writeFileSync(
      path.join(dir, 'a.ts'),
      "import { b } from './b.js';\nexport const a = () => b;\n",
    );
    writeFileSync(
      path.join(dir, 'b.ts'),
      "import { a } from './a.js';\nexport const b = () => a;\n",
    );
    const [result] = await probe.lintFiles([path.join(dir, 'a.ts')]);
    const cycles = (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-cycle');
    expect(cycles.map((m) => m.message).join()).toContain('Dependency cycle');
  }, 60_000);
});
