// A screen with a form about one race (register, register others, claim a place, take a transferred
// one): its heading and line, the race's summary, then the form in its card.
import type { Marathon } from '@run/contract/domain/api-types';
import type { ReactNode } from 'react';

import { formCardClasses } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/narrow-page';

import { MarathonSummary } from './marathon-summary';

export function RaceFormPage({
  marathon,
  title,
  intro,
  children,
}: {
  marathon: Marathon;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <NarrowPage look="form" title={title} intro={intro}>
      <div className="mt-6">
        <MarathonSummary marathon={marathon} />
      </div>
      <div className={`mt-8 ${formCardClasses}`}>{children}</div>
    </NarrowPage>
  );
}
