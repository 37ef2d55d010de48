import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import commissions from './commissions';
import coupons from './coupons';
import { contactMessages, newsletter } from './engagement';
import enquiries from './enquiries';
import invitations from './invitations';
import { notifications } from './notifications';
import { StackedNotification } from './common/StackedNotification';
import { AppLayout } from './layout/AppLayout';
import products from './products';
import projections from './projections';
import providers from './providers';
import rates, { DailyRatesPage } from './rates';
import services from './services';
import bookings from './bookings';
import reviews from './reviews';
import payouts from './payouts';
import { theme } from './theme';
import { tickets } from './tickets';
import { fulfilments, orders, VendorPaymentsPage } from './orders';
import users from './users';
import vendors from './vendors';

/** Admins: the rate dashboard; vendors and providers: a welcome card (or their profile). */
const HomePage = lazy(() => import('./dashboard/HomePage'));

/** Admins' Analytics: rate history replayed from the log (its own chunk, with recharts). */
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
/** Change password, for every back-office role (the user menu leads there). */
const ChangePasswordPage = lazy(() => import('./account/ChangePasswordPage'));
/** Spec 2.8 Payments of a provider (the seller ledger). */
const ProviderPayments = lazy(() => import('./payments/ProviderPayments'));

/** The sign-in page is its own chunk (about 12 KB gzip): signed-in users never load it. */
const AdminAuthPage = lazy(() => import('./auth/AdminAuthPage'));

/** react-admin's own /login route leads to the admin auth page. */
const LoginRedirect = () => <Navigate to="/auth" replace />;

export const App = () => (
    <Admin
        title="Bazaar Admin"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginRedirect}
        requireAuth
        dashboard={HomePage}
        layout={AppLayout}
        notification={StackedNotification}
        theme={theme}
        darkTheme={null}
        disableTelemetry
    >
        <Resource name="users" {...users} options={{ label: 'Users' }} />
        <Resource name="invitations" {...invitations} options={{ label: 'Admin Invitations' }} />
        <Resource name="vendors" {...vendors} options={{ label: 'Vendors' }} />
        <Resource name="providers" {...providers} options={{ label: 'Service Providers' }} />
        <Resource name="products" {...products} options={{ label: 'Products' }} />
        <Resource name="services" {...services} options={{ label: 'Services' }} />
        <Resource name="bookings" {...bookings} options={{ label: 'Service Bookings' }} />
        <Resource name="reviews" {...reviews} options={{ label: 'Reviews' }} />
        <Resource name="payouts" {...payouts} options={{ label: 'Payouts' }} />
        <Resource name="rates" {...rates} options={{ label: 'Wholesale Rates' }} />
        <Resource name="newsletter" {...newsletter} options={{ label: 'Newsletter' }} />
        <Resource name="contact-messages" {...contactMessages} options={{ label: 'Contact Messages' }} />
        <Resource name="enquiries" {...enquiries} options={{ label: 'Enquiries' }} />
        <Resource name="projections" {...projections} options={{ label: 'System' }} />
        <Resource name="tickets" {...tickets} options={{ label: 'Support Tickets' }} />
        <Resource name="orders" {...orders} options={{ label: 'Orders' }} />
        <Resource name="commissions" {...commissions} options={{ label: 'Commissions' }} />
        <Resource name="coupons" {...coupons} options={{ label: 'Coupons' }} />
        <Resource name="fulfilments" {...fulfilments} options={{ label: 'Orders' }} />
        <Resource name="notifications" {...notifications} options={{ label: 'Notifications' }} />
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
            <Route path="/payments" element={<ProviderPayments />} />
            <Route path="/vendor-payments" element={<VendorPaymentsPage />} />
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route path="/password" element={<ChangePasswordPage />} />
        </CustomRoutes>
    </Admin>
);

export default App;
