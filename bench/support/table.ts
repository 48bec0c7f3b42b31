// Plain-text tables for the terminal and for bench/README.md (the same rows, two renderings).

export type Cell = string | number | boolean | null | undefined;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '-';
  if (typeof cell === 'number') return Number.isNaN(cell) ? '-' : cell.toLocaleString('en-US');
  return String(cell);
}

export function renderTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cells = [header.map(String), ...rows.map((r) => r.map(text))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(cells[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
): string {
  const row = (r: readonly string[]) => `| ${r.join(' | ')} |`;
  return [
    row(header.map(String)),
    row(header.map(() => '---')),
    ...rows.map((r) => row(r.map(text))),
  ].join('\n');
}
