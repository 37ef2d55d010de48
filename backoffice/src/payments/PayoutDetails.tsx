import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import {
    Alert,
    Button,
    Card,
    CardContent,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    Radio,
    RadioGroup,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { checkPayoutDetails, type PayoutMethod } from '@bazaar/common';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import type { BazaarDataProvider } from '../dataProvider';
import type { PayTo } from './types';

/** One line for where a payout goes: `Bank account ••••4321, IFSC HDFC0001234 (Asha Rao)` or `UPI a•••@okhdfcbank (Asha Rao)`. */
export const payToText = (payTo: PayTo) =>
    payTo.method === 'bank'
        ? `Bank account ${payTo.accountNumber ?? ''}, IFSC ${payTo.ifsc ?? ''} (${payTo.accountHolder})`
        : `UPI ${payTo.upiId ?? ''} (${payTo.accountHolder})`;

/** The signed-in seller's payout details (masked), null while there are none, undefined while loading. */
export const usePayoutDetails = () => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const [details, setDetails] = useState<PayTo | null>();
    const [error, setError] = useState('');
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
        let current = true;
        dataProvider.getPayoutDetails().then(
            d => current && setDetails(d),
            (e: Error) => current && setError(e.message),
        );
        return () => {
            current = false;
        };
    }, [dataProvider, attempt]);
    const reload = useCallback(() => setAttempt(a => a + 1), []);
    return { details, error, reload, setDetails };
};

type Values = { method: PayoutMethod; accountHolder: string; accountNumber: string; ifsc: string; upiId: string };
const EMPTY: Values = { method: 'bank', accountHolder: '', accountNumber: '', ifsc: '', upiId: '' };

/** Bank account (holder, number, IFSC) or UPI ID: checked as the server checks, the server's answer shown under each field. */
const PayoutDetailsDialog = ({ open, initial, onClose, onSaved }: { open: boolean; initial: PayTo | null; onClose: () => void; onSaved: (saved: PayTo) => void }) => {
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    // The number and UPI ID on file are masked: the seller types them again to change anything.
    const [values, setValues] = useState<Values>(EMPTY);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    useEffect(() => {
        if (open) {
            setValues({ ...EMPTY, method: initial?.method ?? 'bank', accountHolder: initial?.accountHolder ?? '', ifsc: initial?.ifsc ?? '' });
            setErrors({});
            setTried(false);
        }
    }, [open, initial]);
    const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues(v => ({ ...v, [field]: event.target.value }));
    const bodyOf = (v: Values): PayTo =>
        v.method === 'bank'
            ? { method: 'bank', accountHolder: v.accountHolder, accountNumber: v.accountNumber, ifsc: v.ifsc, upiId: null }
            : { method: 'upi', accountHolder: v.accountHolder, accountNumber: null, ifsc: null, upiId: v.upiId };
    const body = () => bodyOf(values);
    // Once Save has shown what is wrong, each change checks again: a corrected field loses its message at once.
    const [tried, setTried] = useState(false);
    useEffect(() => {
        if (tried) setErrors(checkPayoutDetails(bodyOf(values)).errors ?? {});
    }, [tried, values]);
    const save = async () => {
        const checked = checkPayoutDetails(body());
        setTried(true);
        if (checked.errors) return setErrors(checked.errors);
        setBusy(true);
        try {
            const saved = await dataProvider.setPayoutDetails(body());
            notify('Payout details saved', { type: 'info' });
            onSaved(saved);
        } catch (error) {
            const fields = ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors;
            if (fields) setErrors(fields);
            else notify((error as Error).message, { type: 'error' });
        } finally {
            setBusy(false);
        }
    };
    const field = (name: keyof Values, label: string, helper: string, maxLength: number) => (
        <TextField
            label={label}
            value={values[name]}
            onChange={set(name)}
            error={!!errors[name]}
            helperText={errors[name] ?? helper}
            fullWidth
            required
            slotProps={{ htmlInput: { maxLength, 'data-testid': `payout-${name}` } }}
        />
    );
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="payout-details-dialog">
            <DialogTitle>Payout details</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                        Where the marketplace team pays your withdrawals. Only you can change them; admins see them when they pay you.
                    </Typography>
                    <RadioGroup row value={values.method} onChange={e => setValues(v => ({ ...v, method: e.target.value as PayoutMethod }))}>
                        <FormControlLabel value="bank" control={<Radio />} label="Bank account" data-testid="payout-method-bank" />
                        <FormControlLabel value="upi" control={<Radio />} label="UPI ID" data-testid="payout-method-upi" />
                    </RadioGroup>
                    {errors.method && <Alert severity="error">{errors.method}</Alert>}
                    {field('accountHolder', 'Account holder name', 'As the bank or UPI app shows it', 100)}
                    {values.method === 'bank' ? (
                        <>
                            {field('accountNumber', 'Bank account number', initial?.accountNumber ? `On file: ${initial.accountNumber}; type the whole number` : '9 to 18 digits', 40)}
                            {field('ifsc', 'IFSC', '11 characters, e.g. HDFC0001234', 20)}
                        </>
                    ) : (
                        field('upiId', 'UPI ID', initial?.upiId ? `On file: ${initial.upiId}; type the whole ID` : 'e.g. name@okhdfcbank', 150)
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy}>
                    Cancel
                </Button>
                <Button onClick={save} disabled={busy} variant="contained" data-testid="payout-details-save">
                    Save
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** The seller's own profile: where withdrawals are paid (masked), and a way to add or change it. */
export const PayoutDetailsSection = (_: { label?: false }) => {
    const { details, error, setDetails } = usePayoutDetails();
    const [open, setOpen] = useState(false);
    return (
        <Card variant="outlined" sx={{ maxWidth: 720 }} data-testid="payout-details">
            <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                    <div>
                        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                            Payout details
                        </Typography>
                        {error ? (
                            <Alert severity="error">Could not load your payout details: {error}</Alert>
                        ) : details === undefined ? null : details ? (
                            <Typography variant="body2" data-testid="payout-details-text">
                                {payToText(details)}
                            </Typography>
                        ) : (
                            <Typography variant="body2" color="text.secondary" data-testid="payout-details-text">
                                None yet: add your bank account or UPI ID to withdraw your earnings.
                            </Typography>
                        )}
                    </div>
                    <Button variant="outlined" startIcon={<AccountBalanceIcon />} onClick={() => setOpen(true)} disabled={details === undefined && !error} data-testid="edit-payout-details">
                        {details ? 'Change payout details' : 'Add payout details'}
                    </Button>
                </Stack>
            </CardContent>
            <PayoutDetailsDialog
                open={open}
                initial={details ?? null}
                onClose={() => setOpen(false)}
                onSaved={saved => {
                    setDetails(saved);
                    setOpen(false);
                }}
            />
        </Card>
    );
};
