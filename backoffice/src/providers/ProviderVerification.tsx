import DescriptionIcon from '@mui/icons-material/Description';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { useIsAdmin } from '../common/OwnRecordOnly';
import { useOpenInTab } from '../common/useOpenInTab';
import { StatusChip } from '../common/StatusChip';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import type { Provider } from './types';

/** Verified green, Pending amber, like a vendor's. */
export const ProviderStatusChip = ({ status }: { status?: Provider['status'] }) => {
    const record = useRecordContext<Provider>();
    const value = status ?? record?.status;
    if (!value) return null;
    return <StatusChip label={value} tone={value === 'Verified' ? 'green' : 'amber'} testId="provider-status" />;
};

/** Admins verify a provider whose document they checked. */
export const VerifyProviderButton = () => {
    const record = useRecordContext<Provider>();
    const isAdmin = useIsAdmin();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    // Nothing to check without a document: the button appears once there is one.
    if (!record || !isAdmin || record.status !== 'Pending' || !record.hasDocument) return null;
    return (
        <ConfirmButton
            label="Verify"
            icon={<VerifiedIcon />}
            color="success"
            variant="outlined"
            testId="verify-provider"
            title={`Verify ${record.name}?`}
            content="Check their document first. Only a verified provider's approved services are listed on the storefront and can be booked; the document can then no longer be replaced."
            onConfirm={() =>
                dataProvider
                    .verifyProvider(String(record.id))
                    .then(() => {
                        notify(`${record.name} is verified`, { type: 'info' });
                        refresh();
                    })
                    .catch(onError)
            }
        />
    );
};

/**
 * The proof document: view it (in a new tab, useOpenInTab) and, while
 * Pending, upload or replace it. The server decides the type by the file's content.
 */
export const ProviderDocument = () => {
    const record = useRecordContext<Provider>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    const input = useRef<HTMLInputElement>(null);
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const { open: openInTab } = useOpenInTab();
    if (!record) return null;

    const open = () => openInTab(() => dataProvider.fetchProviderDocument(String(record.id)));
    const upload = async (file: File | undefined) => {
        if (!file) return;
        setBusy(true);
        setError(null);
        try {
            await dataProvider.uploadProviderDocument(String(record.id), file);
            notify('Document uploaded: an admin will check it', { type: 'success' });
            refresh();
        } catch (e) {
            const field = (e as { body?: { errors?: Record<string, string> } })?.body?.errors?.document;
            if (field) setError(field);
            else onError(e);
        } finally {
            setBusy(false);
            if (input.current) input.current.value = '';
        }
    };
    return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="provider-document">
            {record.hasDocument ? (
                <Button onClick={open} variant="outlined" size="small" startIcon={<DescriptionIcon />} data-testid="provider-document-view">
                    View document
                </Button>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    No document yet. A business registration, licence or ID (PDF, JPG or PNG, up to 5 MB) is checked before the profile is verified.
                </Typography>
            )}
            {record.status === 'Pending' && (
                <>
                    <input ref={input} type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" hidden onChange={e => upload(e.target.files?.[0])} data-testid="provider-document-input" />
                    <Button onClick={() => input.current?.click()} disabled={busy} size="small" startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />} data-testid="provider-document-upload">
                        {record.hasDocument ? 'Replace document' : 'Upload document'}
                    </Button>
                </>
            )}
            {error && <Alert severity="error">{error}</Alert>}
        </Stack>
    );
};
