// What a person needs is in view: inside the viewport's width, not in a box scrolled aside. The
// phone-width checks and the wide screens' layout checks share these.
import { expect, type Locator } from '@playwright/test';

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
