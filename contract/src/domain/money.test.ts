import { describe, expect, it } from 'vitest';

import {
  epcQrText,
  feeOf,
  formatMoney,
  isValidIban,
  newBankReference,
  findBankReferences,
  readBankReference,
  tierInForce,
} from './money.js';
import { pricesSchema } from './money-schemas.js';

describe('money rules', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', true],
    ['gb82 west 1234 5698 7654 32', true],
    ['DE89 3704 0044 0532 0130 01', false],
    ['DE89', false],
  ])('checks an IBAN by its mod-97 digits, spaces and case aside: %j is valid: %s', (iban, valid) =>
    expect(isValidIban(iban)).toBe(valid),
  );

  it('takes the first tier whose end is after now; the open-ended last one after that', () => {
    const tiers = [
      { label: 'Early', until: '2027-05-01T23:59:59.999Z' },
      { label: 'Regular', until: null },
    ];
    expect(tierInForce(tiers, new Date('2027-04-30T12:00:00Z'))?.label).toBe('Early');
    expect(tierInForce(tiers, new Date('2027-05-02T00:00:00Z'))?.label).toBe('Regular');
    expect(tierInForce(tiers.slice(0, 1), new Date('2027-05-02T00:00:00Z'))).toBeNull();
  });

  it('refuses tiers out of order, or an open-ended tier before the last', () => {
    const at = (until: string | null) => ({ label: 'T', amount: 100, until });
    expect(pricesSchema.safeParse([at('2027-05-01T00:00:00Z'), at(null)]).success).toBe(true);
    expect(pricesSchema.safeParse([at(null), at('2027-05-01T00:00:00Z')]).success).toBe(false);
    expect(
      pricesSchema.safeParse([at('2027-06-01T00:00:00Z'), at('2027-05-01T00:00:00Z')]).success,
    ).toBe(false);
  });

  it('adds the runner fee: a percent rounded to a cent, plus a fixed part', () => {
    expect(feeOf(4500, { percent: 5, fixed: 50 })).toBe(275);
    expect(feeOf(4500, null)).toBe(0);
  });

  it('makes references with a check character that reads back through typing slips', () => {
    let n = 0;
    const ref = newBankReference((size) => new Uint8Array(size).map(() => (n += 7)));
    expect(ref).toMatch(/^RUN-[0-9A-HJKMNP-TV-Z]{7}$/u);
    const typed = ref.toLowerCase().replace('run-', 'run ').replace(/0/gu, 'o').replace(/1/gu, 'l');
    expect(readBankReference(typed)).toBe(ref);
    const last = ref.at(-1) === '2' ? '3' : '2';
    expect(readBankReference(`${ref.slice(0, -1)}${last}`)).toBeNull();
  });

  it('finds references anywhere in a purpose text, however the bank broke or the payer typed them', () => {
    let n = 3;
    const make = () => newBankReference((size) => new Uint8Array(size).map(() => (n += 11)));
    const [a, b] = [make(), make()];
    const spaced = `${a.slice(0, 6)} ${a.slice(6, 8)}\n${a.slice(8)}`.toLowerCase();
    const typos = b.replace(/0/gu, 'O').replace(/1/gu, 'I').replace('RUN-', 'run - ');
    expect(findBankReferences(`Startgeld Max Muster ${spaced} 10K`)).toEqual([a]);
    expect(findBankReferences(`${typos}, again ${b}; RUNNING CLUB`)).toEqual([b]);
    expect(findBankReferences(`for ${a} and ${b}`)).toEqual([a, b]);
    const wrong = `${a.slice(0, -1)}${a.endsWith('2') ? '3' : '2'}`;
    expect(findBankReferences(`Invoice ${wrong}`)).toEqual([]);
    expect(findBankReferences('RUN club membership 2026, no reference')).toEqual([]);
  });

  it('writes the EPC069-12 text a banking app scans, the amount only in euro', () => {
    const account = { holder: 'RUN Events', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
    expect(epcQrText({ ...account, amount: 4775, currency: 'EUR', reference: 'RUN-ABCDEF1' })).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nRUN Events\nDE89370400440532013000\nEUR47.75\n\n\nRUN-ABCDEF1',
    );
    expect(formatMoney(4500, 'USD', 'en-US')).toBe('$45.00');
  });
});
