// A payout's statement rows (docs/payouts.md): the entries it paid out, summed race by race, titled,
// in title order; their nets add up to the payout's amount.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { StatementRace } from '@run/contract/domain/payout-types';

import { raceTitle } from '../store/marathon-doc.js';
import { plus, ZERO, type Sums } from './balance.js';

/** Sums by race id (the entry's race: its ledger's parent). */
export class RaceSums {
  private readonly byRace = new Map<string, { ref: DocumentReference | null; sums: Sums }>();

  add(marathon: DocumentReference | null, sums: Sums): void {
    const id = marathon?.id ?? '';
    const row = this.byRace.get(id) ?? { ref: marathon, sums: ZERO };
    this.byRace.set(id, { ref: row.ref, sums: plus(row.sums, sums) });
  }

  get total(): Sums {
    return [...this.byRace.values()].reduce((all, r) => plus(all, r.sums), ZERO);
  }

  /** The rows, each titled from its race as read in `tx`. */
  async rows(tx: Transaction, otherTitle: string): Promise<StatementRace[]> {
    const rows: StatementRace[] = [];
    for (const [marathonId, { ref, sums }] of this.byRace) {
      const title = ref ? raceTitle(await tx.get(ref)) : otherTitle;
      rows.push({ marathonId, title, ...sums });
    }
    return rows.sort((a, b) => a.title.localeCompare(b.title));
  }
}
