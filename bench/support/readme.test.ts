import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { README, TABLES, updateReadme, type ReadmeReport } from './readme.js';

const report: ReadmeReport = {
  date: '2026-11-25T07:27:00.000Z',
  durationSeconds: 1620,
  machine: {
    cpu: 'Test CPU',
    cores: 2,
    memoryGiB: 24,
    os: 'Linux',
    node: 'v22',
    chromium: 'Chromium 156',
    loadAverage1m: 1.5,
  },
  stack: { firestoreBackend: 'local' },
  budgets: [
    { budget: 'Roster', limit: '< 2 s', actual: '0.8 s', pass: true },
    { budget: 'Reads', limit: 'the same', actual: '64 / 62', pass: false },
  ],
  warnings: ['the stack was busy'],
  tables: [{ title: 'Roster', header: ['s'], rows: [['0.8']], note: 'three fetches' }],
};

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function repoWithReadme(text: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-readme-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(root, README), text);
  return root;
}

describe('the figures of a full run', () => {
  it('puts the budgets in the README between its markers and every table in latest.md', () => {
    const root = repoWithReadme(
      'intro\n<!-- bench:figures:start -->\nold figures\n<!-- bench:figures:end -->\noutro\n',
    );
    updateReadme(root, report);
    const readme = fs.readFileSync(path.join(root, README), 'utf8');
    expect(
      readme.startsWith('intro\n<!-- bench:figures:start -->\nMeasured 2026-11-25 07:27 UTC'),
    ).toBe(true);
    expect(readme).toContain('Every table of this run: `bench/results/latest.md`.');
    expect(readme).toContain('| PASS | Roster | < 2 s | 0.8 s |');
    expect(readme).toContain('| **MISS** | Reads | the same | 64 / 62 |');
    expect(readme).not.toContain('old figures');
    expect(readme).not.toContain('three fetches');
    expect(readme.endsWith('<!-- bench:figures:end -->\noutro\n')).toBe(true);
    const tables = fs.readFileSync(path.join(root, TABLES), 'utf8');
    expect(tables).toContain('### Roster');
    expect(tables).toContain('<sub>three fetches</sub>');
    expect(tables).toContain('- the stack was busy');
    expect(tables).not.toContain('### Budgets');
  });

  it('refuses a README without the markers, writing nothing', () => {
    const root = repoWithReadme('no markers here\n');
    expect(() => updateReadme(root, report)).toThrow('has no <!-- bench:figures:start -->');
    expect(fs.existsSync(path.join(root, TABLES))).toBe(false);
    expect(fs.readFileSync(path.join(root, README), 'utf8')).toBe('no markers here\n');
  });
});
