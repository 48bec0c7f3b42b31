// GET /api/openapi.json: a valid OpenAPI 3.1 document naming every declared endpoint, and every
// endpoint answering what the document declares (each answer below is checked against it).
import { readFileSync } from 'node:fs';

import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints } from '@run/contract/endpoints/all';
import * as ballot from '@run/contract/endpoints/ballot';
import * as bank from '@run/contract/endpoints/bank';
import * as community from '@run/contract/endpoints/community';
import * as coupons from '@run/contract/endpoints/coupons';
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as health from '@run/contract/endpoints/health';
import * as items from '@run/contract/endpoints/items';
import * as marathons from '@run/contract/endpoints/marathons';
import * as messages from '@run/contract/endpoints/messages';
import * as orders from '@run/contract/endpoints/orders';
import * as shifts from '@run/contract/endpoints/shifts';
import * as teams from '@run/contract/endpoints/teams';
import * as partner from '@run/contract/endpoints/partner';
import * as payments from '@run/contract/endpoints/payments';
import * as payouts from '@run/contract/endpoints/payouts';
import * as raceDay from '@run/contract/endpoints/race-day';
import * as refunds from '@run/contract/endpoints/refunds';
import * as registrations from '@run/contract/endpoints/registrations';
import * as results from '@run/contract/endpoints/results';
import * as transfers from '@run/contract/endpoints/transfers';
import * as translations from '@run/contract/endpoints/translations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { describe, expect, it } from 'vitest';

import { apiClient, type CallInput } from '../../test-support/api-client.js';
import { signUpAccount, signUpVerifiedAccount } from '../../test-support/auth-emulator.js';
import { marathonBody, registrationForm, shiftTimes } from '../../test-support/factories.js';
import { checkEachAnswer } from '../../test-support/openapi-check.js';
import { API, PROJECT } from './helpers.js';

/**
 * The rows of the endpoint table in docs/api.md (a method, then the path in backticks), so the document
 * is checked against the table the docs give readers, not against the declarations it was generated
 * from.
 */
