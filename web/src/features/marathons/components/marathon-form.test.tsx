// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPACITY_MESSAGE } from '@run/contract/domain/schemas';
import { TIME_ZONE_MESSAGE } from '@run/contract/domain/start-time';

import { description, expectStoppedAt } from '@/lib/field-message.test-support';

import {
  fillRace,
  filledRace,
  paste,
  renderMarathonForm,
  type User,
} from './marathon-form.test-support';

afterEach(cleanup);

/** iDEAL's entry takes EUR only (contract/src/domain/payment-methods.ts). */
const IDEAL_HINT = 'Only for races in EUR.';

function renderForm() {
  return renderMarathonForm();
}

async function fillValid(user: User) {
  await fillRace(user);
  await paste(user, screen.getByLabelText(/Running Distance/u), '42 KM');
}

/** Sends the form and finds it refused: stopped at `field` with `message`, nothing submitted. */
async function expectRefusedAt(
  { onSubmit, user }: ReturnType<typeof renderForm>,
  field: HTMLElement,
  message: string,
) {
  await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
  expectStoppedAt(field, message);
  expect(onSubmit).not.toHaveBeenCalled();
}

describe('the marathon form', () => {
  it('reports every empty field, tied to it, and focuses the first', async () => {
    const form = renderForm();
    const title = screen.getByLabelText(/Marathon Title/u);
    await expectRefusedAt(form, title, 'Title is required');
    expect(description(title)).toBe('Title is required');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(screen.getByLabelText(/Description/u))).toBe('Description is required');
  });

  it('sends ISO dates, the registration end as the end of its day', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      // The days fillRace types, as ISO times: the registration end at 23:59:59.999.
      ...filledRace,
      // No start time: the race is a day, and no zone is sent without a time.
      startTime: null,
      timeZone: null,
      offerHours: 48,
      // One distance, named after its running distance as a one-distance race always was.
      distances: [
        {
          name: '42 KM',
          runningDistance: '42 KM',
          capacity: null,
          minimumAge: null,
          bibFrom: null,
          bibTo: null,
          startTime: null,
        },
      ],
      // No questions and no waiver: both sent, so an edit can remove them.
      questions: [],
      waiver: null,
    });
  });

  it('sends a start time with its zone, the browser’s by default', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    const zone = screen.getByLabelText<HTMLInputElement>(/Time Zone/u);
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Focused, the field suggests the zones Intl knows (a datalist: typing filters them).
    await user.click(zone);
    const suggestions = document.getElementById(zone.getAttribute('list') ?? '');
    expect(suggestions?.querySelector('option[value="America/Chicago"]')).not.toBeNull();
    await user.type(screen.getByLabelText(/^Start Time/u), '07:30');
    await user.clear(zone);
    await paste(user, zone, 'America/Chicago');
    await user.type(screen.getByLabelText(/Distance Start Time/u), '08:15');
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      startTime: '07:30',
      timeZone: 'America/Chicago',
      distances: [{ startTime: '08:15' }],
    });
  });

  it('refuses a zone Intl does not know with the schema message', async () => {
    const form = renderForm();
    const { user } = form;
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Start Time/u), '07:30');
    const zone = screen.getByLabelText(/Time Zone/u);
    await user.clear(zone);
    await paste(user, zone, 'Mars/Olympus');
    await expectRefusedAt(form, zone, TIME_ZONE_MESSAGE);
  });

  it('sends a capacity and offer hours as whole numbers', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Capacity/u), '500');
    const hours = screen.getByLabelText(/Offer Hours/u);
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      offerHours: 24,
      distances: [{ capacity: 500 }],
    });
  });

  it('refuses a capacity that is not a whole number from 1 to 100,000 with the schema message', async () => {
    const form = renderForm();
    const { user } = form;
    await fillValid(user);
    const capacity = screen.getByLabelText(/Capacity/u);
    for (const value of ['0', '1.5', '100001']) {
      await user.clear(capacity);
      await user.type(capacity, value);
      await expectRefusedAt(form, capacity, CAPACITY_MESSAGE);
    }
  });

  it('refuses dates out of order with the schema message on the later date', async () => {
    const form = renderForm();
    const { user } = form;
    await fillValid(user);
    const race = screen.getByLabelText(/Marathon Start Date/u);
    await user.clear(race);
    await user.type(race, '2027-01-15');
    const message = 'Marathon start date must be on or after the registration end date';
    await expectRefusedAt(form, race, message);
    expect(description(race)).toBe(message);
  });

  it('clears a field message as soon as the field is edited', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    const title = screen.getByLabelText(/Marathon Title/u);
    await user.type(title, 'H');
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('says under a payment method that takes only some currencies which: iDEAL, not Card', async () => {
    const { user } = renderForm();
    // The payment methods show once the race has a price.
    await user.click(screen.getByRole('button', { name: /^Add price tier/u }));
    // The hint is the box's accessible description, as a screen reader says it on focus.
    const ideal = screen.getByRole('checkbox', { name: 'iDEAL', description: IDEAL_HINT });
    expect(description(ideal)).toBe(IDEAL_HINT);
    expect(description(screen.getByRole('checkbox', { name: 'Card' }))).toBe('');
  });
});
