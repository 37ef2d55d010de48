import { Alert, AlertTitle, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useGetOne } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { getSession, landingPath } from '../session';

/**
 * A vendor's or provider's own record, loaded before the page mounts: when it does not
 * exist (e.g. an account an admin gave the role without a business), react-admin's show
 * page would send them to the list, which sends them back here, again and again.
 */
const OwnRecordGate = ({ resource, id, children }: { resource: string; id: string; children: ReactNode }) => {
    const { data, isPending, error } = useGetOne(resource, { id }, { retry: false });
    if (isPending) return <Loading />;
    if (error || !data) {
        const vendor = resource === 'vendors';
        return (
            <Box sx={{ py: 2, maxWidth: 720 }} data-testid="own-profile-missing">
                <Title title={vendor ? 'My business profile' : 'My profile'} />
                <Alert severity="info">
                    <AlertTitle>{vendor ? 'No business profile yet' : 'No service provider profile yet'}</AlertTitle>
                    {vendor
                        ? 'Your account has the vendor role, but no business is registered for it. Register your business on the storefront (Become a Vendor) or ask the marketplace team to add it.'
                        : 'Your account has the service provider role, but no provider profile exists for it. Sign up on the storefront (Become a Service Provider) or ask the marketplace team.'}
                </Alert>
            </Box>
        );
    }
    return <>{children}</>;
};

/**
 * Vendors and providers see only their own record: any other id, or the list of all,
 * leads to their own profile. Admins pass. (The server reads any other record as absent: 404.)
 * `resource` (on show and edit pages) also checks that their own record exists.
 */
export const OwnRecordOnly = ({ children, resource }: { children: ReactNode; resource?: string }) => {
    const { id } = useParams();
    const user = getSession()?.user;
    if (!user || user.role === 'admin') return <>{children}</>;
    if (id !== user.id) return <Navigate to={landingPath(user)} replace />;
    if (resource) {
        return (
            <OwnRecordGate resource={resource} id={id}>
                {children}
            </OwnRecordGate>
        );
    }
    return <>{children}</>;
};

/** The signed-in user (the session is read synchronously from localStorage). */
export const useSessionUser = () => getSession()?.user ?? null;

export const useIsAdmin = () => getSession()?.user.role === 'admin';
