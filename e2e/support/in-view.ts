// What a person needs is in view: inside the viewport's width, not in a box scrolled aside (the
// phone-width checks and the wide screens' layout checks share these), or a section of a long page
// scrolled to.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Each shown one of `all` lies wholly inside the viewport's width (none in a box scrolled aside).
 * Shown: a screen may hold a wide screen's copy, hidden on a phone (and the other way round).
 */
export async function expectInside(all: Locator, what: string): Promise<void> {
  const width = all.page().viewportSize()?.width ?? 0;
  const items = all.locator('visible=true');
  const count = await items.count();
  expect(count, `${what}: none found`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await items.nth(i).boundingBox();
    expect(box, `${what} ${i + 1} is not shown`).not.toBeNull();
    if (box === null) continue;
    expect(box.x, `${what} ${i + 1} starts left of the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what} ${i + 1} ends past the viewport`).toBeLessThanOrEqual(width);
  }
}

/** A box (a table's scroll region) that holds what it shows without scrolling sideways. */
export async function expectNotScrolling(box: Locator, what: string): Promise<void> {
  const [scroll, client] = await box.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  expect(scroll, `${what} is ${scroll} px wide in a ${client} px box`).toBeLessThanOrEqual(client);
}

/**
 * A section of the page (a region named by its heading), scrolled into view. Sections below the fold
 * load only as the visitor scrolls near them, so the wheel turns until this one has arrived.
 */
export async function scrolledTo(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('region', { name });
  await expect(async () => {
    await page.mouse.wheel(0, 900);
    await expect(section).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await section.scrollIntoViewIfNeeded();
  return section;
}
