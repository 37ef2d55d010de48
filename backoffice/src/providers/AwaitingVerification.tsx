import { Alert } from '@mui/material';
import { useGetOne } from 'react-admin';
import { getSession } from '../session';
import type { Provider } from './types';

/** What a provider awaiting verification is told: the storefront lists and books none of their services until then. */
export const AWAITING_VERIFICATION = "Awaiting verification: customers can't see or book your services until an admin verifies your account";

export const AwaitingVerificationAlert = ({ status }: { status: Provider['status'] | undefined }) =>
    status === 'Pending' ? (
        <Alert severity="info" data-testid="awaiting-verification">
            {AWAITING_VERIFICATION}
        </Alert>
    ) : null;

/** The signed-in provider's own account, read for its verification (on their pages that are not their profile). */
export const OwnAwaitingVerification = () => {
    const id = getSession()?.user.id;
    const { data } = useGetOne<Provider>('providers', { id: id ?? '' }, { enabled: !!id });
    return <AwaitingVerificationAlert status={data?.status} />;
};
