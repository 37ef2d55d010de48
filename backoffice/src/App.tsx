import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AdminAuthPage } from './auth/AdminAuthPage';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { contactMessages, newsletter } from './engagement';
import { AppLayout } from './layout/AppLayout';
import rates, { DailyRatesPage } from './rates';
import { theme } from './theme';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** react-admin's own /login route leads to the admin auth page. */
const LoginRedirect = () => <Navigate to="/auth" replace />;

export const App = () => (
    <Admin
        title="Bazaar Admin"
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={LoginRedirect}
        requireAuth
        dashboard={Dashboard}
        layout={AppLayout}
        theme={theme}
        darkTheme={null}
        disableTelemetry
    >
        <Resource name="rates" {...rates} options={{ label: 'Wholesale Rates' }} />
        <Resource name="newsletter" {...newsletter} options={{ label: 'Newsletter' }} />
        <Resource name="contact-messages" {...contactMessages} options={{ label: 'Contact Messages' }} />
        {/* read-only resources used inside other pages (no menu entry) */}
        <Resource name="rate-history" />
        <Resource name="rate-change-stats" />
        <Resource name="events" />
        <CustomRoutes noLayout>
            <Route
                path="/auth"
                element={
                    <Suspense fallback={<Loading />}>
                        <AdminAuthPage />
                    </Suspense>
                }
            />
        </CustomRoutes>
        <CustomRoutes>
            <Route path="/rates/daily" element={<DailyRatesPage />} />
        </CustomRoutes>
    </Admin>
);

export default App;
