import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../common/ConfirmButton';
import { captionSx } from '../common/listLayout';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import { formatRupees } from '../money';
import { getSession, landingPath } from '../session';
import { payToText, usePayoutDetails } from './PayoutDetails';
import type { LedgerEntryStatus } from './types';
import { StatusChip } from '../common/StatusChip';
import { entryStatus } from './entryStatus';

/** The status chip, and under it when a pending earning becomes available (or that it was asked for, paid out); `testId` names both, as each page's tests read them. */
export const EntryStatus = ({ entry, testId }: { entry: { status: LedgerEntryStatus; availableAt: string }; testId: string }) => {
    const { label, tone, note } = entryStatus(entry);
    return (
        <>
            <StatusChip label={label} tone={tone} testId={testId} />
            {note && (
                <Typography variant="caption" color="text.secondary" sx={captionSx} data-testid={`${testId}-note`}>
                    {note}
                </Typography>
            )}
        </>
    );
};

/** Where the seller adds their payout details: their own profile. */
const profilePath = () => {
    const user = getSession()?.user;
    return user ? landingPath(user) : '/';
};

/**
 * Withdraw Funds (spec 2.7, 2.8): a payout of the whole available balance, paid to the
 * payout details on the seller's profile. Without them the dialog says where to add them
 * (the server refuses the withdrawal, naming payoutDetails).
 */
export const WithdrawFundsButton = ({ available, onDone }: { available: number | undefined; onDone: () => void }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const onError = useNotifyError();
    const { details } = usePayoutDetails();
    const amount = formatRupees(available ?? 0);
    return (
        <ConfirmButton
            label="Withdraw Funds"
            icon={<AccountBalanceWalletIcon />}
            variant="contained"
            color="primary"
            testId="withdraw-funds"
            labelled
            disabled={available === undefined || available <= 0}
            title="Withdraw your available balance?"
            content={
                details ? (
                    <Typography component="span" data-testid="withdraw-pay-to">
                        A payout of {amount} will be requested, to be paid to {payToText(details)}. The marketplace team pays it and marks it paid.
                    </Typography>
                ) : (
                    <Typography component="span" data-testid="withdraw-no-details">
                        Add where you are paid first: your bank account or UPI ID, under <Link to={profilePath()}>My profile → Payout details</Link>. Then withdraw {amount}.
                    </Typography>
                )
            }
            onConfirm={() =>
                dataProvider
                    .withdrawFunds()
                    .then(payout => {
                        notify(`Payout of ${formatRupees(payout.amount)} requested`, { type: 'info' });
                        onDone();
                    })
                    .catch(onError)
            }
        />
    );
};
