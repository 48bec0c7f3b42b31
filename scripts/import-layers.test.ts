// The lint zones of eslint.config.js hold CONVENTIONS.md's import directions: an import against a
// layer fails `npm run lint`. Checked on code written here, linted as if it lived at each path.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import layers', () => {
  it('refuses a route folder importing another route folder', async () => {
    const errors = await layerErrors(
      'functions/src/routes/waitlist/extra.ts',
      "export { marathonsRoutes } from '../marathons/marathons.routes.js';\n",
    );
    expect(errors.join()).toContain('No route folder imports another');
  });

  it('refuses a trigger importing a route', async () => {
    const errors = await layerErrors(
      'functions/src/triggers/extra.ts',
      "export { waitlistRoutes } from '../routes/waitlist/waitlist.routes.js';\n",
    );
    expect(errors.join()).toContain('Triggers import services and stores, never routes');
  });

  it('refuses the capacity core importing a service', async () => {
    const errors = await layerErrors(
      'functions/src/places/extra.ts',
      "export { joinWaitlist } from '../routes/waitlist/waitlist.service.js';\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the contract importing the functions', async () => {
    const errors = await layerErrors(
      'contract/src/extra.ts',
      "export { createApp } from '../../functions/src/app.js';\n",
    );
    expect(errors.join()).toContain('depends on nothing of the project');
  });

  it('lets a route import the store and the contract', async () => {
    const errors = await layerErrors(
      'functions/src/routes/waitlist/extra.ts',
      "export { COLLECTIONS } from '../../store/collections.js';\nexport { joinWaitlist } from '@run/contract/endpoints/waitlist';\n",
    );
    expect(errors).toEqual([]);
  });
});
