import { RetailBlock, ServicesBlock, WholesaleBlock } from '../components/home/CategoryBlocks';
import { Certifications } from '../components/home/Certifications';
import { Hero } from '../components/home/Hero';
import { PromoBanners } from '../components/home/PromoBanners';
import { WhyChooseUs } from '../components/home/WhyChooseUs';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../components/usePageTitle';

// Below the fold: not part of the first screen's script.
const Testimonials = lazy(() => import('../components/home/Testimonials').then((m) => ({ default: m.Testimonials })));

/** Home (spec 2.3): hero, banner block, wholesale, retail, services, why us, testimonials, certifications. */
export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <Hero />
      <PromoBanners />
      <WholesaleBlock />
      <RetailBlock />
      <ServicesBlock />
      <WhyChooseUs />
      <Suspense fallback={null}>
        <Testimonials />
      </Suspense>
      <Certifications />
    </>
  );
}
