// @vitest-environment jsdom
import type { Item, VariantInput } from '@run/contract/domain/items';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Answer, renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';
import { description, expectStoppedAt } from '@/lib/field-message.test-support';
import '@/lib/modal-dialog.test-support';

import { ItemsPanel } from './items-panel';

// A signed-in organiser with a token; the auth SDK is not what these tests are about.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

/** Two distances, so the form asks which may buy an item. */
const DISTANCES = [
  { id: 'd10', name: '10K' },
  { id: 'd42', name: 'Marathon' },
];
const RACE = { _id: 'm1', currency: 'EUR', timeZone: 'Europe/Berlin', distances: DISTANCES };

/** The contract's message for a stock that is no whole number (a schema's, or a 400's detail). */
const STOCK_MESSAGE = 'Stock must be a whole number from 0 to 100,000, or empty';

const variant = (variantId: string, stock: number | null) => ({
  variantId,
  name: variantId.toUpperCase(),
  stock,
  left: stock,
});

const item = (itemId: string, more: Partial<Item> = {}): Item => ({
  itemId,
  name: 'T-shirt',
  description: '',
  imageUrl: null,
  price: 0,
  currency: 'EUR',
  variants: [variant('m', 40), variant('l', null)],
  distanceIds: [],
  perEntry: 1,
  required: true,
  availableUntil: null,
  pickup: 'race-day',
  hidden: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...more,
});

/** What a body sends as the item's fields, its variants as the server answers them (ids given). */
function stored(body: unknown): Partial<Item> {
  const { variants, ...sent } = body as Omit<Partial<Item>, 'variants'> & {
    variants?: VariantInput[];
  };
  if (!variants) return sent;
  return {
    ...sent,
    variants: variants.map((v) => ({
      variantId: v.variantId ?? v.name.toLowerCase(),
      name: v.name,
      stock: v.stock,
      left: v.stock,
    })),
  };
}

/**
 * The race's items as the server holds them: a new one joins the list, a change replaces its item,
 * a deletion drops it. `refuse` answers a write instead (a 400's details, a 409).
 */
function serveItems(initial: Item[], refuse?: Answer) {
  let items = [...initial];
  return stubApi(({ call, body }) => {
    const write = call.startsWith('GET') ? null : call;
    if (write && refuse) return refuse;
    const itemId = /\/items\/([^/]+)$/u.exec(call)?.[1];
    if (write?.startsWith('POST')) {
      const made = item(`i${items.length + 1}`, stored(body));
      items.push(made);
      return { status: 201, body: made };
    }
    if (write?.startsWith('PATCH')) {
      items = items.map((i) => (i.itemId === itemId ? { ...i, ...stored(body) } : i));
      return { body: items.find((i) => i.itemId === itemId) };
    }
    if (write?.startsWith('DELETE')) {
      items = items.filter((i) => i.itemId !== itemId);
      return { body: { deletedCount: 1 } };
    }
    return { body: { items } };
  });
}

/** A variants table's rows below its header, as the texts of their cells. */
const variantRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

/**
 * A variant row's field by its label: the first row's plain (said "(optional)" when it is), a later
 * row's told apart for screen readers ("Stock (variant 2)").
 */
const variantField = (label: string, row = 1) =>
  row === 1
    ? new RegExp(`^${label}\\s*(\\(optional\\))?$`, 'u')
    : new RegExp(`^${label}\\s*\\(variant ${row}\\)`, 'u');

/** The tab of a race with no items yet, and its new item's form with a field of it by its label. */
async function openEmptyTab() {
  const user = renderWithQueries(<ItemsPanel race={RACE} />);
  await screen.findByText('This race sells no items yet.');
  const form = screen.getByRole('form', { name: 'Add an item' });
  const textbox = (name: string | RegExp) => within(form).getByRole('textbox', { name });
  const click = (name: string) => user.click(within(form).getByRole('button', { name }));
  return { user, form, textbox, click };
}

/** Types a new item's name and price (where given), then its variants' names, a row added for each. */
async function typeItem(
  tab: Awaited<ReturnType<typeof openEmptyTab>>,
  { name, price, variants }: { name?: string; price?: string; variants: string[] },
) {
  if (name) await tab.user.type(tab.textbox('Name'), name);
  if (price) await tab.user.type(tab.textbox(/^Price/u), price);
  for (const [index, variant] of variants.entries()) {
    if (index > 0) await tab.click('Add variant');
    await tab.user.type(tab.textbox(variantField('Variant name', index + 1)), variant);
  }
}

