import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { getSession, landingPath } from '../session';
import { WelcomeCard } from './WelcomeCard';

/** The rate statistics and chart are for admins (their own chunk, with recharts). */
const AdminDashboard = lazy(() => import('./Dashboard'));

/**
 * /admin: admins get the dashboard. Vendors and providers arriving from outside (the
 * storefront sends them to /admin after sign-up) land on their own profile; coming back
 * here from the menu, they see a short welcome card linking to it.
 */
export const HomePage = () => {
    const user = getSession()?.user;
    const location = useLocation();
    if (user && user.role !== 'admin') {
        // 'default' is the key of the first location of this page load
        if (location.key === 'default') return <Navigate to={landingPath(user)} replace />;
        return <WelcomeCard user={user} />;
    }
    return (
        <Suspense fallback={<Loading />}>
            <AdminDashboard />
        </Suspense>
    );
};

export default HomePage;
