// One lint configuration for the whole repository (ESLint 9 flat config).
// Formatting is Prettier's job: no stylistic rules are enabled here, so the two never disagree.
import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The sub-folders of `dir`: each is a unit that its siblings must not import. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** `dir`'s sub-folders import none of their siblings (route folders, web features). */
const siblingsApart = (dir, message) =>
  foldersOf(dir).map((name) => ({
    target: `${dir}/${name}`,
    from: dir,
    except: [`./${name}`],
    message,
  }));

// The import directions of docs/architecture.md: contract → (functions: lib/store/places → services
// → routes, with places importing no other domain and mail no money code; web: lib/ui → features →
// app). Breaking one is a lint error, not a review comment.
const fn = (...dirs) => dirs.map((d) => `./functions/src/${d}`);
/** Every folder and root file of functions/src but `below` (what code in `below` must not import). */
const functionsAbove = (...below) =>
  readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
    .filter((entry) => !below.includes(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => `./functions/src/${entry.name}`);
const web = (...dirs) => dirs.map((d) => `./web/src/${d}`);
/**
 * What a route file may import of the function: the adapter's helpers in lib, and each domain's one
 * public file (`<domain>/<domain>.ts`, e.g. registrations/registrations.ts).
 */
const ROUTE_MAY_IMPORT = [
  ...['endpoint-router', 'answers', 'auth', 'race-list'].map((f) => `lib/${f}.js`),
  ...foldersOf('./functions/src')
    .filter((d) => existsSync(new URL(`./functions/src/${d}/${d}.ts`, import.meta.url)))
    .map((d) => `${d}/${d}.js`),
];

/**
 * The folders of functions/src above lib and store, in tiers, lowest first: a folder imports only
 * folders of lower tiers, so no import cycle can form between domain folders (docs/architecture.md,
 * "Which way imports run"). A new folder is placed here: the configuration refuses one it does not
 * place. routes and triggers sit above them all.
 */
const DOMAIN_TIERS = [
  ['places', 'providers', 'health', 'items', 'opinions', 'users', 'volunteers'],
  ['mail', 'pricing', 'activity'],
  ['coupons', 'payouts', 'race-day', 'results'],
  ['checkout'],
  ['ballot', 'live', 'messages', 'partner', 'payments', 'shifts', 'teams'],
  ['deferrals', 'marathons', 'registrations', 'staff', 'transfers', 'waitlist'],
  ['orders'],
];
const NOT_DOMAINS = ['lib', 'store', 'routes', 'triggers'];
const unplaced = foldersOf('./functions/src').filter(
  (d) => !NOT_DOMAINS.includes(d) && !DOMAIN_TIERS.flat().includes(d),
);
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: place ${unplaced.join(', ')} in DOMAIN_TIERS (the tier above all it imports).`,
  );
}

/** One zone per domain folder: nothing of its own tier or above. */
const tiersDownward = () =>
  DOMAIN_TIERS.flatMap((tier, i) =>
    tier.map((d) => ({
      target: `./functions/src/${d}`,
      from: DOMAIN_TIERS.slice(i)
        .flat()
        .filter((other) => other !== d)
        .map((other) => `./functions/src/${other}`),
      message: `${d}/ is in tier ${i + 1} of DOMAIN_TIERS (eslint.config.js): it imports only folders of lower tiers, so no cycle forms between domain folders.`,
    })),
  ).filter((zone) => zone.from.length > 0);

/**
 * Inner files other code may import besides a domain's public file: the Stripe stub that the
 * provider tests of payments and payouts share. None other may be added (docs/architecture.md).
 */
const INNER_EDGES = {
  providers: ['./fixtures'],
};

/**
 * One zone per domain folder with a public file (`<domain>/<domain>.ts`), generated from the
 * folders: code of the function outside it reaches it through that file alone. places and mail
 * have their own rows above, which reach the tests too.
 */
const domainsThroughPublicFiles = () =>
  foldersOf('./functions/src')
    .filter((d) => !['places', 'mail'].includes(d))
    .filter((d) => existsSync(new URL(`./functions/src/${d}/${d}.ts`, import.meta.url)))
    .map((d) => ({
      target: functionsAbove(d),
      from: `./functions/src/${d}`,
      except: [`./${d}.ts`, ...(INNER_EDGES[d] ?? [])],
      message: `Outside ${d}/, the domain is reached through ${d}/${d}.ts alone: its inner files are its own.`,
    }));

// Each row: code under `target` (a folder or several, from the root) never imports from `from`, but
// for `except` (paths inside `from`), and the message says why.
const layers = [
  [
    './contract',
    ['./functions', './web', './e2e', './bench', './scripts', './test-support'],
    'The contract package depends on nothing of the project.',
  ],
  [
    fn('lib', 'store', 'places'),
    fn('routes', 'triggers'),
    'lib, store and places are below the services: they never import routes or triggers.',
  ],
  [fn('triggers'), fn('routes'), 'Triggers import services and stores, never routes.'],
  [
    fn('places'),
    functionsAbove('lib', 'store', 'places', 'routes', 'triggers'),
    'places imports no other domain (payments, mail, race day, ...): the caller hands in a hook (places/hooks.ts) for what a place sets off.',
  ],
  [
    [
      ...functionsAbove('places'),
      './functions/test',
      './scripts',
      './bench',
      './e2e',
      './test-support',
    ],
    './functions/src/places',
    'Outside places/, the capacity core is reached through places/places.ts alone (take, release, move, change distance, accept an offer, settle): no other code moves a count, picks a shard or names a hold’s time.',
    ['./places.ts'],
  ],
  [
    functionsAbove('mail'),
    './functions/src/mail',
    'Outside mail/, mail is reached through mail/mail.ts alone (queue, notify, a race’s mail, the sender, the fan-out).',
    ['./mail.ts'],
  ],
  [
    fn('mail'),
    fn('payments'),
    'mail imports no money code: payments hands in a hook for what a mail sets off.',
  ],
  [
    fn('providers'),
    functionsAbove('lib', 'providers'),
    'providers is the money providers’ floor under payments and payouts: it imports only lib.',
  ],
  [
    fn('pricing'),
    functionsAbove('lib', 'store', 'places', 'pricing'),
    'pricing is a pure floor under payments, as places is: it imports only lib, store and places.',
  ],
  [
    fn('store'),
    functionsAbove('lib', 'store'),
    'store is the floor: it imports only lib and the contract.',
  ],
  [fn('lib'), functionsAbove('lib'), 'lib imports nothing of the function but lib.'],
  [
    web('lib', 'components', 'config'),
    web('features', 'app'),
    'Shared web code never imports a feature or the app.',
  ],
  [web('features'), web('app'), 'Features never import the app layer.'],
  [
    web('app', 'features', 'lib', 'components'),
    web('boot'),
    'Only the entry and the prerender run boot/: nothing else imports it.',
  ],
]
  .map(([target, from, message, except]) => ({ target, from, ...(except && { except }), message }))
  .concat(
    domainsThroughPublicFiles(),
    tiersDownward(),
    siblingsApart('./functions/src/routes', 'No route folder imports another.'),
    siblingsApart('./web/src/features', 'Features do not import each other.'),
  );

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      // The functions' build; a lib/ folder in source (web/src/features/auth/lib) is linted.
      'functions/lib/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
      'emulator-data/**',
      '.run/**',
      '.firebase/**',
      // Two modules importing each other, written there for a moment by scripts/import-layers.test.ts,
      // which lints them itself: a lint of the whole tree meanwhile must not see them.
      'functions/src/**/cycle-probe-*/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      // The import rules read TypeScript modules too: without these, a .ts file's imports are never
      // followed and no-cycle cannot see a cycle between two of them.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.test.json',
            'tools/firestore-server/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // Builtins, packages, the web's `@/` alias, then relative paths, each group set apart.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
        },
      ],
      // Imports run one way (docs/architecture.md); a cycle means a layer reaches back up.
      // A dynamic `import()` is a chunk loaded later (the web's auth SDK): it closes no cycle at load.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layers }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // A route file binds declarations to services: the adapter has read the race and checked the
    // caller's role (docs/api.md), so a handler neither reads Firestore nor judges a role itself.
    files: ['functions/src/routes/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*', '**/lib/firestore*'],
              message: 'Routes never touch Firestore: call a service.',
            },
            {
              group: ['../../*/**', ...ROUTE_MAY_IMPORT.map((file) => `!../../${file}`)],
              message:
                'A route binds a declaration to its domain’s public file (<domain>/<domain>.ts): the rules, stores and places sit behind it.',
            },
            {
              group: ['@run/contract/domain/race-roles'],
              message: 'Race roles are checked by the adapter from the declaration’s `who`.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Served as written, untranspiled, before first paint: `catch (e)` keeps them valid for browsers
    // older than optional catch bindings.
    files: ['web/public/**/*.js'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  {
    files: [
      '*.{js,ts}',
      'scripts/**/*.ts',
      'tools/**/*.ts',
      'functions/**/*.{ts,mjs}',
      'contract/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'web/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
