// The lint zones of eslint.config.js hold docs/architecture.md's import directions: an import
// against a layer fails `npm run lint`. Checked on code written here, linted as if it lived at each
// path.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import layers', () => {
  // The first lint loads eslint.config.js and its plugins (seconds on a busy 2-core machine, past a
  // test's 5 s): done once here, so each test times only its own lint.
  beforeAll(async () => {
    await layerErrors('functions/src/lib/warm-up.ts', 'export {};\n');
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
      'the capacity core importing a service',
      'functions/src/places/extra.ts',
      '../routes/waitlist/waitlist.service.js',
      'they never import routes or triggers',
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

  it('lets a route import the store and the contract', async () => {
    const errors = await layerErrors(
      'functions/src/routes/waitlist/extra.ts',
      "export { COLLECTIONS } from '../../store/collections.js';\nexport { joinWaitlist } from '@run/contract/endpoints/waitlist';\n",
    );
    expect(errors).toEqual([]);
  });
});
