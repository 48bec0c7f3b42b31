// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/lib/i18n';

import { RegistrationForm } from './registration-form';

afterEach(cleanup);

const distances = [
  { id: 'marathon', name: 'Marathon', runningDistance: '42 KM', placesLeft: 12, price: null },
  { id: 'half', name: 'Half Marathon', runningDistance: '21 KM', placesLeft: 0, price: null },
  { id: '10k', name: '10K', runningDistance: '10 KM', placesLeft: null, price: null },
];

const blank = {
  email: 'rita@example.com',
  firstName: '',
  lastName: '',
  phone: '',
  emergencyContact: '',
  distanceId: '',
};

function renderForm(props: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onDistanceChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <RegistrationForm
        initialValues={blank}
        submitLabel="Register"
        busyText="Registering…"
        busy={false}
        onSubmit={onSubmit}
        onDistanceChange={onDistanceChange}
        {...props}
      />
    </I18nProvider>,
  );
  return { onSubmit, onDistanceChange, user: userEvent.setup() };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/u), 'Rita');
  await user.type(screen.getByLabelText(/Last Name/u), 'Runner');
  await user.type(screen.getByLabelText(/^Phone/u), '+1 555 0199');
}

describe('the registration form’s distance', () => {
  it('asks nothing and sends no distance for a race with one', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('distanceId');
  });

  it('requires a choice among several, reported with the other fields and focused first', async () => {
    const { onSubmit, user } = renderForm({ distances });
    const group = screen.getByRole('radiogroup', { name: 'Distance' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.textContent).toContain('Distance is required');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Marathon/u }));
    expect(screen.getByLabelText(/First Name/u).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows each distance’s places, tells the page of the choice and sends it', async () => {
    const { onSubmit, onDistanceChange, user } = renderForm({ distances });
    expect(screen.getByRole('radio', { name: 'Marathon 42 KM · 12 places left' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Half Marathon 21 KM · Sold out' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '10K 10 KM · No limit' })).toBeTruthy();
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: /^Half Marathon/u }));
    expect(onDistanceChange).toHaveBeenLastCalledWith('half');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Rita', distanceId: 'half' });
  });

  it('starts from the registered distance when the runner updates', () => {
    renderForm({ distances, initialValues: { ...blank, distanceId: '10k' } });
    expect(screen.getByRole('radio', { name: /^10K/u })).toHaveProperty('checked', true);
  });
});
