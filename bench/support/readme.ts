// A full run's figures: the budgets in bench/README.md's figures block (between the two markers), and
// every table of the run in bench/results/latest.md beside latest.json. The README stays a short read
// that fits on a screen or two, whatever the number of sections.
import fs from 'node:fs';
import path from 'node:path';

import { describeMachine, type Machine } from './machine.js';
import type { BudgetCheck, Table } from './report.js';
import { markdownTable } from './table.js';

const START = '<!-- bench:figures:start -->';
const END = '<!-- bench:figures:end -->';

export interface ReadmeReport {
  date: string;
  durationSeconds: number;
  machine: Machine;
  stack: { firestoreBackend: string };
  budgets: BudgetCheck[];
  warnings: string[];
  tables: Table[];
}

const measuredOn = (report: ReadmeReport): string =>
  `Measured ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${describeMachine(report.machine)}; ` +
  `Firestore: ${report.stack.firestoreBackend === 'local' ? "the project's local server" : report.stack.firestoreBackend}; ` +
  `the whole run took ${Math.round(report.durationSeconds / 60)} min; 1-minute load average at the end ` +
  `${report.machine.loadAverage1m} (other work on the machine inflates timings).`;

/** The README's block: when and where, and each budget with PASS or MISS. */
export function budgetsMarkdown(report: ReadmeReport, tablesFile: string): string {
  return [
    `${measuredOn(report)} Every table of this run: \`${tablesFile}\`.`,
    '### Budgets',
    markdownTable(
      ['', 'budget', 'limit', 'measured'],
      report.budgets.map((b) => [b.pass ? 'PASS' : '**MISS**', b.budget, b.limit, b.actual]),
    ),
  ].join('\n\n');
}

/** Every table of the run, with its notes and warnings. */
export function tablesMarkdown(report: ReadmeReport): string {
  const parts = ['# `npm run bench`: every table of the last full run', measuredOn(report)];
  for (const t of report.tables) {
    parts.push(`### ${t.title}`, markdownTable(t.header, t.rows));
    if (t.note !== undefined) parts.push(`<sub>${t.note}</sub>`);
  }
  if (report.warnings.length > 0)
    parts.push('### Warnings', report.warnings.map((w) => `- ${w}`).join('\n'));
  return parts.join('\n\n');
}

export const README = 'bench/README.md';
export const TABLES = 'bench/results/latest.md';

/** Writes the tables to `TABLES` and the budgets into `README`'s figures block, under `repoRoot`. */
export function updateReadme(repoRoot: string, report: ReadmeReport): void {
  const readme = path.join(repoRoot, README);
  const text = fs.readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${readme} has no ${START} ... ${END} block.`);
  fs.writeFileSync(path.join(repoRoot, TABLES), `${tablesMarkdown(report)}\n`);
  const block = `${START}\n${budgetsMarkdown(report, TABLES)}\n${END}`;
  fs.writeFileSync(readme, text.slice(0, start) + block + text.slice(end + END.length));
}
