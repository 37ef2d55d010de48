import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { formatDateTime } from '../dates';
import { HistoryTab } from '../history/HistoryTab';
import { payToText } from './PayoutDetails';
import type { PayTo } from './types';

type SellerPayTo = PayTo & { id: string; updatedAt: string };

/**
 * A seller's payout details on their record, for admins: in full, as the Payouts list shows
 * them (the `payout-details` resource, admins only), and their History (each change, in full).
 * The seller sees theirs masked on their own profile.
 */
export const SellerPayoutDetails = ({ sellerId }: { sellerId: string }) => {
    const { data, isPending, error } = useGetOne<SellerPayTo>('payout-details', { id: sellerId }, { retry: false });
    const none = (error as { status?: number } | null)?.status === 404;
    return (
        <Stack spacing={2} sx={{ width: '100%' }}>
            <Card variant="outlined" sx={{ maxWidth: 720 }} data-testid="seller-payout-details">
                <CardContent>
                    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                        Payout details
                    </Typography>
                    {isPending ? null : data ? (
                        <>
                            <Typography variant="body2" data-testid="seller-payout-details-text">
                                {payToText(data)}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                                Set {formatDateTime(data.updatedAt)}
                            </Typography>
                        </>
                    ) : none ? (
                        <Typography variant="body2" color="text.secondary" data-testid="seller-payout-details-text">
                            None yet: the seller has not added a bank account or UPI ID.
                        </Typography>
                    ) : (
                        <Alert severity="error">Could not load the payout details: {error?.message}</Alert>
                    )}
                </CardContent>
            </Card>
            {data && <HistoryTab resource="payout-details" id={sellerId} />}
        </Stack>
    );
};

export default SellerPayoutDetails;
