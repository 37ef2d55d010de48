import { RetailBlock, ServicesBlock, WholesaleBlock } from '../components/home/CategoryBlocks';
import { Certifications } from '../components/home/Certifications';
import { Hero } from '../components/home/Hero';
import { PromoBanners } from '../components/home/PromoBanners';
import { Testimonials } from '../components/home/Testimonials';
import { WhyChooseUs } from '../components/home/WhyChooseUs';
import { usePageTitle } from '../components/usePageTitle';

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
      <Testimonials />
      <Certifications />
    </>
  );
}
