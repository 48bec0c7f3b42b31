// axe on the page as it is now: no serious or critical WCAG 2.1 A/AA violation.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `${screen} has no serious or critical axe violations`,
  ).toEqual([]);
}

/** The same screen again in the dark theme (kept as the choice), for its second axe pass. */
export async function reloadDark(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
}

/** axe on the screen as it is (light), then reloaded in the dark theme, which stays chosen. */
export async function expectNoSeriousViolationsLightAndDark(
  page: Page,
  screen: string,
): Promise<void> {
  await expectNoSeriousViolations(page, `${screen} (light)`);
  await reloadDark(page);
  await expectNoSeriousViolations(page, `${screen} (dark)`);
}
