// The site's own words are catalogue messages read when a page renders them: plain strings to the
// pages, with the operator's details filled in.
import { describe, expect, it } from 'vitest';

import { faqs, operator, privacy, terms } from './site';

describe('the site’s words', () => {
  it('read as the English texts, the operator’s details in place', () => {
    expect(faqs[0]?.question).toBe('How do I register for a marathon?');
    expect(terms[0]?.title).toBe('Who we are');
    expect(terms[0]?.paragraphs[0]).toMatch(
      /^RUN Events, Inc\. \(123 Marathon Way, Suite 42, Boston, MA 02116\) runs this site\. /u,
    );
    expect(privacy.at(-1)?.paragraphs[0]).toBe(
      'You may see, correct, export or delete your data. Write to privacy@run-events.example and we answer within 30 days.',
    );
    expect(operator.hours).toBe('Mon-Fri 9AM-5PM');
  });

  it('are plain, enumerable fields, as the pages spread and list them', () => {
    expect({ ...terms[2] }).toEqual({
      title: 'Registering for a race',
      paragraphs: [
        expect.stringMatching(/^A race is organised/u),
        expect.stringMatching(/^A place/u),
      ],
    });
  });
});