afterEach(resetScreens);

describe('the console’s Items tab', () => {
  it('lists each item with its price, terms and variants, and marks a hidden one', async () => {
    serveItems([
      item('shirt'),
      item('medal', {
        name: 'Medal engraving',
        price: 1200,
        variants: [{ variantId: 'engraving', name: 'Engraving', stock: 150, left: 120 }],
        distanceIds: ['d42'],
        perEntry: 2,
        required: false,
        availableUntil: '2027-04-01T10:00:00.000Z',
        pickup: 'none',
        hidden: true,
      }),
    ]);
    renderWithQueries(<ItemsPanel race={RACE} />);
    const shirt = (await screen.findByRole('heading', { name: 'T-shirt' })).closest('li');
    if (!shirt) throw new Error('no T-shirt card');
    for (const text of ['€0.00, included in the entry fee', 'Every distance', 'Yes']) {
      expect(within(shirt).getByText(text)).toBeTruthy();
    }
    expect(within(shirt).getByText('Until the race')).toBeTruthy();
    expect(within(shirt).getByText('At the race-day desk')).toBeTruthy();
    // Each variant with its stock and what is left; no stock is said as no limit.
    expect(variantRows(within(shirt).getByRole('table', { name: 'Variants of T-shirt' }))).toEqual([
      ['M', '40', '40'],
      ['L', 'No limit', 'No limit'],
    ]);

    const medal = screen.getByRole('heading', { name: 'Medal engraving Hidden' }).closest('li');
    if (!medal) throw new Error('no medal card');
    for (const text of ['€12.00', 'Marathon', 'No', '2', 'Nothing to hand out']) {
      expect(within(medal).getByText(text)).toBeTruthy();
    }
    expect(variantRows(within(medal).getByRole('table'))).toEqual([['Engraving', '150', '120']]);
    expect(within(medal).getByRole('button', { name: 'Unhide Medal engraving' })).toBeTruthy();
  });

  it('says when the race sells no items yet', async () => {
    serveItems([]);
    renderWithQueries(<ItemsPanel race={RACE} />);
    expect(await screen.findByText('This race sells no items yet.')).toBeTruthy();
  });

  it('adds an item: the price in cents, its variants with their stock, the distances ticked', async () => {
    const sent = serveItems([]);
    const tab = await openEmptyTab();
    const { user, form, textbox } = tab;
    expect(textbox(/^Price \(EUR\)/u)).toBeTruthy();
    await typeItem(tab, { name: 'Medal engraving', price: '12.50', variants: ['Gold'] });
    await user.type(textbox(variantField('Stock')), '150');
    // A second variant: its name takes the focus; its stock left empty is no limit.
    await tab.click('Add variant');
    expect(document.activeElement).toBe(textbox(variantField('Variant name', 2)));
    await user.keyboard('Silver');
    await user.click(within(form).getByRole('checkbox', { name: 'Marathon' }));
    await user.click(within(form).getByRole('radio', { name: 'Nothing to hand out' }));
    await tab.click('Add item');

    expect(await screen.findByRole('heading', { name: 'Medal engraving' })).toBeTruthy();
    expect(sent.find((s) => s.call === 'POST /api/marathon/m1/items')?.body).toEqual({
      name: 'Medal engraving',
      description: '',
      imageUrl: null,
      price: 1250,
      variants: [
        { name: 'Gold', stock: 150 },
        { name: 'Silver', stock: null },
      ],
      distanceIds: ['d42'],
      perEntry: 1,
      required: false,
      availableUntil: null,
      pickup: 'none',
    });
    // The form is empty again, with one variant row.
    expect(textbox('Name')).toHaveProperty('value', '');
    expect(within(form).getAllByRole('textbox', { name: /^Variant name/u })).toHaveLength(1);
  });

  it('removes a variant row, the focus going to Add variant', async () => {
    serveItems([]);
    const tab = await openEmptyTab();
    await typeItem(tab, { variants: ['S', 'M'] });
    await tab.click('Remove variant S');
    expect(tab.textbox('Variant name')).toHaveProperty('value', 'M');
    expect(document.activeElement).toBe(
      within(tab.form).getByRole('button', { name: 'Add variant' }),
    );
    expect(screen.getByText('Removed variant S.')).toBeTruthy();
  });

  it('stops on a field the schema refuses, and on the list when variant names repeat', async () => {
    const sent = serveItems([]);
    const tab = await openEmptyTab();
    const stock = tab.textbox(variantField('Stock'));
    await typeItem(tab, { name: 'T-shirt', price: '0', variants: ['M'] });
    await tab.user.type(stock, 'lots');
    await tab.click('Add item');
    expectStoppedAt(stock, STOCK_MESSAGE);

    // The list's own check: names that differ only in case.
    await tab.user.clear(stock);
    await tab.click('Add variant');
    await tab.user.keyboard('m');
    await tab.click('Add item');
    const list = within(tab.form).getByRole('group', { name: 'Variants' });
    expectStoppedAt(list, 'Variant names must differ');
    expect(sent.some((s) => s.call.startsWith('POST'))).toBe(false);
  });

  it('shows a 400’s field message on its field', async () => {
    serveItems([], {
      status: 400,
      body: {
        error: 'Some fields are invalid',
        code: 'invalid_request',
        details: [{ field: 'variants.1.stock', message: STOCK_MESSAGE }],
      },
    });
    const tab = await openEmptyTab();
    await typeItem(tab, { name: 'T-shirt', price: '0', variants: ['S', 'M'] });
    await tab.click('Add item');
    await within(tab.form).findByText(STOCK_MESSAGE);
    expectStoppedAt(tab.textbox(variantField('Stock', 2)), STOCK_MESSAGE);
    expect(description(tab.textbox(variantField('Stock')))).toBe('');
  });

  it('says the race’s limit of items as the form’s alert', async () => {
    serveItems([], {
      status: 409,
      body: { error: 'A race offers at most 50 items.', code: 'items_max', params: { max: 50 } },
    });
    const tab = await openEmptyTab();
    await typeItem(tab, { name: 'Parking', price: '5', variants: ['Car'] });
    await tab.click('Add item');
    expect((await within(tab.form).findByRole('alert')).textContent).toBe(
      'A race offers at most 50 items.',
    );
  });

  it('edits an item: its variants keep their ids, a new one goes without', async () => {
    const sent = serveItems([item('shirt')]);
    const user = renderWithQueries(<ItemsPanel race={RACE} />);
    await user.click(await screen.findByRole('button', { name: 'Edit T-shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit T-shirt' });
    expect(within(dialog).getByRole('textbox', { name: /^Price/u })).toHaveProperty(
      'value',
      '0.00',
    );
    const stock = within(dialog).getByRole('textbox', { name: variantField('Stock') });
    expect(stock).toHaveProperty('value', '40');
    await user.clear(stock);
    await user.type(stock, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add variant' }));
    await user.keyboard('XL');
    await user.click(within(dialog).getByRole('button', { name: 'Save item' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = sent.find((s) => s.call === 'PATCH /api/marathon/m1/items/shirt');
    expect(patch?.body).toMatchObject({
      name: 'T-shirt',
      price: 0,
      required: true,
      variants: [
        { variantId: 'm', name: 'M', stock: 60 },
        { variantId: 'l', name: 'L', stock: null },
        { name: 'XL', stock: null },
      ],
    });
    expect(patch?.body).not.toHaveProperty('hidden');
  });

  it('hides an item and shows it again', async () => {
    const sent = serveItems([item('shirt')]);
    const user = renderWithQueries(<ItemsPanel race={RACE} />);
    await user.click(await screen.findByRole('button', { name: 'Hide T-shirt' }));
    expect(await screen.findByRole('heading', { name: 'T-shirt Hidden' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unhide T-shirt' }));
    expect(await screen.findByRole('heading', { name: 'T-shirt' })).toBeTruthy();
    expect(
      sent.filter((s) => s.call === 'PATCH /api/marathon/m1/items/shirt').map((s) => s.body),
    ).toEqual([{ hidden: true }, { hidden: false }]);
  });

  it('deletes an item after asking', async () => {
    const sent = serveItems([item('shirt')]);
    const user = renderWithQueries(<ItemsPanel race={RACE} />);
    await user.click(await screen.findByRole('button', { name: 'Delete T-shirt' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete T-shirt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This race sells no items yet.')).toBeTruthy();
    expect(sent.some((s) => s.call === 'DELETE /api/marathon/m1/items/shirt')).toBe(true);
  });
});
