import type { ReactNode } from 'react';
import './AuthLayout.css';

/**
 * One centred card for the sign-in and sign-up forms. (The brand panel that stood beside it
 * promised orders and bookings that do not exist yet, so it went: issue 9.)
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="auth">
      <div className="container auth__inner">
        <div className="auth__card fade-in">
          <h1 className="auth__title">{title}</h1>
          <p className="auth__subtitle">{subtitle}</p>
          {children}
        </div>
      </div>
    </div>
  );
}
