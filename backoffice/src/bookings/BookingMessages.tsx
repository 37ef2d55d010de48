import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useDataProvider } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import { formatDateTime } from '../dates';
import { getSession } from '../session';
import { MAX_MESSAGE, type Booking, type BookingMessage } from './types';

const SENDER: Record<BookingMessage['senderRole'], string> = { customer: 'Customer', provider: 'Provider', admin: 'Marketplace team' };

/** The booking's message thread between customer and provider; admins read it and may write too. */
export const BookingMessages = ({ booking }: { booking: Booking }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const [messages, setMessages] = useState<BookingMessage[] | null>(null);
    const [error, setError] = useState('');
    const [text, setText] = useState('');
    const [busy, setBusy] = useState(false);
    const role = getSession()?.user.role;

    useEffect(() => {
        let current = true;
        dataProvider
            .getBookingMessages(booking.id)
            .then(m => current && setMessages(m))
            .catch((e: Error) => current && setError(e.message));
        return () => {
            current = false;
        };
    }, [dataProvider, booking.id]);

    const send = async () => {
        setBusy(true);
        setError('');
        try {
            setMessages(await dataProvider.sendBookingMessage(booking.id, text.trim()));
            setText('');
        } catch (e) {
            setError((e as Error).message);
        } finally {
            setBusy(false);
        }
    };

    if (!messages && !error) return <Loading />;
    const name = (m: BookingMessage) => (m.senderRole === 'customer' ? booking.customerName : m.senderRole === 'provider' ? booking.providerName : SENDER.admin);
    return (
        <Stack spacing={1.5} sx={{ maxWidth: 760 }} data-testid="booking-messages">
            {error && <Alert severity="error">{error}</Alert>}
            {messages?.length === 0 && <Typography color="text.secondary">No messages yet.</Typography>}
            {messages?.map(m => (
                <Box
                    key={m.id}
                    data-testid="booking-message"
                    sx={{
                        alignSelf: m.senderRole === role ? 'flex-end' : 'flex-start',
                        maxWidth: '85%',
                        p: 1.25,
                        borderRadius: 2,
                        bgcolor: m.senderRole === role ? 'primary.50' : 'grey.100',
                        border: 1,
                        borderColor: m.senderRole === role ? 'primary.light' : 'grey.300',
                    }}
                >
                    <Typography variant="caption" color="text.secondary">
                        {name(m)} ({SENDER[m.senderRole]}) · {formatDateTime(m.sentAt)}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {m.text}
                    </Typography>
                </Box>
            ))}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <MuiTextField
                    label={`Message to ${role === 'provider' ? booking.customerName : 'the customer and provider'}`}
                    value={text}
                    onChange={e => setText(e.target.value)}
                    multiline
                    minRows={1}
                    fullWidth
                    size="small"
                    slotProps={{ htmlInput: { maxLength: MAX_MESSAGE, 'data-testid': 'booking-message-input' } }}
                />
                <Button variant="contained" startIcon={<SendIcon />} disabled={busy || !text.trim()} onClick={send} data-testid="booking-message-send">
                    Send
                </Button>
            </Stack>
        </Stack>
    );
};
