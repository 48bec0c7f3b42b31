// The FAQ accordion: one answer open at a time; clicking the open question closes it.
import { useId, useState } from 'react';

import { cardClasses } from '@/components/ui/card';
import { PageSection } from '@/components/ui/section-heading';

const faqs = [
  {
    question: 'How do I register for a marathon?',
    answer:
      'Log in to your account, open the marathon you want to run from the Marathons page and use the Register button on its details page. Fill in your details and you are on the start list.',
  },
  {
    question: 'How can I add my own marathon event?',
    answer:
      "Go to the Dashboard and choose 'Add Marathon'. Enter the title, the dates, the location and the running distance, add an image and a description, and your event is published.",
  },
  {
    question: 'Where can I see the marathons I registered for?',
    answer:
      "Your registrations appear under 'My Apply List' in the Dashboard. There you can update or delete a registration at any time before the event starts.",
  },
  {
    question: 'What payment methods are accepted?',
    answer: 'Entry fees can be paid by credit or debit card, PayPal or bank transfer.',
  },
  {
    question: 'What is the refund policy?',
    answer:
      'Refunds vary by event. Typically you get a full refund up to 30 days before the race and a partial refund up to 14 days before.',
  },
];

export function Faq() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <PageSection
      narrow
      id="faq-title"
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      text="Everything you need to know before you lace up."
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
              <h3>
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
              </h3>
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
        Still have questions?{' '}
        <a
          href="mailto:support@run-events.example"
          className="font-semibold text-rose-600 underline-offset-4 hover:underline dark:text-rose-400"
        >
          Contact Support
        </a>
      </p>
    </PageSection>
  );
}
