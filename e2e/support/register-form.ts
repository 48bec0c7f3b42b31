// The register form's own fields as a runner fills them (the register and transfer screens).
import type { Page } from '@playwright/test';

export interface RunnerDetails {
  firstName: string;
  lastName: string;
  phone: string;
}

export async function fillRunnerDetails(page: Page, runner: RunnerDetails): Promise<void> {
  await page.getByLabel('First Name').fill(runner.firstName);
  await page.getByLabel('Last Name').fill(runner.lastName);
  await page.getByLabel('Phone').fill(runner.phone);
}
