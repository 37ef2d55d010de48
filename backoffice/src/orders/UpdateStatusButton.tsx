import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useRefresh } from 'react-admin';
import { useLatestNotice } from '../common/LatestNotice';
import { DialogTextField } from '../common/DialogTextField';
import { httpClient } from '../dataProvider';
import { useNotifyError } from '../errors';
import { ORDER_STATUSES, type OrderStatus, type VendorOrder } from './types';

/** Where a part may go next (the server decides; this only offers the forward steps). */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
    pending: ['processing', 'cancelled'],
    processing: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
};

/** The server's limit of a cancelled part's reason (SetFulfilmentStatusDto). */
const MAX_CANCEL_REASON = 500;

/**
 * Update Status (spec 2.7): processing, shipped with tracking id, courier and URL, delivered, or
 * cancelled. A vendor's on their own parts; an admin's on any part, from the order's page.
 */
export const UpdateStatusButton = ({ part }: { part: Pick<VendorOrder, 'id' | 'orderNumber' | 'status'> }) => {
    const notice = useLatestNotice();
    const onError = useNotifyError();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState<OrderStatus | ''>('');
    const [tracking, setTracking] = useState({ trackingId: '', courierName: '', trackingUrl: '' });
    const [reason, setReason] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const next = NEXT[part.status] ?? [];
    if (next.length === 0) return null;
    const save = async () => {
        setBusy(true);
        setErrors({});
        try {
            // A cancellation carries its reason (the customer reads it on the order and in their notice).
            const body = status === 'shipped' ? { status, ...tracking } : status === 'cancelled' && reason.trim() ? { status, reason } : { status };
            await httpClient(`/api/admin/fulfilments/${encodeURIComponent(part.id)}/status`, { method: 'POST', body: JSON.stringify(body) });
            // The latest move's outcome only: a quick next move replaces it rather than queueing behind it.
            notice(`Order ${part.orderNumber}: ${ORDER_STATUSES.find(s => s.id === status)?.name}`);
            setOpen(false);
            refresh();
        } catch (e) {
            // The last move's success is no longer the latest outcome.
            notice(null);
            const fieldErrors = (e as { body?: { errors?: Record<string, string> } })?.body?.errors;
            if (fieldErrors) setErrors(fieldErrors);
            else onError(e);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button
                label="Update Status"
                onClick={e => {
                    e.stopPropagation();
                    setStatus(next[0]);
                    setOpen(true);
                }}
                data-testid="update-status"
            >
                <EditNoteIcon />
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} onClick={e => e.stopPropagation()} fullWidth maxWidth="xs">
                <DialogTitle>Update order {part.orderNumber}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2} sx={{ mt: 1 }}>
                        <TextField select label="Status" value={status} onChange={e => setStatus(e.target.value as OrderStatus)} error={!!errors.status} helperText={errors.status} slotProps={{ htmlInput: { 'data-testid': 'status-select' } }}>
                            {next.map(s => (
                                <MenuItem key={s} value={s} data-testid={`status-${s}`}>
                                    {ORDER_STATUSES.find(o => o.id === s)!.name}
                                </MenuItem>
                            ))}
                        </TextField>
                        {status === 'shipped' && (
                            <>
                                <TextField required label="Tracking id" value={tracking.trackingId} onChange={e => setTracking({ ...tracking, trackingId: e.target.value })} error={!!errors.trackingId} helperText={errors.trackingId} slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'tracking-id' } }} />
                                <TextField required label="Courier" value={tracking.courierName} onChange={e => setTracking({ ...tracking, courierName: e.target.value })} error={!!errors.courierName} helperText={errors.courierName} slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'courier-name' } }} />
                                <TextField required label="Tracking URL" value={tracking.trackingUrl} onChange={e => setTracking({ ...tracking, trackingUrl: e.target.value })} error={!!errors.trackingUrl} helperText={errors.trackingUrl ?? 'https://…'} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'tracking-url' } }} />
                            </>
                        )}
                        {status === 'cancelled' && (
                            <DialogTextField
                                label="Reason for the customer"
                                value={reason}
                                onChange={setReason}
                                maxLength={MAX_CANCEL_REASON}
                                testId="cancel-reason"
                                multiline
                                error={errors.reason}
                                helperText="Shown to the customer on their order and in their notice"
                            />
                        )}
                        {errors.root?.toString() && <Typography color="error">{String(errors.root)}</Typography>}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    {/* MUI's Button keeps its text on phones (react-admin's shows only an icon there, and these have none). */}
                    <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
                    <MuiButton variant="contained" onClick={save} disabled={busy || !status} data-testid="status-save">
                        Save
                    </MuiButton>
                </DialogActions>
            </Dialog>
        </>
    );
};
