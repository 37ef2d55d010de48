import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

// Served under /admin by the API (vite base '/admin/'): real paths such as /admin/auth,
// /admin/rates/daily, not hash routes.
const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        {/* Plain (non-transition) location updates, as react-admin's own router uses
            (v7_startTransition: false). With transitions, react-admin's logout redirect
            kept being interrupted by its query-cache reset and looped on /auth. */}
        <BrowserRouter basename={basename} useTransitions={false}>
            <App />
        </BrowserRouter>
    </StrictMode>,
);
