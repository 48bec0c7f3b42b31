// What the marathon form's unit tests share: rendering it, filling the race's own fields, and reading
// a field's description as a screen reader does.
import type { Marathon } from '@run/contract/domain/api-types';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Mock, vi } from 'vitest';

import { MarathonForm, type MarathonFormControls } from './marathon-form';

export type User = ReturnType<typeof userEvent.setup>;

/** What a screen reader reads as the field's description: the text of its aria-describedby targets. */
export function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export function renderMarathonForm({
  marathon,
  submitLabel = 'Add Marathon',
  onSubmit = vi.fn<(input: unknown, controls: MarathonFormControls) => void>(),
}: {
  marathon?: Marathon;
  submitLabel?: string;
  onSubmit?: Mock<(input: unknown, controls: MarathonFormControls) => void>;
} = {}) {
  render(
    <MarathonForm
      marathon={marathon}
      submitLabel={submitLabel}
      busyText="Saving…"
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** Every field of the race itself, valid; the distances are each test's own. */
export async function fillRace(user: User) {
  await user.type(screen.getByLabelText(/Marathon Title/u), 'Harbour Run');
  await user.type(screen.getByLabelText(/Start Registration Date/u), '2027-01-01');
  await user.type(screen.getByLabelText(/End Registration Date/u), '2027-02-01');
  await user.type(screen.getByLabelText(/Marathon Start Date/u), '2027-03-01');
  await user.type(screen.getByLabelText(/Location/u), 'Hamburg');
  await user.type(screen.getByLabelText(/Image URL/u), 'https://example.com/a.jpg');
  await user.type(screen.getByLabelText(/Description/u), 'Along the harbour.');
}
