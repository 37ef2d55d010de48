import type { ReactNode, Ref } from 'react';
import './AuthLayout.css';

/**
 * One centred card for the sign-in and sign-up forms. (The brand panel that stood beside it
 * promised orders and bookings that do not exist yet, so it went: issue 9.)
 * `titleRef` lets a page that swaps its card in place (sign-in and password reset) move the
 * focus to the new title.
 */
export function AuthLayout({ title, subtitle, titleRef, children }: { title: string; subtitle: string; titleRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <div className="auth">
      <div className="container auth__inner">
        <div className="auth__card fade-in">
          <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className="auth__title">
            {title}
          </h1>
          <p className="auth__subtitle">{subtitle}</p>
          {children}
        </div>
      </div>
    </div>
  );
}
