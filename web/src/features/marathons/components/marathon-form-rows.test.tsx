// @vitest-environment jsdom
// The marathon form's two lists, distances and questions: adding, sending and a server refusing rows.
import type { Marathon } from '@run/contract/domain/api-types';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { description, expectStoppedAt } from '@/lib/field-message.test-support';

import type { MarathonFormControls } from './marathon-form';
import {
  fillRace,
  filledRace,
  paste,
  refusedWith,
  renderMarathonForm,
  storedDistance,
} from './marathon-form.test-support';

afterEach(cleanup);

function renderForm(
  marathon?: Marathon,
  onSubmit = vi.fn<(input: unknown, controls: MarathonFormControls) => void>(),
) {
  return renderMarathonForm({ marathon, submitLabel: 'Save', onSubmit });
}

/** The form editing `race`, its server refusing the first save on one field, the second with a 409. */
function renderRefused(
  race: Marathon,
  [sentence, field, message]: [string, string, string],
  conflict: string,
) {
  return renderForm(
    race,
    refusedWith([new ApiError(400, sentence, [{ field, message }]), new ApiError(409, conflict)]),
  );
}

/** Row n's field (1-based) by its label; row 1's is the plain one the form has always had. */
function rowField(label: string, row: number): HTMLElement {
  return screen.getByLabelText(
    row === 1
      ? new RegExp(`^${label}( \\(optional\\))?$`, 'u')
      : new RegExp(`^${label} \\(distance ${row}\\)`, 'u'),
  );
}

function submitted(onSubmit: Mock) {
  return onSubmit.mock.calls[0]?.[0] as { distances: Record<string, unknown>[] };
}

// What the form reads of a marathon; the fields it does not read are left out.
const existing = {
  _id: 'm1',
  ...filledRace,
  runningDistance: '42 KM',
  createdBy: 'Org',
  createdByUid: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  registrationCount: 0,
  capacity: null,
  placesLeft: null,
  waitlistCount: 0,
  offerHours: 48,
  distances: [
    storedDistance('marathon', 'Marathon', '42 KM', 500),
    storedDistance('10k', '10K', '10 KM', null),
  ],
} as Marathon;

