import { RetailBlock, ServicesBlock, WholesaleBlock } from './CategoryBlocks';
import { Certifications } from './Certifications';
import { Testimonials } from './Testimonials';
import { WhyChooseUs } from './WhyChooseUs';

/** The home page under the hero and banners: one chunk, fetched while the first screen paints. */
export default function BelowTheFold() {
  return (
    <>
      <WholesaleBlock />
      <RetailBlock />
      <ServicesBlock />
      <WhyChooseUs />
      <Testimonials />
      <Certifications />
    </>
  );
}
