// What every section hands back: its figures (for latest.json), tables (terminal and README) and the
// budgets of docs/budgets.md it checked.
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

/** Where a section sends its requests and makes its accounts and races. */
export interface SectionTarget {
  apiUrl: string;
  /** Where the requests go, for the tables ("API instance", "Hosting + functions emulator"). */
  target: string;
  authUrl: string;
  firestoreHost: string;
  /** Tells this run's accounts and races from an earlier run's on the same stack. */
  tag: string;
}

/** A line of what a section is doing, printed as it goes. */
export type Progress = (line: string) => void;

export function emptyResult(): SectionResult {
  return { figures: {}, tables: [], budgets: [], warnings: [] };
}

/** A section of the bench: run with its options, it says what it is doing and hands back its result. */
export type Section<Options> = (options: Options, progress: Progress) => Promise<SectionResult>;
