// Contact: who runs the site and how to reach them (config/site.ts), the footer's Contact Us block
// as a page.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { PageSection } from '@/components/ui/section-heading';
import { operator } from '@/config/site';
import { useDocumentTitle } from '@/lib/use-document-title';

const linkClass =
  'font-semibold text-rose-700 underline-offset-4 hover:underline dark:text-rose-400';

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-500 dark:text-slate-400">{title}</h2>
      <p className="mt-1 text-slate-900 dark:text-white">{children}</p>
    </div>
  );
}

const MailLink = ({ to }: { to: string }) => (
  <a href={`mailto:${to}`} className={linkClass}>
    {to}
  </a>
);

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Contact`);
  return (
    <PageSection
      narrow
      level={1}
      id="contact-title"
      eyebrow={t`Contact`}
      title={t`Get in touch`}
      text={t`Questions about a race are best asked of its organiser: their name is on the race’s page. For anything about the site, your account or a payment, write or call us.`}
    >
      <address className="mt-12 grid gap-6 rounded-2xl border border-slate-200 p-6 not-italic sm:grid-cols-2 dark:border-slate-800">
        <Item title={t`Address`}>
          {operator.name}
          <br />
          {operator.address}
        </Item>
        <Item title={t`Phone`}>
          <a href={operator.phoneHref} className={linkClass}>
            {operator.phone}
          </a>{' '}
          <span className="text-slate-700 dark:text-slate-300">({operator.hours})</span>
        </Item>
        <Item title={t`Email`}>
          <MailLink to={operator.email} />
        </Item>
        <Item title={t`Help with a registration or payment`}>
          <MailLink to={operator.supportEmail} />
        </Item>
      </address>
    </PageSection>
  );
}
