import type { ReactNode } from 'react';
import { Icon, type IconName } from '../components/Icon';

/*
 * The building blocks of the landing pages (Wholesale, Retail, Services, Become a vendor /
 * service provider), styled by LandingPages.css. Lists take translated text, so each page
 * keeps its own, type-checked i18n keys.
 */

interface LandingSectionProps {
  /** The h2's id, which labels the section. */
  id: string;
  title: string;
  /** The heading is for screen readers only (the page hero already says it). */
  hiddenTitle?: boolean;
  white?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A full-width band with its h2. */
export function LandingSection({ id, title, hiddenTitle = false, white = false, testId, children }: LandingSectionProps) {
  return (
    <section className={white ? 'section section--white' : 'section'} aria-labelledby={id} data-testid={testId}>
      <div className="container">
        <h2 id={id} className={hiddenTitle ? 'visually-hidden' : undefined}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export interface Reason {
  id: string;
  icon: IconName;
  title: string;
  text: string;
}

/** Icon, title and text per reason: "why sell / shop here". */
export function ReasonList({ items, testId }: { items: readonly Reason[]; testId?: string }) {
  return (
    <ul className="reasons" data-testid={testId}>
      {items.map((reason) => (
        <li key={reason.id} className="reasons__item">
          <span className="reasons__icon" aria-hidden="true">
            <Icon name={reason.icon} size={26} />
          </span>
          <div>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface Step {
  id: string;
  title: string;
  text: string;
}

/** Numbered "how it works" steps. */
export function StepList({ items }: { items: readonly Step[] }) {
  return (
    <ol className="steps">
      {items.map((step, index) => (
        <li key={step.id} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
