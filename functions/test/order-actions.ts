// What the order tests do through the API (docs/orders.md): races of two distances, an order's
// entries, placing an order, the buyer's orders, and what a claim mail carries.
import * as orders from '@run/contract/endpoints/orders';

import { api, createMarathon, registrationForm } from './helpers.js';
import { deliveredTo, type CaughtMail } from './maildev.js';
import { collectionSize } from './stored.js';
import type { TestUser } from './users.js';

export const POLICY = { fullUntilDays: 2, partialUntilDays: 1, partialPercent: 50 };

/** A race of two distances: `long` priced (or free) with `longCap` places, `short` with `shortCap`. */
export function twoDistanceRace(
  owner: TestUser,
  longCap: number,
  shortCap: number,
  priced = false,
) {
  const price = (amount: number) =>
    priced ? { prices: [{ label: 'All', amount, until: null }] } : {};
  return createMarathon(owner, {
    distances: [
      {
        id: 'marathon',
        name: 'Marathon',
        runningDistance: '42 KM',
        capacity: longCap,
        ...price(6000),
      },
      { id: '10k', name: '10K', runningDistance: '10 KM', capacity: shortCap, ...price(3000) },
    ],
    ...(priced ? { currency: 'EUR', paymentMethods: ['card'], refundPolicy: POLICY } : {}),
  });
}

/** An entry for someone else, at an address of their own. */
export const other = (label: string, distanceId: string, extra: Record<string, unknown> = {}) => {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  return {
    ...registrationForm(email, {
      firstName: label,
      distanceId,
      dateOfBirth: '1990-01-01',
      ...extra,
    }),
    email,
  };
};

/** The buyer's own entry. */
export const self = (buyer: TestUser, distanceId: string) => ({
  ...registrationForm(buyer.email, { firstName: 'Buyer', distanceId, dateOfBirth: '1990-01-01' }),
  self: true,
});

export const order = (id: string, buyer: TestUser, entries: unknown[]) =>
  api.call(orders.createOrder, { params: { id }, token: buyer.token, body: { entries } });

/** The buyer starts paying order `orderId` by card (test provider): its payment id, or a throw. */
export async function startOrderCard(id: string, buyer: TestUser, orderId: string) {
  const started = await api.call(orders.payOrder, {
    params: { id, orderId },
    token: buyer.token,
    body: { method: 'card' },
  });
  if (started.status !== 201) throw new Error(`pay order: ${started.status} ${started.text}`);
  return started.body.paymentId;
}

export const myOrders = (buyer: TestUser) =>
  api.call(orders.myOrders, { params: { userId: buyer.uid }, token: buyer.token });

/** The buyer's order `orderId` as My Apply List lists it. */
export const listedOrder = async (buyer: TestUser, orderId: string) =>
  (await myOrders(buyer)).body.find((o) => o.orderId === orderId);

export const registered = (id: string) => collectionSize(`marathons/${id}/registrations`);

/** The claim mail delivered to `email` (the only mail it gets). */
export async function claimMail(email: string): Promise<CaughtMail> {
  const [mail] = await deliveredTo(email, 1);
  if (mail === undefined) throw new Error(`no claim mail to ${email}`);
  return mail;
}

export const claimToken = async (email: string) => {
  const token = /token=([A-Za-z0-9_-]+)/u.exec((await claimMail(email)).text)?.[1];
  if (!token) throw new Error(`no claim link in the mail to ${email}`);
  return token;
};
