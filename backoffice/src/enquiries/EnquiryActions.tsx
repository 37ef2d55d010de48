import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Divider, InputAdornment, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { countInEnglish, QUOTE_VALID_DAYS } from '@bazaar/common';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import { formatRupees } from '../money';
import type { Enquiry } from './types';

type FieldErrors = Partial<Record<'answer' | 'price' | 'quantity' | 'validDays', string>>;
const fieldErrorsOf = (e: unknown): FieldErrors | undefined => (e as { body?: { errors?: FieldErrors } })?.body?.errors;

/** Runs one enquiry command; field errors go under their fields, anything else is notified. */
const useEnquiryCommand = (setErrors: (errors: FieldErrors) => void) => {
    const record = useRecordContext<Enquiry>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const onError = useNotifyError();
    const refresh = useRefresh();
    const [busy, setBusy] = useState(false);
    const run = async (action: 'answer' | 'quote' | 'close', body: object, done: string) => {
        if (!record) return false;
        setBusy(true);
        setErrors({});
        try {
            await dataProvider.postAction('enquiries', record.id, action, body);
            notify(done, { type: 'success' });
            refresh();
            return true;
        } catch (e) {
            const errors = fieldErrorsOf(e);
            if (errors && Object.keys(errors).length) setErrors(errors);
            else onError(e);
            return false;
        } finally {
            setBusy(false);
        }
    };
    return { record, busy, run };
};

/**
 * The product's vendor (or an admin) answers, quotes a price per tonne for a quantity, or
 * closes the enquiry. The customer sees the answer and the quote in their dashboard.
 */
export const EnquiryActions = () => {
    const [errors, setErrors] = useState<FieldErrors>({});
    const { record, busy, run } = useEnquiryCommand(setErrors);
    const [answer, setAnswer] = useState('');
    const [price, setPrice] = useState('');
    const [quantity, setQuantity] = useState('');
    const [validDays, setValidDays] = useState('');
    if (!record || record.status === 'closed') return null;
    const quoteQuantity = quantity === '' ? record.quantity : Number(quantity);
    const priceValue = price === '' ? NaN : Number(price);

    return (
        <Box sx={{ maxWidth: 720, width: '100%' }} data-testid="enquiry-actions">
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>Answer</Typography>
            <MuiTextField
                label={record.answer ? 'Another answer' : 'Answer'}
                value={answer}
                onChange={e => setAnswer(e.target.value)}
                multiline
                minRows={3}
                fullWidth
                error={!!errors.answer}
                helperText={errors.answer ?? 'The customer reads it in their dashboard; it stays in the History.'}
                slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'enquiry-answer-input' } }}
            />
            <Button
                label="Send answer"
                variant="contained"
                sx={{ mt: 1 }}
                disabled={busy}
                data-testid="enquiry-answer-send"
                onClick={async () => (await run('answer', { answer }, 'Answer sent')) && setAnswer('')}
            >
                <QuestionAnswerIcon />
            </Button>

            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>Quote</Typography>
            {record.order ? (
                // A quote is ordered once: its price stays as ordered unless that order is cancelled.
                <Typography variant="body2" color="text.secondary" data-testid="enquiry-quote-ordered">
                    The customer ordered this quote ({record.order.orderNumber}). It can change only if that order is cancelled.
                </Typography>
            ) : (
                <>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                        <MuiTextField
                            label={`Price per ${record.unit}`}
                            value={price}
                            onChange={e => setPrice(e.target.value)}
                            error={!!errors.price}
                            helperText={errors.price ?? ' '}
                            slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> }, htmlInput: { inputMode: 'decimal', 'data-testid': 'enquiry-quote-price' } }}
                        />
                        <MuiTextField
                            label={`Quantity (${record.unit})`}
                            value={quantity}
                            placeholder={String(record.quantity)}
                            onChange={e => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 2))}
                            error={!!errors.quantity}
                            helperText={errors.quantity ?? '3 to 30; empty: as asked'}
                            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'enquiry-quote-quantity' } }}
                        />
                        <MuiTextField
                            label="Valid for (days)"
                            value={validDays}
                            placeholder={String(QUOTE_VALID_DAYS.default)}
                            onChange={e => setValidDays(e.target.value.replace(/\D/g, '').slice(0, 2))}
                            error={!!errors.validDays}
                            helperText={errors.validDays ?? `${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max}, to the end of the last day; empty: ${QUOTE_VALID_DAYS.default}`}
                            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'enquiry-quote-valid-days' } }}
                        />
                    </Stack>
                    {Number.isFinite(priceValue) && priceValue > 0 && (
                        <Typography variant="body2" color="text.secondary" data-testid="enquiry-quote-total">
                            Total {formatRupees(Math.round(priceValue * 100 * quoteQuantity) / 100)} for {countInEnglish(quoteQuantity, record.unit)}
                        </Typography>
                    )}
                    <Button
                        label="Send quote"
                        variant="contained"
                        sx={{ mt: 1 }}
                        disabled={busy}
                        data-testid="enquiry-quote-send"
                        onClick={async () => {
                            const body = { price: price === '' ? undefined : Number(price), ...(quantity !== '' && { quantity: Number(quantity) }), ...(validDays !== '' && { validDays: Number(validDays) }) };
                            if (await run('quote', body, 'Quote sent')) {
                                setPrice('');
                                setQuantity('');
                                setValidDays('');
                            }
                        }}
                    >
                        <RequestQuoteIcon />
                    </Button>
                </>
            )}

            <Divider sx={{ my: 2 }} />
            <ConfirmButton
                label="Close enquiry"
                icon={<TaskAltIcon />}
                title="Close this enquiry?"
                content="A closed enquiry takes no more answers or quotes."
                onConfirm={() => run('close', {}, 'Enquiry closed')}
                disabled={busy || record.status === 'ordered'}
                testId="enquiry-close"
            />
            {record.status === 'ordered' && (
                <Typography variant="body2" color="text.secondary">
                    An order holds this quote: the enquiry can be closed once that order is cancelled.
                </Typography>
            )}
        </Box>
    );
};
