import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPACITY_MESSAGE } from '@run/contract/domain/schemas';

import { MarathonForm } from './marathon-form';

afterEach(cleanup);

/** What a screen reader reads as the field's description: the text of its aria-describedby targets. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MarathonForm submitLabel="Add Marathon" busyText="Adding…" busy={false} onSubmit={onSubmit} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Marathon Title/u), 'Harbour Run');
  await user.type(screen.getByLabelText(/Start Registration Date/u), '2027-01-01');
  await user.type(screen.getByLabelText(/End Registration Date/u), '2027-02-01');
  await user.type(screen.getByLabelText(/Marathon Start Date/u), '2027-03-01');
  await user.type(screen.getByLabelText(/Location/u), 'Hamburg');
  await user.type(screen.getByLabelText(/Running Distance/u), '42 KM');
  await user.type(screen.getByLabelText(/Image URL/u), 'https://example.com/a.jpg');
  await user.type(screen.getByLabelText(/Description/u), 'Along the harbour.');
}

describe('the marathon form', () => {
  it('reports every empty field, tied to it, and focuses the first', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    const title = screen.getByLabelText(/Marathon Title/u);
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(description(title)).toBe('Title is required');
    expect(description(screen.getByLabelText(/Description/u))).toBe('Description is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends ISO dates, the registration end as the end of its day', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Harbour Run',
      startRegistrationDate: '2027-01-01T00:00:00.000Z',
      endRegistrationDate: '2027-02-01T23:59:59.999Z',
      marathonStartDate: '2027-03-01T00:00:00.000Z',
      location: 'Hamburg',
      runningDistance: '42 KM',
      marathonImageURL: 'https://example.com/a.jpg',
      description: 'Along the harbour.',
      capacity: null,
      offerHours: 48,
    });
  });

  it('sends a capacity and offer hours as whole numbers', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Capacity/u), '500');
    const hours = screen.getByLabelText(/Offer Hours/u);
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ capacity: 500, offerHours: 24 });
  });

  it('refuses a capacity that is not a whole number from 1 to 100,000 with the schema message', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    const capacity = screen.getByLabelText(/Capacity/u);
    for (const value of ['0', '1.5', '100001']) {
      await user.clear(capacity);
      await user.type(capacity, value);
      await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
      expect(document.activeElement).toBe(capacity);
      expect(description(capacity)).toContain(CAPACITY_MESSAGE);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses dates out of order with the schema message on the later date', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    const race = screen.getByLabelText(/Marathon Start Date/u);
    await user.clear(race);
    await user.type(race, '2027-01-15');
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(document.activeElement).toBe(race);
    expect(description(race)).toBe(
      'Marathon start date must be on or after the registration end date',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field message as soon as the field is edited', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    const title = screen.getByLabelText(/Marathon Title/u);
    await user.type(title, 'H');
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });
});
