// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';
import '@/lib/modal-dialog.test-support';
import { description, expectStoppedAt } from '@/lib/field-message.test-support';

import { TranslationsPanel } from './translations-panel';

// A signed-in organiser with a token; the auth SDK is not what these tests are about.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const RACE = {
  _id: 'm1',
  title: 'City Run',
  description: 'Flat and fast through the old town.',
  distances: [
    { id: 'd42', name: 'Marathon' },
    { id: 'd10', name: '10K' },
  ],
  questions: [
    { id: 'size', label: 'T-shirt size', type: 'choice' as const, options: ['S', 'M'] },
    { id: 'club', label: 'Club', type: 'text' as const, options: [] },
  ],
  waiver: { text: 'I run at my own risk.', version: 2 },
};

const AT = '/api/marathon/m1/translations/de';

/** The race's German translation as the server holds it (none: 404); a PUT replaces it. */
function serveTranslation(initial: object | null, refusal?: object) {
  let stored = initial;
  return stubApi(({ call, body }) => {
    if (call === `PUT ${AT}`) {
      if (refusal) return { status: 400, body: refusal };
      stored = {
        language: 'de',
        distances: {},
        questions: {},
        ...(body as object),
        updatedAt: '2026-11-20T10:00:00.000Z',
      };
      return { body: stored };
    }
    if (call === `DELETE ${AT}`) {
      const deletedCount = stored ? 1 : 0;
      stored = null;
      return { body: { deletedCount } };
    }
    if (call === `GET ${AT}`) {
      return stored
        ? { body: stored }
        : { status: 404, body: { error: 'No translation', code: 'no_translation' } };
    }
    return { status: 404, body: { error: 'No such path' } };
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Opens the tab on the race's German (not translated yet), types each field's text and saves. */
async function typeAndSave(texts: Record<string, string>) {
  const user = renderWithQueries(<TranslationsPanel race={RACE} />);
  await screen.findByText('Not translated yet.');
  for (const [name, text] of Object.entries(texts)) await user.type(field(name), text);
  await user.click(screen.getByRole('button', { name: 'Save translation' }));
  return user;
}

const puts = (sent: ReturnType<typeof stubApi>) =>
  sent.filter((s) => s.call === `PUT ${AT}`).map((s) => s.body);

afterEach(resetScreens);

describe('the console’s Translations tab', () => {
  it('starts from an empty form when the language is not translated yet (404)', async () => {
    serveTranslation(null);
    renderWithQueries(<TranslationsPanel race={RACE} />);
    expect(await screen.findByText('Not translated yet.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toHaveProperty('checked', true);
    const title = field('Title in Deutsch');
    expect(title).toHaveProperty('value', '');
    // The original describes its input.
    expect(description(title)).toContain('OriginalCity Run');
    expect(screen.queryByRole('button', { name: 'Remove translation' })).toBeNull();
  });

  it('sends only the texts filled in, and a choice’s options once each has its text', async () => {
    const sent = serveTranslation(null);
    const user = await typeAndSave({
      'Title in Deutsch': 'Stadtlauf',
      'Distance 2 in Deutsch': '10 km',
      'Question 1 in Deutsch': 'T-Shirt-Größe',
      'Option 1 of question 1 in Deutsch': 'Klein',
    });
    expect(await screen.findByText('Translated into Deutsch.')).toBeTruthy();
    expect(puts(sent)).toEqual([
      {
        title: 'Stadtlauf',
        distances: { d10: '10 km' },
        questions: { size: { label: 'T-Shirt-Größe' } },
      },
    ]);

    await user.type(field('Option 2 of question 1 in Deutsch'), 'Mittel');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await vi.waitFor(() => expect(puts(sent)).toHaveLength(2));
    expect(puts(sent)[1]).toEqual({
      title: 'Stadtlauf',
      distances: { d10: '10 km' },
      questions: { size: { label: 'T-Shirt-Größe', options: ['Klein', 'Mittel'] } },
    });
    // Typing each key on a busy machine takes its time.
  }, 20_000);

  it('keeps what was typed in one language, unsaved, while another is edited', async () => {
    const sent = serveTranslation(null);
    const user = renderWithQueries(<TranslationsPanel race={RACE} />);
    await screen.findByText('Not translated yet.');
    await user.type(field('Title in Deutsch'), 'Stadtlauf');
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('textbox', { name: 'Title in Français' })).toHaveProperty(
      'value',
      '',
    );
    expect(screen.queryByRole('textbox', { name: 'Title in Deutsch' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(field('Title in Deutsch')).toHaveProperty('value', 'Stadtlauf');
    expect(puts(sent)).toEqual([]);
  });

  it('holds the stored translation, and tells of a waiver translated for an earlier version', async () => {
    serveTranslation({
      language: 'de',
      title: 'Stadtlauf',
      distances: { d42: 'Marathon' },
      questions: { club: { label: 'Verein' } },
      waiver: 'Ich laufe auf eigene Gefahr.',
      waiverVersion: 1,
      updatedAt: '2026-11-19T10:00:00.000Z',
    });
    renderWithQueries(<TranslationsPanel race={RACE} />);
    expect(await screen.findByText('Translated into Deutsch.')).toBeTruthy();
    expect(field('Title in Deutsch')).toHaveProperty('value', 'Stadtlauf');
    expect(field('Question 2 in Deutsch')).toHaveProperty('value', 'Verein');
    expect(screen.getByText(/The waiver has changed since it was translated/u)).toBeTruthy();
    // Not offered as the text of the waiver in force: a runner accepts that version's text.
    expect(field('Waiver in Deutsch')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Remove translation' })).toBeTruthy();
  });

  it('removes the translation after a confirmation, and the form empties', async () => {
    const sent = serveTranslation({
      language: 'de',
      title: 'Stadtlauf',
      distances: {},
      questions: {},
      updatedAt: '2026-11-19T10:00:00.000Z',
    });
    const user = renderWithQueries(<TranslationsPanel race={RACE} />);
    await screen.findByText('Translated into Deutsch.');
    await user.click(screen.getByRole('button', { name: 'Remove translation' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the translation into Deutsch?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove translation' }));
    expect(await screen.findByText('Not translated yet.')).toBeTruthy();
    expect(field('Title in Deutsch')).toHaveProperty('value', '');
    expect(sent.some((s) => s.call === `DELETE ${AT}`)).toBe(true);
  });

  it('shows a refusal’s field details on their inputs', async () => {
    serveTranslation(null, {
      error: 'Some fields are invalid',
      code: 'invalid_fields',
      details: [
        { field: 'distances.d42', message: 'Not one of this race’s distances' },
        { field: 'questions.size.options', message: 'Give one text for each option' },
      ],
    });
    await typeAndSave({
      'Distance 1 in Deutsch': 'Marathon',
      'Question 1 in Deutsch': 'Größe',
      'Option 1 of question 1 in Deutsch': 'S',
      'Option 2 of question 1 in Deutsch': 'M',
    });

    const distance = field('Distance 1 in Deutsch');
    await vi.waitFor(() => expect(distance.getAttribute('aria-invalid')).toBe('true'));
    expectStoppedAt(distance, 'Not one of this race’s distances');
    // A detail naming the options as a whole goes on the first of them.
    const option = field('Option 1 of question 1 in Deutsch');
    expect(option.getAttribute('aria-invalid')).toBe('true');
    expect(description(option)).toContain('Give one text for each option');
  });

  it('says the form’s own error when nothing is filled in', async () => {
    const sent = serveTranslation(null);
    await typeAndSave({});
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Fill in at least one text/u)).toBeTruthy();
    expect(puts(sent)).toEqual([]);
  });
});
