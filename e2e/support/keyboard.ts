// Keyboard-only journeys: Tab through the page until a control has focus.
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus, at most `presses` times; the caller asserts the focus. */
export async function tabTo(page: Page, target: Locator, presses: number): Promise<void> {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}
