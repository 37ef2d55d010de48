import DescriptionIcon from '@mui/icons-material/Description';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useOpenInTab } from '../common/useOpenInTab';
import type { BazaarDataProvider } from '../dataProvider';
import type { Vendor } from './types';

/** Opens the registration document (GET /api/admin/vendors/:id/document) in a new tab (useOpenInTab). */
export const VendorDocumentButton = () => {
    const record = useRecordContext<Vendor>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const { open: openInTab, loading } = useOpenInTab();
    if (!record) return null;
    if (!record.hasDocument) {
        return (
            <Typography variant="body2" color="text.secondary" data-testid="vendor-no-document">
                No document on file (added by an admin)
            </Typography>
        );
    }
    const open = () => openInTab(() => dataProvider.fetchVendorDocument(String(record.id)));
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
