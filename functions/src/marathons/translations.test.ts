import type { Marathon } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { translationDocs, type TranslationDoc } from '../store/translation-doc.js';
import { applyTranslation } from './translations.js';

/** The texts of a race as GET /marathon/{id} answers it (the rest of the answer is left out). */
const race = {
  title: 'River Marathon',
  description: 'A flat, fast course.',
  distances: [
    { id: 'marathon', name: 'Marathon' },
    { id: 'fun-run', name: 'Fun Run' },
  ],
  questions: [
    { id: 'shirt', label: 'T-shirt size', type: 'choice', options: ['S', 'M', 'L'] },
    { id: 'club', label: 'Club', type: 'text', options: [] },
  ],
  waiver: { text: 'At my own risk.', version: 2 },
} as unknown as Marathon;

/** A German translation as its stored document reads. */
const german = (stored: Record<string, unknown>): TranslationDoc =>
  translationDocs.of({ id: 'de', data: () => stored } as never);

describe('applyTranslation', () => {
  it('serves the original, saying en, without a translation', () => {
    expect(applyTranslation(race, null)).toEqual({ ...race, language: 'en' });
  });

  it('serves each translated text, and the original for each other', () => {
    const served = applyTranslation(
      race,
      german({
        title: 'Flussmarathon',
        distances: { 'fun-run': 'Volkslauf' },
        questions: { club: { label: 'Verein' } },
      }),
    );
    expect(served).toMatchObject({
      language: 'de',
      title: 'Flussmarathon',
      description: 'A flat, fast course.',
      waiver: { text: 'At my own risk.', version: 2 },
    });
    expect(served.distances.map((d) => d.name)).toEqual(['Marathon', 'Volkslauf']);
    expect(served.questions?.map((q) => q.label)).toEqual(['T-shirt size', 'Verein']);
  });

  it('keeps a choice’s options and words them in optionLabels, only one for each', () => {
    const worded = applyTranslation(
      race,
      german({ questions: { shirt: { label: 'Größe', options: ['Klein', 'Mittel', 'Groß'] } } }),
    ).questions?.[0];
    expect(worded).toMatchObject({
      options: ['S', 'M', 'L'],
      optionLabels: ['Klein', 'Mittel', 'Groß'],
    });
    // The race's options changed since: their labels would name the wrong ones.
    const stale = applyTranslation(
      race,
      german({ questions: { shirt: { label: 'Größe', options: ['Klein', 'Groß'] } } }),
    ).questions?.[0];
    expect(stale).toEqual({ ...race.questions?.[0], label: 'Größe' });
  });

  it('serves a waiver’s text only for the version it translates', () => {
    const current = german({ waiver: { text: 'Auf eigene Gefahr.', version: 2 } });
    expect(applyTranslation(race, current).waiver).toEqual({
      text: 'Auf eigene Gefahr.',
      version: 2,
    });
    const older = applyTranslation(race, german({ waiver: { text: 'Alt.', version: 1 } }));
    expect(older.waiver).toEqual(race.waiver);
    // Nothing of it was served: the answer is the original's.
    expect(older.language).toBe('en');
  });

  it('reads no text off a prototype for a distance or question id', () => {
    const tricky = { ...race, distances: [{ id: 'constructor', name: 'Constructor Run' }] };
    const served = applyTranslation(tricky as Marathon, german({ title: 'Titel' }));
    expect(served.distances[0]?.name).toBe('Constructor Run');
  });
});
