import type { ReactNode } from 'react';

interface SectionHeadProps {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}

/** A section's eyebrow, h2 (labelling the section by id) and subtitle, with an optional action on the side. */
export function SectionHead({ id, eyebrow, title, subtitle, action }: SectionHeadProps) {
  return (
    <div className="section-head">
      <div className="section-head__text">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h2 id={id}>{title}</h2>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
