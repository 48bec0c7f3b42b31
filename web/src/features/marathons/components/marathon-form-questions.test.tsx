// @vitest-environment jsdom
import type { Marathon } from '@run/contract/domain/api-types';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import {
  description,
  fillRace,
  filledRace,
  refusedWith,
  renderMarathonForm,
  storedDistance,
} from './marathon-form.test-support';

afterEach(cleanup);

// What the form reads of a marathon; the fields it does not read are left out.
const existing = {
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
    await user.type(screen.getByLabelText(/^Running Distance/u), '42 KM');
    await user.click(screen.getByRole('button', { name: 'Add Gender' }));
    expect(document.activeElement).toBe(within(group(1)).getByLabelText(/Question label/u));
    expect(screen.getByRole('button', { name: 'Add Gender' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Waiver/u), 'At your own risk.');
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
    const { onSubmit, user } = renderMarathonForm({ marathon: existing, submitLabel: 'Save' });
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
    const onSubmit = refusedWith([
      new ApiError(400, 'Some questions are invalid.', [
        { field: 'questions.0.distanceIds', message: 'Names a distance this race does not have' },
      ]),
      new ApiError(409, '"T-shirt size" has answers "M": that option cannot be removed.'),
    ]);
    const { user } = renderMarathonForm({ marathon: existing, submitLabel: 'Save', onSubmit });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(group(1)).getByText('Names a distance this race does not have')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      within(screen.getByRole('alert')).getByText(/that option cannot be removed/u),
    ).toBeTruthy();
  });
});
