// API integration tests: real HTTP through Hosting, real Auth emulator tokens, Firestore inspected with
// firebase-admin. The stack must already run; env says where (defaults: a stack at port offset 10).
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run after all the others, one at a time: the mail test stops the stack's mail server for
 * a while (nothing else may read or send mail meanwhile), and the rate limits' test spends the peer
 * budget every local caller shares (src/lib/client-ip.ts), which would refuse another file's opinion
 * posted in the same minute.
 */
const ALONE = ['test/mail.test.ts', 'test/ownership-and-limits.test.ts'];

/**
 * Files started first, in this order. The scheduled-work test spends most of its time waiting for the
 * stack's scheduler (a minute or more, hardly any CPU): started first, its wait overlaps the other
 * files. The others are the longest (20-75 s each on the 2-core machine): vitest's own order on a clean
 * clone (largest file first, and these are short files that drive long scenarios) started the money
 * model last, and it ran alone at the end of the run for half a minute while the other workers idled.
 */
const FIRST = [
  'test/scheduled-work.test.ts',
  'test/authorization.test.ts',
  'test/refunds.test.ts',
  'test/openapi-document.test.ts',
  'test/money-model.test.ts',
  'test/connect/money-model.test.ts',
  'test/payments.test.ts',
  'test/openapi-inputs.test.ts',
  'test/live-documents.test.ts',
  'test/messages.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = FIRST.findIndex((first) => f.moduleId.endsWith(first));
      return i === -1 ? FIRST.length : i;
    };
    // A stable sort: every file not named keeps vitest's own order, after those named.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The test processes mostly wait for the stack: three files at once keep it busy, where vitest's
    // default on a 2-core machine (one) left it idle between requests, and the scheduled-work test's
    // wait for the sweep runs beside the others instead of adding a minute and a half to the run.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    env: {
      API_BASE_URL: process.env.API_BASE_URL ?? 'http://127.0.0.1:5010/api',
      AUTH_EMULATOR_HOST: process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8090',
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-run',
    },
    // Two groups, one after the other: every file but those that pause the mail server, side by side;
    // then those, alone. Both ways of paying organisers run on the one stack: the files in
    // test/connect/ pay theirs through their own accounts (docs/payouts.md).
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['test/**/*.test.ts'], exclude: ALONE },
      },
      {
        extends: true,
        test: { name: 'api-alone', include: ALONE, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
