import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';

import { readPdf } from '../../test/pdf-text.js';
import { certificatePdf } from './certificate.js';
import { certificateImage, type CertificateImage } from './certificate-image.js';

const card = {
  bib: 7,
  name: 'Łukasz Żółć 李',
  time: '2:31:05',
  chipTime: '2:31:05',
  gunTime: null,
  place: 1,
  genderPlace: 1,
  ageGroup: 'M35-39',
  ageGroupPlace: 2,
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
const race = { location: 'Kraków, Poland', image: null };

/** A small picture, as a race's PNG would be. */
function png(): Uint8Array {
  const picture = new PNG({ width: 16, height: 9 });
  picture.data.fill(200);
  return new Uint8Array(PNG.sync.write(picture));
}

describe('certificatePdf', () => {
  it('writes letters the standard fonts lack without their accent, or as "?"', async () => {
    const pdf = await PDFDocument.load(await certificatePdf(card, race));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate: Lukasz Zólc ?, Kraków Marathon');
  });

  it('names the race, the runner, the time, the places, pace, bib, date and location', async () => {
    const { pages, text, images } = await readPdf(await certificatePdf(card, race));
    expect(pages).toBe(1);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Kraków Marathon',
        'CERTIFICATE OF FINISH',
        'Lukasz Zólc ?',
        'finished Marathon in',
        '2:31:05',
        '1st overall',
        '1st of men',
        '2nd in M35-39',
        '3:35 /km',
        '7',
        'April 12, 2026  ·  Kraków, Poland',
        'Official results: 120 finishers',
      ]),
    );
    // Without a picture the banner is drawn: no image in the file.
    expect(images).toBe(0);
  });

  it("holds the race's picture when it has one", async () => {
    const image: CertificateImage = { kind: 'png', bytes: png() };
    const { images, text } = await readPdf(await certificatePdf(card, { ...race, image }));
    expect(images).toBe(1);
    expect(text).toContain('Kraków Marathon');
  });

  it('says when the places may still change', async () => {
    const { text } = await readPdf(await certificatePdf({ ...card, state: 'preliminary' }, race));
    expect(text).toContain('Preliminary results: places may still change.');
  });
});

describe('certificateImage', () => {
  const site = 'https://run.example';
  const served = (body: Uint8Array | string, ok = true) =>
    vi.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status: ok ? 200 : 404 })));

  it('reads a PNG or JPEG data URL, and nothing else', async () => {
    const url = `data:image/png;base64,${Buffer.from(png()).toString('base64')}`;
    const never = served('');
    expect((await certificateImage(url, never, site))?.kind).toBe('png');
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expect(await certificateImage(svg, never, site)).toBeNull();
    expect(never).not.toHaveBeenCalled();
  });

  it("fetches a picture of the site's own (a path, or its origin), never another address", async () => {
    const fetchImage = served(png());
    expect((await certificateImage('/images/race.png', fetchImage, site))?.kind).toBe('png');
    expect(fetchImage).toHaveBeenLastCalledWith(
      'https://run.example/images/race.png',
      expect.anything(),
    );
    expect((await certificateImage('https://run.example/a.png', fetchImage, site))?.kind).toBe(
      'png',
    );
    expect(fetchImage).toHaveBeenCalledTimes(2);
    for (const foreign of [
      'https://example.com/run.jpg',
      '//example.com/run.jpg',
      'http://169.254.169.254/latest',
      'https://run.example.evil.test/a.png',
    ]) {
      expect(await certificateImage(foreign, fetchImage, site)).toBeNull();
    }
    expect(fetchImage).toHaveBeenCalledTimes(2);
  });

  it('draws the banner for an SVG (the sample races), a missing file or a failed fetch', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 4"/>';
    expect(await certificateImage('/images/marathons/coast.svg', served(svg), site)).toBeNull();
    expect(await certificateImage('/images/gone.png', served(png(), false), site)).toBeNull();
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new Error('offline')));
    expect(await certificateImage('/images/race.png', failing, site)).toBeNull();
  });
});
