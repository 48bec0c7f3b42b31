// The home page: hero, featured events in every state, FAQ, feedback, gallery, sponsors, volunteer,
// and the screenshots of the finished page.
import { mkdir } from 'node:fs/promises';

import { expect, test, type Locator, type Page } from '@playwright/test';

import { addVolunteerOffer, listOpinions } from '@run/contract/endpoints/community';
import { featuredMarathons } from '@run/contract/endpoints/marathons';

import { apiRoute, createAccount, failCalls, uniqueEmail } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { scrolledTo } from './support/in-view.js';
import { ensureFeaturedEvents } from './support/users.js';

test.beforeAll(async () => {
  await ensureFeaturedEvents();
});

/** Opens the home page at its featured events. */
async function openFeatured(page: Page): Promise<Locator> {
  await page.goto('/');
  return page.getByRole('region', { name: 'Featured Running Events' });
}

/** What the featured events show in place of cards: a heading and a line. */
/** The home page, opened and scrolled to its section `name`. */
async function homeSection(page: Page, name: string): Promise<Locator> {
  await page.goto('/');
  return scrolledTo(page, name);
}

async function expectFeaturedMessage(section: Locator, heading: string, text: string) {
  await expect(section.getByRole('heading', { name: heading })).toBeVisible();
  await expect(section.getByText(text)).toBeVisible();
}

/** Fills the feedback form's three fields. */
async function fillFeedback(section: Locator, name: string, email: string, opinion: string) {
  await section.getByLabel('Name', { exact: true }).fill(name);
  await section.getByLabel('Email', { exact: true }).fill(email);
  await section.getByLabel('Opinion', { exact: true }).fill(opinion);
}

/** Scrolls through the page so every lazily loaded section arrives. */
async function loadAllSections(page: Page): Promise<void> {
  for (const name of [
    'Frequently Asked Questions',
    'Community Feedback',
    'Training Tips & Plans',
    'Race Moments',
    'Runner Achievements',
    'Our Sponsors',
    'Become a Volunteer',
  ]) {
    await scrolledTo(page, name);
  }
}

test('the hero greets visitors with the headline, tagline, calls to action and counters', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('RUN | Home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Run Beyond Your Limits' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Discover world-class marathon events, challenge yourself, and be part of something unforgettable.',
    ),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Register Now', exact: true })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(main.getByRole('link', { name: 'Explore Events' })).toHaveAttribute(
    'href',
    '/marathons',
  );
  const counters: Array<[string, string]> = [
    ['100+', 'Events Worldwide'],
    ['50K+', 'Active Runners'],
    ['10+', 'Years Experience'],
  ];
  for (const [value, label] of counters) {
    await expect(main.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
});

test('signed in, the hero keeps only Explore Events', async ({ page }) => {
  await signIn(page, await createAccount());
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Explore Events' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Register Now', exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
});

test('featured events show up to six cards, each linking to its details', async ({ page }) => {
  const section = await openFeatured(page);
  await expect(
    section.getByText('Discover the most exciting marathons happening worldwide'),
  ).toBeVisible();
  const links = section.getByRole('link', { name: /^View details/u });
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect(links.first()).toHaveAttribute('href', /^\/marathons\/[^/]+$/u);
  await expect(section.getByText(/^Registration (Open|Closed)$/u).first()).toBeVisible();
  await expect(section.getByText(/\d+ participants?/u).first()).toBeVisible();
});

test('featured events show six skeletons while loading', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiRoute(featuredMarathons), async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  const section = await openFeatured(page);
  await expect(section.getByRole('status')).toHaveText('Loading featured events');
  await expect(section.locator('li [aria-hidden="true"].animate-pulse')).toHaveCount(6);
  release();
  await expect(section.getByText('No Events Available')).toBeVisible();
});

test('featured events say so when there are none', async ({ page }) => {
  await page.route(apiRoute(featuredMarathons), (route) => route.fulfill({ json: [] }));
  const section = await openFeatured(page);
  await expectFeaturedMessage(
    section,
    'No Events Available',
    'Check back later for upcoming marathons',
  );
});

test('a failed featured load shows the inline error and the Connection Error popup', async ({
  page,
}) => {
  await failCalls(page, featuredMarathons, 503, 'The database is unavailable.');
  const section = await openFeatured(page);
  await closePopup(
    page,
    'Connection Error',
    "We couldn't load the marathon data. Please try again later.",
  );
  await expectFeaturedMessage(section, 'Connection Error', 'Failed to load marathon data');
});

