// @vitest-environment jsdom
import { minimumAgeMessage, WAIVER_CHANGED } from '@run/contract/domain/race-form';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/lib/i18n';

import type { RaceFormRace } from '../race-form-values';
import { RegistrationForm, type RegistrationFormControls } from './registration-form';

afterEach(cleanup);

const race: RaceFormRace = {
  marathonStartDate: '2027-05-01T00:00:00.000Z',
  distances: [{ id: 'full', name: 'Marathon', minimumAge: 18 }],
  questions: [
    {
      id: 't-shirt-size',
      label: 'T-shirt size',
      type: 'choice',
      options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      required: true,
      distanceIds: null,
    },
    { id: 'club', label: 'Club', type: 'text', options: [], required: false, distanceIds: null },
  ],
  waiver: { text: 'I run at my own risk.', version: 3 },
};

const blank = {
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Runner',
  phone: '+1 555 0199',
  emergencyContact: '',
  distanceId: '',
};

function renderForm(props: Partial<Parameters<typeof RegistrationForm>[0]> = {}) {
  const onSubmit = vi.fn<(input: unknown, controls: RegistrationFormControls) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <RegistrationForm
        initialValues={blank}
        race={race}
        submitLabel="Register"
        busyText="Registering…"
        busy={false}
        onSubmit={onSubmit}
        {...props}
      />
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the registration form’s questions, date of birth and waiver', () => {
  it('checks them in the browser with the server’s sentences, each on its field', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText(/Date of birth/u), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const size = screen.getByLabelText(/T-shirt size/u);
    expect(document.activeElement).toBe(size);
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('T-shirt size is required')).toBeTruthy();
    expect(screen.getByText(minimumAgeMessage(18, 'Marathon'))).toBeTruthy();
    expect(screen.getByText('Please read and accept the waiver')).toBeTruthy();
  });

  it('sends the answers, the date of birth and the waiver version accepted', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText(/T-shirt size/u), 'M');
    await user.type(screen.getByLabelText(/Date of birth/u), '1990-05-01');
    await user.click(screen.getByLabelText('I have read and accept the waiver'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      answers: { 't-shirt-size': 'M' },
      dateOfBirth: '1990-05-01',
      waiverAccepted: 3,
    });
  });

  it('unticks the waiver and says it changed, keeping what was typed', async () => {
    const { onSubmit, user } = renderForm({
      stored: {
        answers: { 't-shirt-size': 'L', club: 'Harriers' },
        dateOfBirth: '1990-05-01',
        waiverVersion: 3,
      },
    });
    const accept = screen.getByLabelText<HTMLInputElement>('I have read and accept the waiver');
    expect(accept.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    act(() => onSubmit.mock.calls[0]?.[1].waiverChanged());
    expect(accept.checked).toBe(false);
    expect(screen.getByText(WAIVER_CHANGED)).toBeTruthy();
    expect(document.activeElement).toBe(accept);
    expect(screen.getByLabelText<HTMLInputElement>(/Club/u).value).toBe('Harriers');
    expect(screen.getByLabelText<HTMLSelectElement>(/T-shirt size/u).value).toBe('L');
  });
});

describe('a translated race’s choice question', () => {
  it('shows the translated words and answers with the original option', async () => {
    const gender = {
      id: 'gender',
      label: 'Geschlecht',
      type: 'choice' as const,
      options: ['Female', 'Male', 'Prefer not to say'],
      optionLabels: ['Weiblich', 'Männlich', 'Keine Angabe'],
      required: true,
      distanceIds: null,
    };
    const { onSubmit, user } = renderForm({ race: { ...race, questions: [gender], waiver: null } });
    expect(screen.queryByLabelText('Female')).toBeNull();
    await user.click(screen.getByLabelText('Männlich'));
    await user.type(screen.getByLabelText(/Date of birth/u), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ answers: { gender: 'Male' } });
  });
});
