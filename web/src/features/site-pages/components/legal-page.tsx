// Terms of Service and Privacy Policy: the page's title, when it last changed, then its sections
// (config/site.ts holds their words).
import { useLingui } from '@lingui/react/macro';

import { formatLongDate } from '@/lib/format';
import { PageSection } from '@/components/ui/section-heading';
import { legalUpdated, type LegalSection } from '@/config/site';

export function LegalPage({
  id,
  title,
  sections,
}: {
  id: string;
  title: string;
  sections: LegalSection[];
}) {
  const { t } = useLingui();
  const date = formatLongDate(legalUpdated);
  return (
    <PageSection
      narrow
      level={1}
      id={id}
      eyebrow="RUN"
      title={title}
      text={t`Last changed ${date}.`}
    >
      <div className="mt-12 grid gap-10">
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={`${id}-${slug(section.title)}`}>
            <h2
              id={`${id}-${slug(section.title)}`}
              className="text-xl font-bold text-slate-900 dark:text-white"
            >
              {section.title}
            </h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                {text}
              </p>
            ))}
          </section>
        ))}
      </div>
    </PageSection>
  );
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/gu, '-');