test('the FAQ keeps one answer open, and clicking the open question closes it', async ({
  page,
}) => {
  const faq = await homeSection(page, 'Frequently Asked Questions');
  const first = faq.getByRole('button', { name: 'How do I register for a marathon?' });
  const refund = faq.getByRole('button', { name: 'What is the refund policy?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(refund).toHaveAttribute('aria-expanded', 'false');

  await refund.click();
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(
    faq.getByText(/full refund up to 30 days.*partial refund up to 14 days/u),
  ).toBeVisible();
  await expect(faq.getByText(/Log in to your account/u)).toBeHidden();

  await refund.click();
  await expect(refund).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  await expect(page.getByText('Still have questions?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
});

test('the feedback form checks empty and invalid fields, then posts and appends the opinion', async ({
  page,
}) => {
  const section = await homeSection(page, 'Community Feedback');
  const submit = section.getByRole('button', { name: 'Submit Feedback' });

  await submit.click();
  await expect(section.getByRole('alert')).toHaveText('Please fill in all fields');
  await expect(section.getByLabel('Name', { exact: true })).toBeFocused();

  await fillFeedback(section, 'Robin Road', 'not-an-email', 'Loved the water stations.');
  await submit.click();
  await expect(section.getByText('Please enter a valid email address')).toBeVisible();
  await expect(section.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(section.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );

  const opinion = `Loved the water stations ${Date.now()}`;
  await section.getByLabel('Email', { exact: true }).fill(uniqueEmail('feedback'));
  await section.getByLabel('Opinion', { exact: true }).fill(opinion);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(apiRoute(listOpinions), async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  await submit.click();
  const submitting = section.getByRole('button', { name: 'Submitting...' });
  await expect(submitting).toBeDisabled();
  release();
  await closePopup(page, 'Success!', 'Your feedback has been submitted');
  await expect(
    section.getByRole('region', { name: 'What runners say' }).getByText(opinion),
  ).toBeVisible();
  await expect(section.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(section.getByLabel('Opinion', { exact: true })).toHaveValue('');
});

test('a failed feedback post and a failed opinions load both say so', async ({ page }) => {
  await failCalls(page, listOpinions, 500, 'The database is unavailable.');
  const section = await homeSection(page, 'Community Feedback');
  await closePopup(page, 'Error!', 'Failed to load comments. Please try again later.');
  await fillFeedback(section, 'Robin Road', 'robin@e2e.test', 'Great race!');
  await section.getByRole('button', { name: 'Submit Feedback' }).click();
  await closePopup(page, 'Error!', 'Failed to submit. Please try again.');
});

test('the gallery lightbox wraps both ways, follows the arrow keys and closes on Escape', async ({
  page,
}) => {
  const gallery = await homeSection(page, 'Race Moments');
  await expect(gallery.getByRole('button', { name: /^Open (photo|video):/u })).toHaveCount(6);
  await expect(gallery.getByRole('button', { name: /^Open video:/u })).toHaveCount(2);
  const opener = gallery.getByRole('button', { name: 'Open photo: Sunrise start' });
  await opener.click();

  const lightbox = page.getByRole('dialog', { name: 'Sunrise start' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('1 of 6')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous' }).click();
  const last = page.getByRole('dialog', { name: /Night run/u });
  await expect(last.getByText('6 of 6')).toBeVisible();
  await expect(last.getByRole('img', { name: /^Clip:/u })).toBeVisible();
  await last.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog').getByText('1 of 6')).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog').getByText('6 of 6')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog').getByText('2 of 6')).toBeVisible();

  // Focus stays inside the open lightbox.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the sponsors carousel moves 300 px per click', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  const sponsors = await homeSection(page, 'Our Sponsors');
  const strip = sponsors.getByRole('list', { name: 'Sponsors' });
  await expect(strip.getByRole('listitem')).toHaveCount(6);
  await sponsors.getByRole('button', { name: 'Next sponsors' }).click();
  await expect.poll(() => strip.evaluate((node) => node.scrollLeft)).toBe(300);
  await sponsors.getByRole('button', { name: 'Previous sponsors' }).click();
  await expect.poll(() => strip.evaluate((node) => node.scrollLeft)).toBe(0);
});

test('volunteering asks visitors to sign in, and signed-in runners can offer a role', async ({
  page,
}) => {
  let section = await homeSection(page, 'Become a Volunteer');
  await expect(section.getByRole('link', { name: 'Sign in to volunteer' })).toBeVisible();
  const role = section.getByLabel('Role');
  await expect(role.locator('option')).toHaveText([
    'Select a role',
    'Registration Desk',
    'Course Marshals',
    'Hydration Stations',
    'Finish Line Crew',
    'Any role needed',
  ]);

  await signIn(page, await createAccount());
  section = await scrolledTo(page, 'Become a Volunteer');
  await section.getByLabel('Name', { exact: true }).fill('Val Volunteer');
  await section.getByLabel('Email', { exact: true }).fill(uniqueEmail('volunteer'));
  await section.getByLabel('Role').selectOption('Hydration Stations');
  await section.getByRole('button', { name: 'Sign Up to Volunteer' }).click();
  await closePopup(page, 'Thank you for volunteering!');
  await expect(section.getByLabel('Role')).toHaveValue('');
});

test('a rejected volunteer offer shows the server error', async ({ page }) => {
  await signIn(page, await createAccount());
  await failCalls(page, addVolunteerOffer, 409, 'You already volunteered.');
  const section = await scrolledTo(page, 'Become a Volunteer');
  await section.getByRole('button', { name: 'Sign Up to Volunteer' }).click();
  await closePopup(page, 'Error!', 'You already volunteered.');
});

for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`home page screenshot at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await expect(
        page
          .getByRole('region', { name: 'Featured Running Events' })
          .getByRole('link', { name: /^View details/u })
          .first(),
      ).toBeVisible();
      await loadAllSections(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      // No sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.waitForLoadState('networkidle');
      await mkdir('e2e/screenshots', { recursive: true });
      await page.screenshot({ path: `e2e/screenshots/home-${width}-${theme}.png`, fullPage: true });
    });
  }
}
