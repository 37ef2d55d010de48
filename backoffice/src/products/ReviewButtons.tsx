import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useUnselectAll } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import type { BazaarDataProvider } from '../dataProvider';
import { shownFieldErrors } from '../common/DialogErrors';
import { useNotifyError } from '../errors';
import type { Product } from './types';

const REASON_MAX = 500;
const REASON_FIELD = new Set(['reason']);

/**
 * Asks the reason the vendor will see (spec 4: rejecting removes the product from every list).
 * `error`: the server's word on the reason (the dialog stays open), shown under it until it is changed.
 */
const RejectDialog = ({
    open,
    title,
    busy,
    error,
    onReject,
    onClose,
    onEdit,
}: {
    open: boolean;
    title: string;
    busy: boolean;
    error?: string;
    onReject: (reason: string) => void;
    onClose: () => void;
    onEdit: () => void;
}) => {
    const [reason, setReason] = useState('');
    return (
        <Confirm
            isOpen={open}
            loading={busy}
            title={title}
            content={
                <MuiTextField
                    label="Reason (shown to the vendor)"
                    value={reason}
                    onChange={e => {
                        onEdit();
                        setReason(e.target.value);
                    }}
                    error={!!error}
                    helperText={error}
                    multiline
                    minRows={2}
                    fullWidth
                    autoFocus
                    sx={{ mt: 1, minWidth: { sm: 420 } }}
                    slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'reject-reason' } }}
                />
            }
            confirm="Reject"
            confirmColor="warning"
            onConfirm={() => onReject(reason.trim())}
            onClose={onClose}
        />
    );
};

/** Runs a review command, then refreshes the list or record; the server's word on the reason is kept for the reject dialog. */
const useReview = () => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const onError = useNotifyError();
    const refresh = useRefresh();
    const [busy, setBusy] = useState(false);
    const [reasonError, setReasonError] = useState<string | undefined>();
    const run = async (call: () => Promise<unknown>, done: string) => {
        setBusy(true);
        setReasonError(undefined);
        try {
            await call();
            notify(done, { type: 'success' });
            refresh();
            return true;
        } catch (e) {
            const own = shownFieldErrors(e, REASON_FIELD)?.reason;
            if (own) setReasonError(own);
            else onError(e);
            return false;
        } finally {
            setBusy(false);
        }
    };
    return { dataProvider, busy, run, reasonError, clearReasonError: () => setReasonError(undefined) };
};

/** Approve and Reject on one pending product (admins). */
export const ReviewProductButtons = () => {
    const record = useRecordContext<Product>();
    const { dataProvider, busy, run, reasonError, clearReasonError } = useReview();
    const [rejecting, setRejecting] = useState(false);
    if (!record || record.approval !== 'pending') return null;
    return (
        <>
            <ConfirmButton
                label="Approve"
                icon={<CheckCircleIcon />}
                color="success"
                title={`Approve ${record.name}?`}
                content="It goes live on the storefront at once."
                onConfirm={() => run(() => dataProvider.postAction('products', record.id, 'approve'), `${record.name} approved`)}
                testId="approve-product"
            />
            <Button
                label="Reject"
                color="error"
                disabled={busy}
                data-testid="reject-product"
                onClick={e => {
                    e.stopPropagation();
                    setRejecting(true);
                }}
            >
                <CancelIcon />
            </Button>
            <RejectDialog
                open={rejecting}
                title={`Reject ${record.name}?`}
                busy={busy}
                error={reasonError}
                onEdit={clearReasonError}
                onClose={() => {
                    clearReasonError();
                    setRejecting(false);
                }}
                onReject={async reason => (await run(() => dataProvider.postAction('products', record.id, 'reject', { reason }), `${record.name} rejected`)) && setRejecting(false)}
            />
        </>
    );
};

/** Bulk approve and reject of the selected rows (react-admin bulk actions). */
export const BulkReviewButtons = () => {
    const { selectedIds } = useListContext();
    const unselectAll = useUnselectAll('products');
    const { dataProvider, busy, run, reasonError, clearReasonError } = useReview();
    const [rejecting, setRejecting] = useState(false);
    const ids = selectedIds.map(String);
    return (
        <>
            <ConfirmButton
                label="Approve"
                icon={<CheckCircleIcon />}
                color="success"
                title={`Approve ${ids.length} product(s)?`}
                content="They go live on the storefront at once."
                onConfirm={async () => (await run(() => dataProvider.postBulkAction('products', 'approve', { ids }), `${ids.length} approved`)) && unselectAll()}
                testId="bulk-approve"
            />
            <Button label="Reject" color="error" disabled={busy} onClick={() => setRejecting(true)} data-testid="bulk-reject">
                <CancelIcon />
            </Button>
            <RejectDialog
                open={rejecting}
                title={`Reject ${ids.length} product(s)?`}
                busy={busy}
                error={reasonError}
                onEdit={clearReasonError}
                onClose={() => {
                    clearReasonError();
                    setRejecting(false);
                }}
                onReject={async reason => {
                    if (await run(() => dataProvider.postBulkAction('products', 'reject', { ids, reason }), `${ids.length} rejected`)) {
                        setRejecting(false);
                        unselectAll();
                    }
                }}
            />
        </>
    );
};
