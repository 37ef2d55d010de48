import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, CircularProgress } from '@mui/material';
import type { MouseEvent } from 'react';
import { useOpenInTab } from '../common/useOpenInTab';
import { API_URL, fetchBlob } from '../dataProvider';
import type { OrderStatus } from './types';

/**
 * A part's GST invoice (GET /api/admin/fulfilments/:id/invoice, the vendor's own or any for an
 * admin): the tax invoice once the part has shipped, a proforma before (ADR 0062); a cancelled
 * part has none. Opened in a new tab with the bearer token (useOpenInTab).
 */
export const InvoiceButton = ({ part }: { part: { id: string; status: OrderStatus } }) => {
    const { open: openInTab, loading } = useOpenInTab();
    if (part.status === 'cancelled') return null;
    const issued = part.status === 'shipped' || part.status === 'delivered';
    const open = (event: MouseEvent) => {
        event.stopPropagation();
        void openInTab(() => fetchBlob(`${API_URL}/fulfilments/${encodeURIComponent(part.id)}/invoice`));
    };
    return (
        // MUI's Button keeps its label on a phone (react-admin's shrinks to its icon).
        <Button onClick={open} disabled={loading} size="small" startIcon={loading ? <CircularProgress size={16} /> : <ReceiptLongIcon />} data-testid="part-invoice" sx={{ whiteSpace: 'nowrap' }}>
            {issued ? 'Invoice' : 'Proforma'}
        </Button>
    );
};
