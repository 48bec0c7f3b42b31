// What the marathon form's unit tests share: rendering it, filling the race's own fields, a stored race
// to edit, and a server that refuses.
import { I18nProvider } from '@lingui/react';
import type { Marathon } from '@run/contract/domain/api-types';
import type { PayoutSettings } from '@run/contract/domain/payout-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type Mock, vi } from 'vitest';

import type { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { payoutSettingsOptions } from '@/lib/payout-settings';
import { queryClient } from '@/lib/query-client';

import { MarathonForm, type MarathonFormControls } from './marathon-form';

export type User = ReturnType<typeof userEvent.setup>;

/** A site whose one account collects everything (no site's fee to show). */
export const PLATFORM_SITE: PayoutSettings = {
  mode: 'platform',
  platformFee: { percent: 0, fixed: 0 },
  provider: null,
};

export function renderMarathonForm({
  marathon,
  submitLabel = 'Add Marathon',
  onSubmit = vi.fn<(input: unknown, controls: MarathonFormControls) => void>(),
  payouts = PLATFORM_SITE,
}: {
  marathon?: Marathon;
  submitLabel?: string;
  onSubmit?: Mock<(input: unknown, controls: MarathonFormControls) => void>;
  /** The site's payout settings, as GET /payouts/settings would answer them. */
  payouts?: PayoutSettings;
} = {}) {
  queryClient.setQueryData(payoutSettingsOptions().queryKey, payouts);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MarathonForm
            marathon={marathon}
            submitLabel={submitLabel}
            busyText="Saving…"
            busy={false}
            onSubmit={onSubmit}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/**
 * Pastes `text` into a field, as a user pasting does: one input event rather than one per character.
 * The form re-renders on each input, so typing every character of the race's fields took seconds of a
 * test's time on a busy machine, while what the tests check is the form's handling of the values.
 */
export async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Every field of the race itself, valid; the distances are each test's own. */
export async function fillRace(user: User) {
  await paste(user, screen.getByLabelText(/Marathon Title/u), 'Harbour Run');
  await user.type(screen.getByLabelText(/Start Registration Date/u), '2027-01-01');
  await user.type(screen.getByLabelText(/End Registration Date/u), '2027-02-01');
  await user.type(screen.getByLabelText(/Marathon Start Date/u), '2027-03-01');
  await paste(user, screen.getByLabelText(/Location/u), 'Hamburg');
  await paste(user, screen.getByLabelText(/Image URL/u), 'https://example.com/a.jpg');
  await paste(user, screen.getByLabelText(/Description/u), 'Along the harbour.');
}

/** The race's own fields as fillRace enters them and the form sends them; a race to edit starts here. */
export const filledRace = {
  title: 'Harbour Run',
  startRegistrationDate: '2027-01-01T00:00:00.000Z',
  endRegistrationDate: '2027-02-01T23:59:59.999Z',
  marathonStartDate: '2027-03-01T00:00:00.000Z',
  location: 'Hamburg',
  marathonImageURL: 'https://example.com/a.jpg',
  description: 'Along the harbour.',
};

/** A distance of a stored race as the API answers it, nobody registered yet. */
export const storedDistance = (
  id: string,
  name: string,
  runningDistance = name,
  capacity: number | null = null,
) => ({
  id,
  name,
  runningDistance,
  capacity,
  minimumAge: null,
  bibFrom: null,
  bibTo: null,
  registrationCount: 0,
  placesLeft: capacity,
  waitlistCount: 0,
});

/** An onSubmit whose server refuses each save with the next of `answers`, as the edit screen says it. */
export const refusedWith = (answers: ApiError[]) =>
  vi.fn((_input: unknown, controls: MarathonFormControls) =>
    controls.showServerError(answers.shift(), 'The marathon could not be updated.'),
  );
