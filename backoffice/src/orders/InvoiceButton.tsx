import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, CircularProgress } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { API_URL, fetchBlob } from '../dataProvider';
import { useNotifyError } from '../errors';
import type { OrderStatus } from './types';

/**
 * A part's GST invoice (GET /api/admin/fulfilments/:id/invoice, the vendor's own or any for an
 * admin): the tax invoice once the part has shipped, a proforma before (ADR 0062); a cancelled
 * part has none. The PDF is fetched with the bearer token and opened as a blob in a tab opened
 * inside the click, so a popup blocker lets it through (as the registration document).
 */
export const InvoiceButton = ({ part }: { part: { id: string; status: OrderStatus } }) => {
    const onError = useNotifyError();
    const [loading, setLoading] = useState(false);
    if (part.status === 'cancelled') return null;
    const issued = part.status === 'shipped' || part.status === 'delivered';
    const open = async (event: MouseEvent) => {
        event.stopPropagation();
        const tab = window.open('', '_blank');
        setLoading(true);
        try {
            const url = URL.createObjectURL(await fetchBlob(`${API_URL}/fulfilments/${encodeURIComponent(part.id)}/invoice`));
            if (tab) tab.location.href = url;
            else window.location.assign(url);
            setTimeout(() => URL.revokeObjectURL(url), 60_000);
        } catch (error) {
            tab?.close();
            onError(error);
        } finally {
            setLoading(false);
        }
    };
    return (
        // MUI's Button keeps its label on a phone (react-admin's shrinks to its icon).
        <Button onClick={open} disabled={loading} size="small" startIcon={loading ? <CircularProgress size={16} /> : <ReceiptLongIcon />} data-testid="part-invoice" sx={{ whiteSpace: 'nowrap' }}>
            {issued ? 'Invoice' : 'Proforma'}
        </Button>
    );
};
