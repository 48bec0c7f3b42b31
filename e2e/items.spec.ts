// A race's items in the console (docs/items.md): the organiser opens the Items tab of a race of two
// distances, adds the race T-shirt (included in the entry fee, required, XS to XXL each with its
// stock) and a medal engraving (12.00, one variant of 150, for the marathon only), sees both listed
// with their variants, changes the T-shirt's stock and hides the engraving; on a phone they change
// the engraving's price and show it again. axe checks the tab at 1366 and 390 px, light and dark, and
// nothing runs off the side of the phone.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { organiserWithMarathon } from './support/marathons.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ locale: 'en-US' });

const SHIRT_SIZES: [string, number][] = [
  ['XS', 20],
  ['S', 60],
  ['M', 120],
  ['L', 120],
  ['XL', 60],
  ['XXL', 20],
];

/**
 * A variant row's field by its label: the first row's plain (said "(optional)" when it is), a later
 * row's told apart for screen readers ("Stock (variant 2)").
 */
const variantField = (form: Locator, label: string, row: number) =>
  form.getByRole('textbox', {
    name:
      row === 1
        ? new RegExp(`^${label}( \\(optional\\))?$`, 'u')
        : new RegExp(`^${label} \\(variant ${row}\\)`, 'u'),
  });

/** Fills the variant rows, adding a row for each after the first. */
async function fillVariants(form: Locator, variants: [string, number][]) {
  for (const [index, [name, stock]] of variants.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add variant' }).click();
    await variantField(form, 'Variant name', index + 1).fill(name);
    await variantField(form, 'Stock', index + 1).fill(String(stock));
  }
}

/** The item's card in the list, found by its heading (which says "Hidden" too when it is). */
const itemCard = (page: Page, heading: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: heading, exact: true }) });

/** A variant's row in an item's card: its name, its stock, what is left. */
const variantRow = (card: Locator, variant: string) =>
  card
    .getByRole('row')
    .filter({ has: card.page().getByRole('rowheader', { name: variant, exact: true }) });

/** The tab as it is now fits the phone's width. */
async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'the Items tab fits 390 px').toBeLessThanOrEqual(0);
}

test('the organiser adds the race T-shirt and a medal engraving, edits one and hides one, at 1366 and 390 px, light and dark', async ({
  page,
}) => {
  // Two items with eight variants, two edits, four axe runs, a reload per theme.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { organiser, id } = await organiserWithMarathon('open', {
    distances: [
      { name: 'Marathon', runningDistance: '42 KM', capacity: 500 },
      { name: '10K', runningDistance: '10 KM', capacity: 500 },
    ],
    currency: 'EUR',
  });
  await signIn(page, organiser, `/dashboard/races/${id}?tab=items`);
  await expect(page.getByRole('tab', { name: 'Items', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('This race sells no items yet.')).toBeVisible();

  // The race T-shirt: in the entry fee, every entry picks a size.
  const form = page.getByRole('form', { name: 'Add an item' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('T-shirt');
  await form.getByRole('textbox', { name: 'Price (EUR)' }).fill('0');
  await fillVariants(form, SHIRT_SIZES);
  await form.getByRole('checkbox', { name: 'Required' }).check();
  await form.getByRole('button', { name: 'Add item' }).click();
  await closePopup(page, 'Item added', 'T-shirt');
  const shirt = itemCard(page, 'T-shirt');
  await expect(shirt).toContainText('€0.00, included in the entry fee');
  await expect(shirt.getByRole('table', { name: 'Variants of T-shirt' })).toBeVisible();
  await expect(shirt.getByRole('row')).toHaveCount(SHIRT_SIZES.length + 1);
  await expect(variantRow(shirt, 'XXL')).toContainText('20');
  // The form is empty again for the next item.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  // The engraving: 12.00, 150 in stock, for the marathon's runners.
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Medal engraving');
  await form.getByRole('textbox', { name: 'Price (EUR)' }).fill('12.00');
  await fillVariants(form, [['Engraving', 150]]);
  await form.getByRole('checkbox', { name: 'Marathon' }).check();
  await form.getByRole('button', { name: 'Add item' }).click();
  await closePopup(page, 'Item added', 'Medal engraving');
  const engraving = itemCard(page, 'Medal engraving');
  await expect(engraving).toContainText('€12.00');
  await expect(engraving).toContainText('Who may buyMarathon');
  await expect(variantRow(engraving, 'Engraving')).toContainText('150');
  await expect(shirt).toContainText('Who may buyEvery distance');

  // The T-shirt's M is restocked: the same variant, its new stock.
  await page.getByRole('button', { name: 'Edit T-shirt' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit T-shirt' });
  await expect(variantField(edit, 'Variant name', 3)).toHaveValue('M');
  await variantField(edit, 'Stock', 3).fill('150');
  await edit.getByRole('button', { name: 'Save item' }).click();
  await closePopup(page, 'Item saved', 'T-shirt');
  await expect(variantRow(shirt, 'M')).toContainText('150');
  await expect(shirt.getByRole('row')).toHaveCount(SHIRT_SIZES.length + 1);

  // Hidden: marked so in the list, and it can be shown again.
  await page.getByRole('button', { name: 'Hide Medal engraving' }).click();
  await closePopup(page, 'Item hidden');
  await expect(itemCard(page, 'Medal engraving Hidden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unhide Medal engraving' })).toBeVisible();

  await expectNoSeriousViolations(page, 'the Items tab at 1366 px (light)');
  await reloadDark(page);
  await expect(itemCard(page, 'T-shirt')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Items tab at 1366 px (dark)');

  // On a phone (dark, as chosen): the engraving's price changed in its dialog, then shown again.
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsThePhone(page);
  await expectNoSeriousViolations(page, 'the Items tab at 390 px (dark)');
  await page.getByRole('button', { name: 'Edit Medal engraving' }).click();
  const phoneEdit = page.getByRole('dialog', { name: 'Edit Medal engraving' });
  await expect(phoneEdit.getByRole('textbox', { name: 'Price (EUR)' })).toHaveValue('12.00');
  await fitsThePhone(page);
  await expectNoSeriousViolations(page, 'the item’s dialog at 390 px (dark)');
  await phoneEdit.getByRole('textbox', { name: 'Price (EUR)' }).fill('14.50');
  await phoneEdit.getByRole('button', { name: 'Save item' }).click();
  await closePopup(page, 'Item saved', 'Medal engraving');
  await page.getByRole('button', { name: 'Unhide Medal engraving' }).click();
  await closePopup(page, 'Item unhidden');
  const shown = itemCard(page, 'Medal engraving');
  await expect(shown).toContainText('€14.50');
  await expect(shown.getByRole('button', { name: 'Hide Medal engraving' })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(itemCard(page, 'T-shirt')).toBeVisible();
  await fitsThePhone(page);
  await expectNoSeriousViolations(page, 'the Items tab at 390 px (light)');
});
