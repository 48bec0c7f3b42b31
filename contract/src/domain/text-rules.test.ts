import { describe, expect, it } from 'vitest';

import { oneLine, paragraphs } from './text-rules.js';

const [lineRule, lineMessage] = oneLine('Title');
const [paragraphsRule] = paragraphs('Description');
const lineOk = (value: string) => lineRule.test(value);
const paragraphsOk = (value: string) => paragraphsRule.test(value);

describe('text rules', () => {
  it.each(['Dhaka Marathon', 'Café 10 km', ''])('a line may be %j', (value) => {
    expect(lineOk(value)).toBe(true);
  });

  it.each(['a\rb', 'a\nb', 'a\r\nb', 'a\u0000', '\tx', 'a\u001bb'])(
    'a line may not be %j',
    (value) => {
      expect(lineOk(value)).toBe(false);
    },
  );

  it('names the field', () => {
    expect(lineMessage).toBe('Title must be one line of text, without control characters');
  });

  it.each(['one\ntwo', 'one\r\ntwo', 'a\tb'])('paragraphs may hold %j', (value) => {
    expect(paragraphsOk(value)).toBe(true);
  });

  it.each(['a\rb', 'a\r', 'a\u0000', 'a\u000bb', 'a\u001f'])(
    'paragraphs may not hold %j',
    (value) => {
      expect(paragraphsOk(value)).toBe(false);
    },
  );
});
