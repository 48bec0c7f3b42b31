// The on-paid hooks' registry: a hold of a kind whose domain registered no hook is never confirmed
// the plain way (this file loads payments alone: orders and transfers register nothing here), and a
// registered hook is the one asked.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import type { OrderDoc } from '../store/order-doc.js';
import { onPaid, readHandOver, readOrderPaid } from './on-paid.js';

const tx = {} as Transaction;
/**
 * A registration as the hooks read it: its data for the hook, and its hold's transfer as the store's
 * model has it (the store reads a plain object as the model itself, not as a snapshot).
 */
const snapshot = (data: Record<string, unknown>) =>
  ({
    id: 'runner-1',
    exists: true,
    data: () => data,
    transferHold: data.transferHold ?? null,
  }) as unknown as DocumentSnapshot;
const order = { id: 'order-1', buyerUid: 'buyer-1', buyerName: 'Ada' } as OrderDoc;

describe('on-paid hooks', () => {
  it('refuses a paid transfer hold or order while no hook is registered, and passes a plain hold', async () => {
    await expect(readHandOver(tx, snapshot({ transferHold: 'transfer-1' }))).rejects.toThrow(
      'no hand-over hook registered',
    );
    await expect(readOrderPaid(tx, snapshot({}), order, {} as never)).rejects.toThrow(
      'no order hook registered',
    );
    expect(await readHandOver(tx, snapshot({}))).toBeNull();
  });

  it('asks the registered hooks: the hand-over that claims the hold, every order hook’s fields', async () => {
    const handOver = () => true;
    onPaid({
      handOver: {
        read: async (_tx, registration) =>
          registration.data()?.transferHold === 'transfer-1' ? handOver : null,
      },
      order: {
        read: async (_tx, _marathon, paid) => ({
          fieldsFor: (entry, passId) => ({ claim: `${paid.id}:${entry.id}:${passId}` }),
          finish: () => undefined,
        }),
      },
    });
    expect(await readHandOver(tx, snapshot({ transferHold: 'transfer-1' }))).toBe(handOver);
    expect(await readHandOver(tx, snapshot({ transferHold: 'transfer-2' }))).toBeNull();
    const paid = await readOrderPaid(tx, snapshot({}), order, {} as never);
    expect(paid.fieldsFor(snapshot({}), 'pass-1')).toEqual({ claim: 'order-1:runner-1:pass-1' });
  });
});
