// Set up before each web unit test file (vitest.config.ts). A test rendered in jsdom waits for the
// screen through Testing Library's findBy and waitFor, whose default 1 s is that 2-core machine's
// noise once the typecheck and lint lanes run beside it (a tab's first render took 1.5 s): they wait
// up to 5 s, still well inside a test's own time. Files run in Node load none of it.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
