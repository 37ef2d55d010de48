import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHead } from '../SectionHead';

interface HomeSectionProps {
  /** Its texts are home.<name>.eyebrow / title / subtitle; `home-<name>` is its heading id and test id. */
  name: 'wholesale' | 'retail' | 'services' | 'why' | 'testimonials' | 'certifications';
  tone?: 'white' | 'muted';
  /** Beside the heading, e.g. a "view all" link or carousel arrows. */
  action?: ReactNode;
  children: ReactNode;
}

/** A band of the home page (spec 2.3): the section, its heading block and its content. */
export function HomeSection({ name, tone, action, children }: HomeSectionProps) {
  const { t } = useTranslation();
  const id = `home-${name}`;
  return (
    <section className={tone ? `section section--${tone}` : 'section'} aria-labelledby={id} data-testid={id}>
      <div className="container">
        <SectionHead id={id} eyebrow={t(`home.${name}.eyebrow`)} title={t(`home.${name}.title`)} subtitle={t(`home.${name}.subtitle`)} action={action} />
        {children}
      </div>
    </section>
  );
}
