// Keyboard-only journeys: Tab through the page until a control has focus; Escape closes a menu.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus, at most `presses` times; the caller asserts the focus. */
export async function tabTo(page: Page, target: Locator, presses: number): Promise<void> {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}

/**
 * Opens `menu` with its button (which then says it is expanded), checks it with `whileOpen`, and
 * closes it with Escape: the menu goes and the focus is back on the button.
 */
export async function openThenEscape(
  page: Page,
  button: Locator,
  menu: Locator,
  whileOpen: () => Promise<void>,
): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await whileOpen();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}
