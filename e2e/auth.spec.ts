// Register, login (email and Google through the Auth emulator), password reset and the return to
// the page a visitor wanted.
import { expect, test } from '@playwright/test';

import { createAccount, uniqueEmail } from './support/api.js';
import { closePopup, fillLogin, signIn } from './support/auth.js';

test('register re-checks the password on every change, in the spec order, and keeps Register disabled until it holds', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page).toHaveTitle('RUN | Register');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  const email = uniqueEmail('register');
  await page.getByLabel('Email Address').fill(email);
  await expect(page.getByLabel('Photo URL')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Register', exact: true });
  await expect(
    page.getByText('Must be 8+ characters with uppercase, lowercase, and number'),
  ).toBeVisible();
  await expect(submit).toBeDisabled();

  const steps: Array<[string, string]> = [
    ['abc', 'Password must be at least 8 characters'],
    ['abcdefgh', 'Password must contain at least one number'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
  ];
  for (const [value, message] of steps) {
    await password.fill(value);
    await expect(page.getByText(message)).toBeVisible();
    await expect(password).toHaveAccessibleDescription(new RegExp(message, 'u'));
    await expect(submit).toBeDisabled();
  }
  await password.fill('Abcdefg1');
  await expect(page.getByText(/^Password must/u)).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await submit.click();
  await closePopup(page, 'Registration Successful!');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(
    page.getByRole('banner').getByRole('img', { name: 'Ada Lovelace' }).first(),
  ).toBeVisible();
});

test('register reports an email that already has an account', async ({ page }) => {
  const existing = await createAccount();
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email Address').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill('Abcdefg1');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(
    page,
    'Registration Failed!',
    'An account with this email address already exists',
  );
  await expect(page).toHaveURL((url) => url.pathname === '/register');
});

test('login requires both fields and says which one is missing', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('RUN | Login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill('someone@e2e.test');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('a wrong password shows Login Failed! with Try again; the right one shows Login Successful! and goes home', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/login');
  await fillLogin(page, account.email, 'Wrong-password-1');
  await closePopup(page, 'Login Failed!', 'Try again');
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  await fillLogin(page, account.email, account.password);
  const popup = page.getByRole('alertdialog', { name: 'Login Successful!' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // docs/product.md: popups close by themselves after 3000 ms.
  await expect(popup).toBeHidden({ timeout: 5000 });
});

test('a protected page sends a visitor to login and back to that page afterwards', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/dashboard/my-marathons');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' && url.searchParams.get('next') === '/dashboard/my-marathons',
  );
  await fillLogin(page, account.email, account.password);
  await closePopup(page, 'Login Successful!');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/my-marathons');
});

test('a next parameter pointing at another site is ignored', async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account, '//evil.example/steal');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hostname !== 'evil.example');
});

for (const [label, next] of [
  ['a backslash that browsers read as a slash', '/\\evil.example/x'],
  ['a control character', '/\tevil.example/x'],
] as const) {
  test(`a next parameter with ${label} falls back to the home page after sign-in`, async ({
    page,
  }) => {
    const account = await createAccount();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await fillLogin(page, account.email, account.password);
    await closePopup(page, 'Login Successful!');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hostname !== 'evil.example');
  });
}

// The emulator's own popup relays through an iframe that loads gapi from apis.google.com, which this
// offline stack cannot reach; on the local stack the app shows the emulator-style account chooser instead
// (features/auth/api/google-sign-in.ts) and signs in to the Auth emulator as that Google user.
test('Login with Google signs in as a Google user of the Auth emulator', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: 'Auto-generate user information' }).click();
  await chooser.getByLabel('Display name').fill('Gia Google');
  await chooser.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await closePopup(page, 'Login Successful!');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('img', { name: 'Gia Google' }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
});

test('cancelling the Google account chooser leaves the visitor signed out on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Sign in with Google' });
  await chooser.getByRole('button', { name: 'Cancel' }).click();
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('Forgot password? sends a reset email and confirms it on screen', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Enter your email address above')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset email sent' }),
  ).toContainText(account.email);
});

test('a visitor who never signed in loads no Auth SDK, and a sign-in in another tab reaches this one', async ({
  context,
  page,
}) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/auth-sdk-|identitytoolkit|accounts:lookup/u.test(request.url())) {
      sdkRequests.push(request.url());
    }
  });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  // Signed out without the SDK: nothing was fetched for it.
  expect(sdkRequests).toEqual([]);

  const account = await createAccount({ prefix: 'other-tab' });
  const other = await context.newPage();
  await signIn(other, account);
  // The other tab's sign-in starts the SDK here, which finds the shared session.
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(sdkRequests.length).toBeGreaterThan(0);
});
