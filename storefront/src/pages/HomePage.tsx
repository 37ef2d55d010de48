import { lazy, Suspense } from 'react';
import { Hero } from '../components/home/Hero';
import { NewsletterNotice } from '../components/home/NewsletterNotice';
import { PromoBanners } from '../components/home/PromoBanners';
import { usePageTitle } from '../components/usePageTitle';

// Everything under the first screen is its own chunk, so the first paint waits only for the hero.
const BelowTheFold = lazy(() => import('../components/home/BelowTheFold'));

/** Home (spec 2.3): hero, banner block, wholesale, retail, services, why us, testimonials, certifications. */
export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <NewsletterNotice />
      <Hero />
      <PromoBanners />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
