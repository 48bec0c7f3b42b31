// Rewrites the figures block of bench/README.md (between the two markers) from a full run's report.
import fs from 'node:fs';

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

export function figuresMarkdown(report: ReadmeReport): string {
  const parts = [
    `Measured ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${describeMachine(report.machine)}; ` +
      `Firestore: ${report.stack.firestoreBackend === 'local' ? "the project's local server" : report.stack.firestoreBackend}; ` +
      `the whole run took ${Math.round(report.durationSeconds / 60)} min; 1-minute load average at the end ` +
      `${report.machine.loadAverage1m} (other work on the machine inflates timings).`,
    '### Budgets',
    markdownTable(
      ['', 'budget', 'limit', 'measured'],
      report.budgets.map((b) => [b.pass ? 'PASS' : '**MISS**', b.budget, b.limit, b.actual]),
    ),
  ];
  for (const t of report.tables) {
    parts.push(`### ${t.title}`, markdownTable(t.header, t.rows));
    if (t.note !== undefined) parts.push(`<sub>${t.note}</sub>`);
  }
  if (report.warnings.length > 0)
    parts.push('### Warnings', report.warnings.map((w) => `- ${w}`).join('\n'));
  return parts.join('\n\n');
}

export function updateReadme(file: string, report: ReadmeReport): void {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${file} has no ${START} ... ${END} block.`);
  const block = `${START}\n${figuresMarkdown(report)}\n${END}`;
  fs.writeFileSync(file, text.slice(0, start) + block + text.slice(end + END.length));
}
