import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { certificatePdf } from './certificate.js';

const card = {
  bib: 7,
  name: 'Łukasz Żółć 李',
  time: '2:31:05',
  chipTime: '2:31:05',
  gunTime: null,
  place: 1,
  genderPlace: 1,
  ageGroup: 'M35-39',
  ageGroupPlace: 1,
  pace: '3:35 /km',
  status: 'finished' as const,
  distanceId: 'marathon',
  distanceName: 'Marathon',
  marathonTitle: 'Kraków Marathon',
  marathonStartDate: '2026-04-12T07:00:00.000Z',
  state: 'official' as const,
  finishers: 120,
  mine: null,
};

describe('certificatePdf', () => {
  it('writes letters the standard fonts lack without their accent, or as "?"', async () => {
    const pdf = await PDFDocument.load(await certificatePdf(card));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate: Lukasz Zólc ?, Kraków Marathon');
  });
});