describe('the marathon form’s distances', () => {
  it('adds rows with names of their own, focuses each new one and sends them in order', async () => {
    const { onSubmit, user } = renderForm();
    await fillRace(user);
    await paste(user, rowField('Running Distance', 1), '42 KM');
    await paste(user, rowField('Distance Name', 1), 'Marathon');

    await user.click(screen.getByRole('button', { name: 'Add distance' }));
    expect(document.activeElement).toBe(rowField('Distance Name', 2));
    await paste(user, rowField('Distance Name', 2), 'Half Marathon');
    await paste(user, rowField('Running Distance', 2), '21 KM');
    await paste(user, rowField('Capacity', 2), '300');

    await user.click(screen.getByRole('button', { name: 'Add distance' }));
    await paste(user, rowField('Running Distance', 3), '10 KM');

    expect(screen.getAllByRole('group', { name: /^Distance \d$/u })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted(onSubmit).distances).toEqual([
      expect.objectContaining({ name: 'Marathon', runningDistance: '42 KM', capacity: null }),
      expect.objectContaining({ name: 'Half Marathon', runningDistance: '21 KM', capacity: 300 }),
      // Left without a name, a row is named after its running distance.
      expect.objectContaining({ name: '10 KM', runningDistance: '10 KM', capacity: null }),
    ]);
    expect(submitted(onSubmit).distances.every((d) => !('id' in d))).toBe(true);
  });

  it('removes the named row, moves the later ones up with what they hold, and focuses Add distance', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add distance' }));
    await user.click(screen.getByRole('button', { name: 'Add distance' }));
    await paste(user, rowField('Running Distance', 2), '21 KM');
    await paste(user, rowField('Running Distance', 3), '10 KM');

    await user.click(screen.getByRole('button', { name: 'Remove distance 21 KM' }));
    expect(screen.getAllByRole('group', { name: /^Distance \d$/u })).toHaveLength(2);
    expect(rowField('Running Distance', 2)).toHaveProperty('value', '10 KM');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add distance' }));
    const distances = screen.getByRole('group', { name: 'Distances' });
    expect(within(distances).getByRole('status')).toHaveProperty(
      'textContent',
      'Removed distance 21 KM.',
    );
    // One row left: nothing to remove.
    await user.click(screen.getByRole('button', { name: 'Remove distance 10 KM' }));
    expect(screen.queryByRole('button', { name: /^Remove/u })).toBeNull();
  });

  it('stops at eight distances', async () => {
    const { user } = renderForm();
    const add = screen.getByRole('button', { name: 'Add distance' });
    for (let i = 1; i < 8; i += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Distance \d$/u })).toHaveLength(8);
    expect(add).toHaveProperty('disabled', true);
    expect(description(add)).toBe('A race has at most 8 distances.');
  });

  it('keeps the ids of the distances it edits, sends new ones without and drops removed ones', async () => {
    const { onSubmit, user } = renderForm(existing);
    expect(rowField('Distance Name', 2)).toHaveProperty('value', '10K');
    await user.click(screen.getByRole('button', { name: 'Remove distance Marathon' }));
    await user.click(screen.getByRole('button', { name: 'Add distance' }));
    await paste(user, rowField('Distance Name', 2), 'Half Marathon');
    await paste(user, rowField('Running Distance', 2), '21 KM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted(onSubmit).distances).toEqual([
      expect.objectContaining({ id: '10k', name: '10K', runningDistance: '10 KM' }),
      expect.not.objectContaining({ id: expect.anything() as unknown }),
    ]);
  });

  it('puts the schema’s row messages on the row’s own field', async () => {
    const { onSubmit, user } = renderForm();
    await fillRace(user);
    await paste(user, rowField('Running Distance', 1), '21 KM');
    await user.click(screen.getByRole('button', { name: 'Add distance' }));
    await paste(user, rowField('Running Distance', 2), '21 KM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectStoppedAt(
      rowField('Distance Name', 2),
      'Distance names must differ: "21 KM" is used twice',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s field message on the right row, and its sentence when it refuses', async () => {
    const { user } = renderRefused(
      existing,
      ['Invalid input', 'distances.1.capacity', 'Capacity is below the places taken'],
      '10K still has registrations or a waitlist; it cannot be removed.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expectStoppedAt(rowField('Capacity', 2), 'Capacity is below the places taken');
    expect(rowField('Capacity', 1).getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove distance 10K' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('alert')).getByText(/cannot be removed/u)).toBeTruthy();
  });
});

// A race with a question; what the form reads of it, the fields it does not read left out.
const askingRace = {
  _id: 'm1',
  ...filledRace,
  offerHours: 48,
  distances: [storedDistance('full', 'Marathon'), storedDistance('10k', '10K')],
  questions: [
    {
      id: 't-shirt-size',
      label: 'T-shirt size',
      type: 'choice',
      options: ['S', 'M'],
      required: true,
      distanceIds: ['full'],
    },
  ],
  waiver: { text: 'At your own risk.', version: 2 },
} as Marathon;

const group = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

describe('the marathon form’s questions', () => {
  it('adds a ready-made question once, focused on its label, and sends it with a waiver', async () => {
    const { onSubmit, user } = renderMarathonForm();
    await fillRace(user);
    await paste(user, screen.getByLabelText(/^Running Distance/u), '42 KM');
    await user.click(screen.getByRole('button', { name: 'Add Gender' }));
    expect(document.activeElement).toBe(within(group(1)).getByLabelText(/Question label/u));
    expect(screen.getByRole('button', { name: 'Add Gender' })).toHaveProperty('disabled', true);
    await paste(user, screen.getByLabelText(/^Waiver/u), 'At your own risk.');
    await user.click(screen.getByRole('button', { name: 'Add Marathon' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      questions: [
        {
          label: 'Gender',
          type: 'choice',
          options: ['Female', 'Male', 'Non-binary', 'Prefer not to say'],
          required: false,
          distanceIds: null,
        },
      ],
      waiver: { text: 'At your own risk.' },
    });
    // Typing every field of a new race takes a while on a busy machine.
  }, 20_000);

  it('keeps an edited question’s id and distances, and says the waiver’s version', async () => {
    const { onSubmit, user } = renderForm(askingRace);
    expect(description(screen.getByLabelText(/^Waiver/u))).toContain('This is version 2');
    const tenK = within(group(1)).getByRole('checkbox', { name: '10K' });
    await user.click(tenK);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      questions: [{ id: 't-shirt-size', distanceIds: ['full', '10k'], options: ['S', 'M'] }],
      waiver: { text: 'At your own risk.' },
    });
  });

  it('puts the server’s row messages on the row, and says its sentence when it refuses', async () => {
    const { user } = renderRefused(
      askingRace,
      [
        'Some questions are invalid.',
        'questions.0.distanceIds',
        'Names a distance this race does not have',
      ],
      '"T-shirt size" has answers "M": that option cannot be removed.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(group(1)).getByText('Names a distance this race does not have')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      within(screen.getByRole('alert')).getByText(/that option cannot be removed/u),
    ).toBeTruthy();
  });
});
