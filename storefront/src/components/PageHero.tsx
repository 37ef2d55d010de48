import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** A shorter band, for pages whose content must show above the fold (the rate list). */
  compact?: boolean;
  children?: ReactNode;
}

/** The coloured heading band at the top of inner pages; holds the page's h1. */
export function PageHero({ eyebrow, title, subtitle, compact = false, children }: PageHeroProps) {
  return (
    <div className={`page-hero${compact ? ' page-hero--compact' : ''}`}>
      <div className="container fade-in">
        {compact ? (
          <div className="page-hero__text">
            {eyebrow && <span className="eyebrow">{eyebrow}</span>}
            <h1>{title}</h1>
            {subtitle && <p>{subtitle}</p>}
          </div>
        ) : (
          <>
            {eyebrow && <span className="eyebrow">{eyebrow}</span>}
            <h1>{title}</h1>
            {subtitle && <p>{subtitle}</p>}
          </>
        )}
        {children}
      </div>
    </div>
  );
}
