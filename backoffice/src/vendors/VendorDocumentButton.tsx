import DescriptionIcon from '@mui/icons-material/Description';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import type { Vendor } from './types';

/**
 * Opens the registration document (GET /api/admin/vendors/:id/document). A plain link would
 * carry no bearer token, so the file is fetched here and opened as a blob URL. The tab is
 * opened first, inside the click, so that a popup blocker lets it through.
 */
export const VendorDocumentButton = () => {
    const record = useRecordContext<Vendor>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const onError = useNotifyError();
    const [loading, setLoading] = useState(false);
    if (!record) return null;
    if (!record.hasDocument) {
        return (
            <Typography variant="body2" color="text.secondary" data-testid="vendor-no-document">
                No document on file (added by an admin)
            </Typography>
        );
    }
    const open = async () => {
        const tab = window.open('', '_blank');
        setLoading(true);
        try {
            const blob = await dataProvider.fetchVendorDocument(String(record.id));
            const url = URL.createObjectURL(blob);
            if (tab) tab.location.href = url;
            else window.location.assign(url);
            // the new tab has loaded it by then; free the memory
            setTimeout(() => URL.revokeObjectURL(url), 60_000);
        } catch (error) {
            tab?.close();
            onError(error);
        } finally {
            setLoading(false);
        }
    };
    return (
        // a labelled MUI button: react-admin's shrinks to its icon on small screens
        <Button
            onClick={open}
            disabled={loading}
            variant="outlined"
            size="small"
            startIcon={loading ? <CircularProgress size={16} /> : <DescriptionIcon />}
            data-testid="vendor-document"
            sx={{ alignSelf: 'flex-start' }}
        >
            View document
        </Button>
    );
};
