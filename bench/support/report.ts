// What every section hands back: its figures (for latest.json), tables (terminal and README) and the
// budgets of DESIGN.md section 7 it checked.
import type { Cell } from './table.js';

export interface Table {
  title: string;
  header: string[];
  rows: Cell[][];
  /** A line under the table: what was measured and how. */
  note?: string;
}

export interface BudgetCheck {
  budget: string;
  limit: string;
  actual: string;
  pass: boolean;
}

export interface SectionResult {
  figures: Record<string, unknown>;
  tables: Table[];
  budgets: BudgetCheck[];
  /** Things that could not be measured, said plainly. */
  warnings: string[];
}

export function emptyResult(): SectionResult {
  return { figures: {}, tables: [], budgets: [], warnings: [] };
}
