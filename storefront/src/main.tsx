import './styles/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n/i18n';
import { ToastProvider } from './layout/Toast';
import { LocationProvider } from './location/LocationContext';
import { CurrencyProvider } from './money/CurrencyContext';
import { SessionProvider } from './session/SessionContext';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<div className="app-loading" />}>
      <SessionProvider>
        <LocationProvider>
          <CurrencyProvider>
            <ToastProvider>
              <App />
            </ToastProvider>
          </CurrencyProvider>
        </LocationProvider>
      </SessionProvider>
    </Suspense>
  </StrictMode>,
);
