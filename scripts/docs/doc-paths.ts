// The doc path check: every repository path a Markdown file names, in backticks or as a link, exists.
// A doc that names a file which has moved sends its reader nowhere; `npm test` fails on it instead.
//
// What counts as a path: a code span or a link target without spaces that contains a slash or ends in a
// known file extension. It may be relative to the Markdown file's folder or to the repository root.
// Not paths: URLs and other schemes, absolute paths (an API path such as `/marathons`), package names
// (`@run/contract`), MIME types, a developer's own `.env` files, and anything holding a placeholder or a glob (`<offset>`, `{id}`,
// `*`). Fenced code blocks are examples, not references, and are not read. A path inside a folder the
// tools write (OUTPUTS: `.run/logs/`, `web/dist/app.html`) need not exist in a fresh clone.
import fs from 'node:fs';
import path from 'node:path';

export interface MissingPath {
  /** The Markdown file, relative to the root. */
  file: string;
  line: number;
  /** The path as the file writes it. */
  named: string;
}

const EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs|json|md|html|css|yml|yaml|sh|svg|diff|txt)$/u;
const NOT_A_PATH = /[\s<>{}*?$=|,;:@'"()[\]\\!#&%^+~`]/u;
const MIME = /^(?:application|text|image|audio|video|multipart|font)\/[\w.-]+$/u;
/** Where the build, the stack, the tests and the bench write (all ignored by git), from the root. */
const OUTPUTS = [
  '.run/',
  'emulator-data/.state/',
  'web/dist/',
  'functions/lib/',
  'bench/results/',
  'test-results/',
  'e2e/screenshots/',
];
const isOutput = (candidate: string) =>
  OUTPUTS.some((output) => `${candidate}/`.startsWith(output));
/** Folders that hold no doc of the project's own. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** The repository path a code span names, or null when it names none. */
export function pathInCode(span: string): string | null {
  const text = span.trim();
  if (text === '' || NOT_A_PATH.test(text) || MIME.test(text)) return null;
  if (text.startsWith('/') || text.startsWith('-')) return null;
  // `web/.env.production` and the like: files a developer makes for their own project.
  if (/(?:^|\/)\.env(?:\.|$)/u.test(text)) return null;
  if (!text.includes('/') && !EXTENSIONS.test(text)) return null;
  return text.replace(/^\.\//u, '');
}

/** The repository path a link points at, or null for a URL, an anchor or an absolute path. */
export function pathInLink(target: string): string | null {
  const text = target.trim().replace(/^<|>$/gu, '');
  if (text === '' || text.startsWith('#') || text.startsWith('/')) return null;
  if (/^[a-z][a-z0-9+.-]*:/iu.test(text)) return null;
  const file = decodeURIComponent(text.split(/[#?]/u)[0] ?? '');
  return file === '' || /[<>{}*]/u.test(file) ? null : file.replace(/^\.\//u, '');
}

/** The paths one Markdown text names, with their line numbers; fenced blocks are skipped. */
export function namedPaths(markdown: string): Array<{ line: number; named: string }> {
  const found: Array<{ line: number; named: string }> = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/u.exec(text)?.[1];
    if (marker !== undefined) {
      if (fence === null) fence = marker[0] ?? null;
      else if (marker.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const line = index + 1;
    for (const [, span] of text.matchAll(/(?<!`)`([^`]+)`(?!`)/gu)) {
      const named = pathInCode(span ?? '');
      if (named !== null) found.push({ line, named });
    }
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/gu)) {
      const named = pathInLink(target ?? '');
      if (named !== null) found.push({ line, named });
    }
  });
  return found;
}

/** Every Markdown file under `root`, relative to it, outside dependencies, builds and dot-folders. */
export function markdownFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name);
      return skipped || entry.name.startsWith('dist-') ? [] : markdownFiles(root, relative);
    }
    return entry.isFile() && entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The paths named by the Markdown files under `root` that exist neither beside the file nor at the root. */
export function missingPaths(root: string): MissingPath[] {
  const missing: MissingPath[] = [];
  for (const file of markdownFiles(root)) {
    const folder = path.dirname(file);
    for (const { line, named } of namedPaths(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const candidates = [path.join(folder, named), path.normalize(named)].filter(
        (candidate) => !candidate.startsWith('..') && !path.isAbsolute(candidate),
      );
      const found = candidates.some(
        (candidate) => isOutput(candidate) || fs.existsSync(path.join(root, candidate)),
      );
      if (!found) missing.push({ file, line, named });
    }
  }
  return missing;
}