function docsTable(): Array<{ method: string; path: string }> {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const section = doc.split('\n## Endpoints')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| ((?:[A-Z]+(?: \/ )?)+) `([^`]+)`/gmu)].flatMap(
    ([, methods, path]) =>
      (methods ?? '').split(' / ').map((method) => ({ method: method.trim(), path: path ?? '' })),
  );
}

const AUTH_HOST = process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9109';
const called = new Set<EndpointSpec>();
const check = checkEachAnswer(API);
const api = apiClient(API, {
  observe: async (endpoint, response) => {
    called.add(endpoint);
    await check(endpoint, response);
  },
});

/** Calls `endpoint` and expects `status`; the answer, for what follows. */
async function answered<E extends EndpointSpec>(status: number, endpoint: E, input?: CallInput) {
  const res = await api.call(endpoint, input);
  expect(res.status).toBe(status);
  return res;
}

const account = (label: string) =>
  signUpAccount(AUTH_HOST, `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`, 'Passw0rd!');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public and cacheable, with the bearer scheme', async () => {
    const res = await answered(200, health.openApiDocument);
    expect(res.headers.get('cache-control')).toContain('public');
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(res.body.components).toMatchObject({
      securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer' } },
    });
  });

  it('names every declared endpoint, at its path and method, and each alias', async () => {
    const { body } = await api.call(health.openApiDocument);
    const paths = body.paths as Record<string, Record<string, { operationId: string }>>;
    for (const endpoint of allEndpoints) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        expect(
          paths[path]?.[endpoint.method.toLowerCase()],
          `${endpoint.method} ${path}`,
        ).toBeDefined();
      }
    }
  });

  it('names every endpoint of the docs’ endpoint table, spelled as the table spells it', async () => {
    const { body } = await api.call(health.openApiDocument);
    const paths = body.paths as Record<string, Record<string, unknown>>;
    const table = docsTable();
    expect(table.length).toBeGreaterThan(20);
    for (const { method, path } of table) {
      expect(paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });
});

describe('every endpoint answers as the document declares', () => {
  // Some two hundred calls one after another (every endpoint at least once): well past the usual
  // minute on a 2-core machine, so the test says how long it may take.
  it(
    'a race’s whole life, one call or more to each endpoint, each answer checked',
    { timeout: 300_000 },
    async () => {
      const [owner, first, second] = await Promise.all([
        // Verified: an organiser invites staff below.
        signUpVerifiedAccount(
          AUTH_HOST,
          PROJECT,
          `owner-${crypto.randomUUID().slice(0, 8)}@example.com`,
          'Passw0rd!',
        ),
        account('first'),
        account('second'),
      ]);
      await api.ok(health.health);
      await api.ok(marathons.featuredMarathons);
      await api.ok(marathons.listMarathons, { query: { limit: 5, q: 'Dhaka' } });
      await answered(400, marathons.listMarathons, { query: { limit: 'x' } });
      await answered(401, marathons.createMarathon, { body: marathonBody() });

      const created = await answered(201, marathons.createMarathon, {
        token: owner.idToken,
        body: marathonBody({ capacity: 1 }),
      });
      const id = created.body.insertedId;
      const params = { id };
      /** The organiser's call on this race. */
      const asOwner = { params, token: owner.idToken };
      await answered(200, marathons.getMarathon, { params });
      await answered(404, marathons.getMarathon, { params: { id: 'no-such-race' } });
      await answered(200, marathons.marathonCalendar, { params });
      await api.ok(marathons.updateMarathon, {
        ...asOwner,
        body: marathonBody({
          title: 'Renamed Marathon',
          capacity: 1,
          transfers: { enabled: true, untilDays: 14, fee: 0 },
        }),
      });
      await api.ok(marathons.myMarathons, { params: { email: owner.email }, token: owner.idToken });
      // Its texts in German: put, read, served to a German visitor, deleted.
      const inGerman = { params: { id, lang: 'de' }, token: owner.idToken };
      await api.ok(translations.putTranslation, { ...inGerman, body: { title: 'Der Marathon' } });
      await api.ok(translations.getTranslation, inGerman);
      await answered(200, marathons.getMarathon, { params, headers: { 'accept-language': 'de' } });
      await api.ok(translations.deleteTranslation, inGerman);
      await answered(404, translations.getTranslation, inGerman);

      await api.ok(registrations.applyToMarathon, {
        params,
        token: first.idToken,
        body: registrationForm(first.email),
      });
      const soldOut = await answered(409, registrations.applyToMarathon, {
        params,
        token: second.idToken,
        body: registrationForm(second.email),
      });
      expect(soldOut.body.soldOut).toBe(true);
      await api.ok(registrations.updateRegistration, {
        params: { marathonId: id },
        token: first.idToken,
        body: registrationForm(first.email, { firstName: 'Grace' }),
      });
      await api.ok(registrations.myRegistrations, {
        params: { userId: first.uid },
        token: first.idToken,
      });
      await answered(403, registrations.myRegistrations, {
        params: { userId: first.uid },
        token: second.idToken,
      });
      expect((await api.call(marathons.getMarathon, asOwner)).body.participants).toHaveLength(1);
      await api.ok(registrations.listParticipants, asOwner);
      const csv = await api.call(registrations.listParticipants, {
        ...asOwner,
        query: { format: 'csv' },
      });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      // A transfer offered and cancelled; a link of no transfer of the race is 404.
      const onFirst = { params: { id, userId: first.uid }, token: first.idToken };
      await answered(201, transfers.startTransfer, {
        ...onFirst,
        body: { email: `friend-${id}@example.com` },
      });
      await api.ok(transfers.listTransfers, asOwner);
      await api.ok(transfers.cancelTransfer, onFirst);
      await answered(404, transfers.transferOf, {
        params: { id, token: 'no-such-token' },
        token: second.idToken,
      });
      // The race allows no deferrals; the runner's credits are an empty list.
      await answered(409, deferrals.deferRegistration, onFirst);
      await api.ok(deferrals.myCredits, { params: { userId: first.uid }, token: first.idToken });
      await api.ok(deferrals.listDeferrals, asOwner);
      await answered(404, transfers.acceptTransfer, {
        params,
        token: second.idToken,
        body: { token: 'no-such-token', ...registrationForm(second.email) },
      });

      await answered(201, waitlist.joinWaitlist, {
        params,
        token: second.idToken,
        body: registrationForm(second.email),
      });
      await answered(200, waitlist.joinWaitlist, {
        params,
        token: second.idToken,
        body: registrationForm(second.email),
      });
      await api.ok(waitlist.myWaitlist, { params: { userId: second.uid }, token: second.idToken });
      await api.ok(waitlist.listWaitlist, asOwner);
      await answered(409, waitlist.acceptOffer, { params, token: second.idToken });
      await api.ok(registrations.withdrawRegistration, {
        params: { marathonId: id },
        token: first.idToken,
      });
      await api.ok(waitlist.acceptOffer, { params, token: second.idToken });
      await api.ok(waitlist.leaveWaitlist, { params, token: second.idToken });
      await api.ok(community.marathonActivity, asOwner);
      await answered(403, community.marathonActivity, { params, token: first.idToken });

      const started = await answered(202, raceDay.assignBibs, {
        ...asOwner,
        body: { order: 'registration' },
      });
      await api.ok(raceDay.bibJob, { ...asOwner, params: { id, jobId: started.body.jobId } });
      const ownerOnRunner = { ...asOwner, params: { id, userId: second.uid } };
      await api.ok(raceDay.setBib, { ...ownerOnRunner, body: { bib: null } });
      await api.ok(raceDay.checkIn, { ...asOwner, body: { userId: second.uid } });
      await api.ok(raceDay.undoCheckIn, ownerOnRunner);
      await api.ok(raceDay.roster, asOwner);
      await api.ok(raceDay.compactRoster, asOwner);
      await api.ok(raceDay.marathonStats, asOwner);
      const distanceId = (await api.ok(marathons.getMarathon, { params })).distances[0]?.id ?? '';
      const csvOfNobody = { distanceId, csv: 'Bib,Chip Time\n9,1:02:03\n' };
      await api.ok(results.importResults, { ...asOwner, body: csvOfNobody });
      await answered(409, results.publishResults, {
        ...asOwner,
        body: { distanceId, state: 'preliminary' },
      });
      await api.ok(results.listResults, { params, query: { distanceId, q: 'ada' } });
      await answered(404, results.getResult, { params: { id, bib: 9 } });
      await answered(404, results.resultCertificate, { params: { id, bib: 9 } });
      await api.ok(results.setResultsVisibility, {
        params: { id, userId: second.uid },
        token: second.idToken,
        body: { hidden: true },
      });
      await api.ok(messages.setConsent, {
        params: { id, userId: second.uid },
        token: second.idToken,
        body: { marketingOptIn: true },
      });
      await api.ok(messages.getAutomaticMessages, asOwner);
      await api.ok(messages.setAutomaticMessages, {
        ...asOwner,
        body: { reminderDaysBefore: 3, stillWaiting: false, stillWaitingCode: null },
      });
      // Only a news mail's signed token unsubscribes (messages-unsubscribe.test.ts sends one).
      await answered(400, messages.unsubscribe, { body: { token: 'a.b.c.d' } });
      await answered(400, messages.unsubscribeOneClick, { params: { token: 'a.b.c.d' } });
      await api.ok(results.topFinishers);
      const made = await answered(201, partner.createApiKey, {
        ...asOwner,
        body: { name: 'Timer', scopes: ['results:write', 'participants:read'] },
      });
      await api.ok(partner.listApiKeys, asOwner);
      const asPartner = { params, token: made.body.key };
      await api.ok(partner.pushResults, {
        ...asPartner,
        body: { results: [{ bib: 9, timingPoint: 'finish', chipTime: '1:02:03' }] },
      });
      await answered(400, partner.pushResults, {
        ...asPartner,
        body: { results: [{ bib: 9, timingPoint: 'finish', chipTime: '1:99:03' }] },
      });
      await api.ok(partner.partnerParticipants, asPartner);
      await api.ok(partner.revokeApiKey, { ...asOwner, params: { id, keyId: made.body.keyId } });
      await answered(401, partner.partnerParticipants, asPartner);
      // The race is free: a quote of nothing, no payment to start; money by hand is still recorded.
      await api.ok(payments.quote, { params, query: { distanceId } });
      const onSecond = { params: { id, userId: second.uid } };
      await answered(409, payments.startPayment, {
        ...onSecond,
        token: second.idToken,
        body: { method: 'card' },
      });
      await answered(201, payments.manualPayment, {
        ...asOwner,
        ...onSecond,
        body: { amount: 2500, note: 'Cash' },
      });
      const ledger = await api.ok(payments.listPayments, asOwner);
      await api.ok(payments.books, asOwner);
      // Its receipt: the payer's and the organiser's, nobody else's.
      const onPayment = { params: { id, paymentId: ledger.payments[0]?.paymentId ?? '' } };
      await api.ok(payments.paymentReceipt, { ...onPayment, token: second.idToken });
      await answered(200, payments.paymentReceiptPdf, { ...asOwner, ...onPayment });
      await answered(404, payments.paymentReceipt, { ...onPayment, token: first.idToken });
      await answered(404, payments.paymentReceiptPdf, { ...onPayment, token: first.idToken });
      // The money by hand goes back by hand: a refund to pay, then marked paid.
      await api.ok(refunds.refundQuote, { ...onSecond, token: second.idToken });
      await answered(201, refunds.organiserRefund, {
        ...asOwner,
        ...onSecond,
        body: { amount: 500, reason: 'Goodwill' },
      });
      const toPay = await api.ok(refunds.listRefunds, { ...asOwner, query: { state: 'manual' } });
      await api.ok(refunds.markRefundPaid, {
        ...asOwner,
        params: { id, refundId: toPay.refunds[0]?.refundId ?? '' },
      });
      await answered(404, refunds.markRefundPaid, {
        ...asOwner,
        params: { id, refundId: 'no-such-refund' },
      });
      await api.ok(refunds.financeCsv, asOwner);
      // A statement whose rows name no reference: listed unmatched, one assigned, one discarded.
      const statement = {
        format: 'csv',
        csv: 'Date,Amount,Payer,Purpose\n2026-05-01,25.00,Ada,Entry fee\n2026-05-02,3.00,Bo,Gift\n',
        columns: { date: 'Date', amount: 'Amount', payer: 'Payer', reference: 'Purpose' },
      } as const;
      await api.ok(bank.importBankStatement, { ...asOwner, body: statement });
      const unmatched = await api.ok(bank.listBankTransactions, {
        ...asOwner,
        query: { state: 'unmatched' },
      });
      const [fee, gift] = unmatched.transactions;
      await api.ok(bank.assignBankTransaction, {
        ...asOwner,
        params: { id, txId: fee?.txId ?? '' },
        body: { userId: second.uid },
      });
      await answered(409, bank.discardBankTransaction, {
        ...asOwner,
        params: { id, txId: fee?.txId ?? '' },
      });
      await api.ok(bank.discardBankTransaction, {
        ...asOwner,
        params: { id, txId: gift?.txId ?? '' },
      });
      await answered(404, bank.assignBankTransaction, {
        ...asOwner,
        params: { id, txId: 'no-such-transaction' },
        body: { userId: second.uid },
      });
      await answered(404, payments.paymentOf, {
        params: { paymentId: 'no-such-payment' },
        token: first.idToken,
      });
      await api.ok(payments.paymentMethods);
      await answered(400, payments.paymentWebhook, { params: { provider: 'test' }, body: {} });
      await answered(404, payments.paypalCapture, {
        params: { paymentId: 'no-such-payment' },
        token: first.idToken,
      });
      const invited = await answered(201, raceDay.inviteStaff, {
        ...asOwner,
        body: { email: 'helper@example.com', role: 'check-in' },
      });
      await api.ok(raceDay.listStaff, asOwner);
      await answered(410, raceDay.acceptInvitation, {
        params,
        token: first.idToken,
        body: { token: 'not-an-invitation' },
      });
      await api.ok(raceDay.removeStaff, {
        ...asOwner,
        params: { id, staffId: invited.body.staffId },
      });
      await api.ok(raceDay.myStaffRaces, { params: { userId: first.uid }, token: first.idToken });

      await api.ok(community.listOpinions);
      await api.ok(community.addOpinion, {
        body: { name: 'Ada', email: 'ada@example.com', opinion: 'A lovely course.' },
      });
      await api.ok(community.addVolunteerOffer, {
        token: first.idToken,
        body: { name: 'Ada', email: first.email, role: 'Finish Line Crew' },
      });
      await api.ok(community.upsertProfile, { token: first.idToken, body: { name: 'Ada Runner' } });
      const ownPreferences = { params: { userId: first.uid }, token: first.idToken };
      await api.ok(community.updatePreferences, { ...ownPreferences, body: { language: 'de' } });
      await api.ok(community.getPreferences, ownPreferences);
      await answered(403, community.getPreferences, { ...ownPreferences, token: second.idToken });
      await answered(400, community.updatePreferences, {
        ...ownPreferences,
        body: { language: 'x' },
      });
      // The stack runs `platform` payouts here (the `connect` pass has its own tests): the account
      // calls are 409, the lists empty, the test payout absent.
      const mine = { params: { userId: first.uid }, token: first.idToken };
      const payout = { params: { userId: first.uid, payoutId: 'po_none' }, token: first.idToken };
      await api.ok(payouts.payoutSettings);
      await api.ok(payouts.payoutAccount, mine);
      await answered(409, payouts.createPayoutAccount, { ...mine, body: {} });
      await answered(409, payouts.updatePayoutAccount, {
        ...mine,
        body: { paypalMerchantId: null },
      });
      await api.ok(payouts.listPayouts, { ...mine, query: {} });
      await answered(404, payouts.payoutStatement, payout);
      await answered(404, payouts.payoutStatementCsv, payout);
      await answered(404, payouts.testPayout, { ...mine, body: {} });
      await answered(400, payouts.payoutWebhook, { params: { provider: 'test' }, body: {} });

      // Discount codes: made, listed, changed, a batch as CSV, a refused code in the quote, deleted.
      const onCode = { ...asOwner, params: { id, code: 'club-10' } };
      await answered(201, coupons.createCoupon, {
        ...asOwner,
        body: { code: 'club-10', kind: 'percent', value: 10, maxUses: 5 },
      });
      await api.ok(coupons.listCoupons, { ...asOwner, query: {} });
      await api.ok(coupons.updateCoupon, { ...onCode, body: { maxUses: 6 } });
      await answered(404, coupons.updateCoupon, {
        ...onCode,
        params: { id, code: 'NONE' },
        body: {},
      });
      await api.ok(coupons.createCouponBatch, {
        ...asOwner,
        body: { prefix: 'club', count: 3, kind: 'amount', value: 500 },
      });
      await answered(409, payments.quote, { params, query: { code: 'no-such-code' } });
      await api.ok(coupons.listReferrers, { ...asOwner, query: {} });
      await api.ok(coupons.deleteCoupon, onCode);

      // Items: added, listed, changed, a refused change, deleted.
      const item = await answered(201, items.createItem, {
        ...asOwner,
        body: { name: 'T-shirt', price: 0, required: true, variants: [{ name: 'M', stock: 20 }] },
      });
      const onItem = { ...asOwner, params: { id, itemId: item.body.itemId } };
      await api.ok(items.listItems, asOwner);
      await api.ok(items.updateItem, { ...onItem, body: { hidden: true } });
      await answered(400, items.updateItem, { ...onItem, body: { price: -1 } });
      await api.ok(items.deleteItem, onItem);

      // A ballot: entered, shown, listed, summarised, withdrawn.
      const hour = 3_600_000;
      const drawn = await answered(201, marathons.createMarathon, {
        token: owner.idToken,
        body: marathonBody({
          distances: [
            {
              id: 'full',
              name: 'Full',
              runningDistance: '42 KM',
              capacity: 5,
              ballot: {
                opensAt: new Date(Date.now() - hour).toISOString(),
                closesAt: new Date(Date.now() + hour).toISOString(),
                drawAt: new Date(Date.now() + 2 * hour).toISOString(),
              },
            },
          ],
        }),
      });
      const onBallot = { params: { id: drawn.body.insertedId } };
      const entered = await answered(201, ballot.enterBallot, {
        ...onBallot,
        token: second.idToken,
        body: { ...registrationForm(second.email), distanceId: 'full' },
      });
      await api.ok(ballot.ballot, onBallot);
      await api.ok(ballot.ballotEntriesCsv, onBallot);
      await api.ok(ballot.myBallotEntries, {
        params: { userId: second.uid },
        token: second.idToken,
      });
      await api.ok(ballot.ballotSummary, { ...onBallot, token: owner.idToken });
      await api.ok(ballot.withdrawBallotEntry, {
        params: { id: drawn.body.insertedId, entryId: entered.body.entryId },
        token: second.idToken,
      });
      await api.ok(marathons.deleteMarathon, { ...onBallot, token: owner.idToken });

      // An order for the organiser and another runner, on a free race: confirmed at once.
      const shop = await answered(201, marathons.createMarathon, {
        token: owner.idToken,
        body: marathonBody(),
      });
      const onShop = { params: { id: shop.body.insertedId }, token: owner.idToken };
      await api.ok(orders.quoteOrder, {
        ...onShop,
        body: { lines: [{ ...registrationForm(owner.email), self: true, kind: 'entry' }] },
      });
      const ordered = await answered(201, orders.createOrder, {
        ...onShop,
        body: {
          entries: [
            { ...registrationForm(owner.email), self: true },
            registrationForm(`kid-${crypto.randomUUID().slice(0, 8)}@example.com`),
          ],
        },
      });
      const { orderId } = ordered.body;
      await api.ok(orders.myOrders, { params: { userId: owner.uid }, token: owner.idToken });
      await answered(409, orders.payOrder, {
        params: { id: shop.body.insertedId, orderId },
        token: owner.idToken,
        body: { method: 'card' },
      });
      await answered(409, orders.claimEntry, { ...onShop, body: { token: 'not-a-claim-token' } });
      const kidEntry = {
        id: shop.body.insertedId,
        orderId,
        registrationId: ordered.body.entries[1]?.registrationId ?? '',
      };
      await answered(200, orders.updateOrderEntry, {
        params: kidEntry,
        token: owner.idToken,
        body: registrationForm(`kid-${crypto.randomUUID().slice(0, 8)}@example.com`),
      });
      // The race allows no transfers: refused, as a runner's own offer would be.
      await answered(409, orders.transferOrderEntry, {
        params: kidEntry,
        token: owner.idToken,
        body: { email: `taker-${crypto.randomUUID().slice(0, 8)}@example.com` },
      });
      await api.ok(orders.withdrawOrderEntry, {
        params: {
          id: shop.body.insertedId,
          orderId,
          registrationId: ordered.body.entries[1]?.registrationId ?? '',
        },
        token: owner.idToken,
      });
      await api.ok(marathons.deleteMarathon, onShop);

      // A team on a distance that takes them: its captain's view and the (unpublished) team results.
      const club = await answered(201, marathons.createMarathon, {
        token: owner.idToken,
        body: marathonBody({
          distances: [
            { name: 'Relay', runningDistance: '10 km', teams: { minSize: 2, maxSize: 4 } },
          ],
        }),
      });
      const onClub = { params: { id: club.body.insertedId }, token: owner.idToken };
      // Only a runner registered on the distance makes a team (docs/teams.md).
      await api.ok(registrations.applyToMarathon, {
        params: { id: club.body.insertedId },
        token: owner.idToken,
        body: registrationForm(owner.email),
      });
      const team = await answered(201, teams.createTeam, {
        ...onClub,
        body: { name: 'Harriers', distanceId: 'relay' },
      });
      await api.ok(teams.getTeam, {
        params: { id: club.body.insertedId, teamId: team.body.teamId },
        token: owner.idToken,
      });
      await answered(404, teams.teamResults, { params: { id: club.body.insertedId } });

      // A volunteer shift (docs/volunteers.md): made, listed, signed up for, checked in and out,
      // its waitlist joined and left, its list, coverage and CSV, the volunteer's own list.
      const shift = await answered(201, shifts.createShift, {
        ...onClub,
        body: {
          role: 'Course Marshals',
          name: 'Corner at km 5',
          ...shiftTimes(24, 3),
          capacity: 1,
        },
      });
      const onShift = {
        params: { id: club.body.insertedId, shiftId: shift.body.shiftId },
        token: owner.idToken,
      };
      await api.ok(shifts.listShifts, { params: { id: club.body.insertedId } });
      await api.ok(shifts.updateShift, { ...onShift, body: { location: 'Corner of Elm' } });
      const volunteerForm = {
        phone: '+1 555 0100',
        emergencyContact: 'Pat, +1 555 0199',
        waiverAccepted: true as const,
      };
      const signedUp = await answered(201, shifts.signUpForShift, {
        ...onShift,
        body: volunteerForm,
      });
      await answered(201, shifts.joinShiftWaitlist, {
        ...onShift,
        token: second.idToken,
        body: volunteerForm,
      });
      await api.ok(shifts.leaveShiftWaitlist, { ...onShift, token: second.idToken });
      await api.ok(shifts.shiftRoster, onShift);
      await api.ok(shifts.myShifts, { params: { userId: owner.uid }, token: owner.idToken });
      await api.ok(raceDay.checkIn, {
        params: { id: club.body.insertedId },
        token: owner.idToken,
        body: { passId: signedUp.body.passId },
      });
      await api.ok(raceDay.checkOut, {
        params: { id: club.body.insertedId },
        token: owner.idToken,
        body: { passId: signedUp.body.passId },
      });
      await api.ok(shifts.shiftCoverage, onClub);
      await answered(200, shifts.shiftVolunteersCsv, onClub);
      await api.ok(shifts.dropFromShift, {
        params: { ...onShift.params, uid: owner.uid },
        token: owner.idToken,
      });
      await api.ok(shifts.deleteShift, onShift);

      // A message to the race's people (docs/messages.md): previewed, scheduled, listed, cancelled.
      const message = {
        subject: 'Bib pick-up for {raceName}',
        body: 'Hello {firstName}, pick up bib {bib} on Saturday.',
        channel: 'email' as const,
        kind: 'service' as const,
        audience: { statuses: ['confirmed' as const, 'volunteers' as const] },
      };
      await api.ok(messages.previewMessage, { ...onClub, body: message });
      const scheduled = await answered(201, messages.createMessage, {
        ...onClub,
        body: { ...message, sendAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      await api.ok(messages.listMessages, onClub);
      await api.ok(messages.cancelMessage, {
        ...onClub,
        params: { id: club.body.insertedId, messageId: scheduled.body.messageId },
      });
      await api.ok(marathons.deleteMarathon, onClub);

      await api.ok(marathons.deleteMarathon, asOwner);
      await api.ok(health.openApiDocument);

      const missed = allEndpoints.filter((endpoint) => !called.has(endpoint)).map((e) => e.name);
      expect(missed).toEqual([]);
    },
  );
});
