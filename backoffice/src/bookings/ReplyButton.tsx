import ReplyIcon from '@mui/icons-material/Reply';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { shownFieldErrors } from '../common/DialogErrors';
import { useNotifyError } from '../errors';
import { getSession } from '../session';
import { MAX_REPLY } from './types';

const REPLY_FIELD = new Set(['reply']);

/** Spec 2.8 Reviews: the provider's one public reply to a review (POST /api/admin/bookings/:id/reply). */
export const ReplyButton = ({ bookingId, customerName, replied }: { bookingId: string; customerName: string; replied: boolean }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const onError = useNotifyError();
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | undefined>();
    if (replied || getSession()?.user.role !== 'provider') return null;
    const send = async () => {
        setBusy(true);
        setError(undefined);
        try {
            await dataProvider.bookingAction(bookingId, 'reply', { reply: text.trim() });
            notify('Reply posted', { type: 'info' });
            setOpen(false);
            refresh();
        } catch (e) {
            // The server's word on the reply goes under it (the dialog stays open, the text kept); anything else pops up.
            const own = shownFieldErrors(e, REPLY_FIELD)?.reply;
            if (own) setError(own);
            else onError(e);
        } finally {
            setBusy(false);
        }
    };
    return (
        <>
            <Button
                size="small"
                startIcon={<ReplyIcon />}
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
                data-testid="reply-review"
            >
                Reply
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
                <DialogTitle>Reply to {customerName}</DialogTitle>
                <DialogContent>
                    <MuiTextField
                        label="Your reply (shown under the review on the service page)"
                        value={text}
                        onChange={e => {
                            setError(undefined);
                            setText(e.target.value);
                        }}
                        error={!!error}
                        helperText={error}
                        multiline
                        minRows={3}
                        fullWidth
                        autoFocus
                        sx={{ mt: 1 }}
                        slotProps={{ htmlInput: { maxLength: MAX_REPLY, 'data-testid': 'reply-text' } }}
                    />
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>Cancel</Button>
                    <Button variant="contained" onClick={send} disabled={busy || !text.trim()} data-testid="reply-send">
                        Post reply
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
