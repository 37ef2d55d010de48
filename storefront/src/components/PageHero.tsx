import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** The coloured heading band at the top of inner pages; holds the page's h1. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <div className="page-hero">
      <div className="container fade-in">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
