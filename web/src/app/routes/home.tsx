// Home: the hero and featured events render at once; every later section loads as its own chunk.
import { useLingui } from '@lingui/react/macro';
import { lazy } from 'react';

import { FeaturedEvents } from '@/features/home/components/featured-events';
import { Hero } from '@/features/home/components/hero';
import { LazySection } from '@/features/home/components/lazy-section';
import { usePaymentDueOf } from '@/features/registrations/use-payment-due-of';
import { useDocumentTitle } from '@/lib/use-document-title';

const Faq = lazy(() => import('@/features/home/components/faq').then((m) => ({ default: m.Faq })));
const Feedback = lazy(() =>
  import('@/features/home/components/feedback').then((m) => ({ default: m.Feedback })),
);
const Training = lazy(() =>
  import('@/features/home/components/training').then((m) => ({ default: m.Training })),
);
const Gallery = lazy(() =>
  import('@/features/home/components/gallery').then((m) => ({ default: m.Gallery })),
);
const Achievements = lazy(() =>
  import('@/features/home/components/achievements').then((m) => ({ default: m.Achievements })),
);
const Sponsors = lazy(() =>
  import('@/features/home/components/sponsors').then((m) => ({ default: m.Sponsors })),
);
const Volunteer = lazy(() =>
  import('@/features/home/components/volunteer').then((m) => ({ default: m.Volunteer })),
);

export function Component() {
  const { t } = useLingui();
  const paymentDueOf = usePaymentDueOf();
  useDocumentTitle(t`Home`);
  return (
    <>
      <Hero />
      <FeaturedEvents paymentDueOf={paymentDueOf} />
      <LazySection component={Faq} label="FAQ" minHeight="40rem" />
      <LazySection component={Feedback} label="Community feedback" minHeight="44rem" />
      <LazySection component={Training} label="Training tips and plans" minHeight="56rem" />
      <LazySection component={Gallery} label="Race moments" minHeight="40rem" />
      <LazySection component={Achievements} label="Runner achievements" minHeight="32rem" />
      <LazySection component={Sponsors} label="Sponsors" minHeight="20rem" />
      <LazySection component={Volunteer} label="Volunteer" minHeight="36rem" />
    </>
  );
}
