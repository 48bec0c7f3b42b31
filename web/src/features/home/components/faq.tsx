// The FAQ accordion: one answer open at a time; clicking the open question closes it. A section of
// the home page, and the whole of /faq (`level` 1); its questions are the site's (config/site.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { cardClasses } from '@/components/ui/card';
import { PageSection } from '@/components/ui/section-heading';
import { faqs, operator } from '@/config/site';

export function Faq({ level = 2 }: { level?: 1 | 2 }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  // Each question is a heading one level below the section's, so /faq goes h1, h2 without a gap.
  const Question = level === 1 ? 'h2' : 'h3';
  return (
    <PageSection
      narrow
      id="faq-title"
      level={level}
      eyebrow={t`FAQ`}
      title={t`Frequently Asked Questions`}
      text={t`Everything you need to know before you lace up.`}
    >
      <ul
        className={cardClasses('mt-12 divide-y divide-slate-200 shadow-sm dark:divide-slate-800')}
      >
        {faqs.map((faq, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <li key={faq.question}>
              <Question>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold text-slate-900 hover:text-rose-700 dark:text-white dark:hover:text-rose-300"
                >
                  {faq.question}
                  <span
                    aria-hidden="true"
                    className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-rose-50 text-lg text-rose-600 transition-transform dark:bg-rose-950 dark:text-rose-300 ${
                      expanded ? 'rotate-45' : ''
                    }`}
                  >
                    +
                  </span>
                </button>
              </Question>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-6 pb-6 text-slate-600 dark:text-slate-300"
              >
                {faq.answer}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-slate-600 dark:text-slate-300">
        <Trans>
          Still have questions?{' '}
          <a
            href={`mailto:${operator.supportEmail}`}
            className="font-semibold text-rose-600 underline-offset-4 hover:underline dark:text-rose-400"
          >
            Contact Support
          </a>
        </Trans>
      </p>
    </PageSection>
  );
}
