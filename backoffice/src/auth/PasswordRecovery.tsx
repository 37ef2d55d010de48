import { Alert, AlertTitle, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ApiError, type FieldErrors, postJson } from '../api';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_SHAPE = /^\d{6}$/;
/** The storefront's minimum too (spec §5); the server may ask for more and says so. */
const MIN_PASSWORD = 6;
const RESEND_SECONDS = 60;

interface Props {
    initialEmail: string;
    /** Signs in with the new password (the page's own login path). */
    onReset: (email: string, password: string) => Promise<void>;
    onCancel: () => void;
}

/**
 * Forgotten password on /admin/auth: a 6-digit code goes to the address (the dev outbox in
 * development), the code and a new password set it and end every old session, then the
 * page signs in with the new password.
 */
export const PasswordRecovery = ({ initialEmail, onReset, onCancel }: Props) => {
    const [step, setStep] = useState<'request' | 'reset'>('request');
    const [values, setValues] = useState({ email: initialEmail, code: '', password: '', confirmPassword: '' });
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [wait, setWait] = useState(0);

    useEffect(() => {
        if (wait <= 0) return;
        const timer = window.setTimeout(() => setWait(w => w - 1), 1000);
        return () => window.clearTimeout(timer);
    }, [wait]);

    const set = (key: keyof typeof values) => (value: string) => {
        setValues(v => ({ ...v, [key]: key === 'code' ? value.replace(/\D/g, '').slice(0, 6) : value }));
        setErrors(({ [key]: _dropped, ...rest }) => rest);
    };

    const fail = (error: unknown, fallback: string) => {
        if (error instanceof ApiError && error.errors && Object.keys(error.errors).length) setErrors(error.errors);
        else setFailure((error as Error)?.message || fallback);
    };

    const sendCode = async () => {
        setFailure(null);
        const email = values.email.trim();
        if (!email) return setErrors({ email: 'Please enter your email address' });
        if (!EMAIL_SHAPE.test(email)) return setErrors({ email: 'Please enter a valid email address' });
        setBusy(true);
        try {
            await postJson('/api/auth/password/forgot', { email }, { fallbackMessage: 'The code could not be sent' });
            setStep('reset');
            setWait(RESEND_SECONDS);
        } catch (error) {
            fail(error, 'The code could not be sent');
        } finally {
            setBusy(false);
        }
    };

    const reset = async () => {
        setFailure(null);
        const found: FieldErrors = {};
        if (!CODE_SHAPE.test(values.code)) found.code = 'Please enter the complete 6-digit verification code';
        if (!values.password) found.password = 'Please enter your new password';
        else if (values.password.length < MIN_PASSWORD) found.password = `Password must be at least ${MIN_PASSWORD} characters`;
        else if (values.confirmPassword !== values.password) found.confirmPassword = 'Passwords do not match';
        setErrors(found);
        if (Object.keys(found).length) return;
        setBusy(true);
        const email = values.email.trim();
        try {
            await postJson('/api/auth/password/reset', { email, code: values.code, password: values.password }, { fallbackMessage: 'The password could not be reset' });
            await onReset(email, values.password);
        } catch (error) {
            fail(error, 'The password could not be reset');
            setBusy(false);
        }
    };

    const field = (name: keyof typeof values, label: string, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
        <TextField
            label={label}
            name={name}
            value={values[name]}
            onChange={e => set(name)(e.target.value)}
            error={!!errors[name]}
            helperText={errors[name] ?? props.helperText}
            variant="outlined"
            fullWidth
            {...props}
            slotProps={{ htmlInput: { 'data-testid': `recovery-${name}`, ...(name === 'code' ? { inputMode: 'numeric', autoComplete: 'one-time-code' } : {}) } }}
        />
    );

    return (
        <Box
            component="form"
            noValidate
            data-testid="recovery-form"
            onSubmit={(event: React.FormEvent) => {
                event.preventDefault();
                void (step === 'request' ? sendCode() : reset());
            }}
        >
            <Stack spacing={2}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    Reset your password
                </Typography>
                {failure && (
                    <Alert severity="error" data-testid="recovery-error" onClose={() => setFailure(null)}>
                        {failure}
                    </Alert>
                )}
                {step === 'request' ? (
                    <Typography variant="body2" color="text.secondary">
                        Enter the email address of your account and we will send you a 6-digit code.
                    </Typography>
                ) : (
                    <Alert severity="info" data-testid="recovery-sent">
                        <AlertTitle>Check your email</AlertTitle>
                        If an account uses {values.email.trim()}, a 6-digit code is on its way there.
                    </Alert>
                )}
                {field('email', 'Email', { type: 'email', autoComplete: 'email', disabled: step === 'reset', autoFocus: step === 'request' })}
                {step === 'reset' && (
                    <>
                        {field('code', 'Code from the email', { autoFocus: true, helperText: 'The 6-digit code we sent you' })}
                        {field('password', 'New password', { type: 'password', autoComplete: 'new-password' })}
                        {field('confirmPassword', 'Confirm new password', { type: 'password', autoComplete: 'new-password' })}
                    </>
                )}
                <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={busy}
                    data-testid="recovery-submit"
                    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                    {step === 'request' ? 'Send code' : 'Set password and log in'}
                </Button>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
                    {step === 'reset' && (
                        <Link component="button" type="button" disabled={busy || wait > 0} onClick={() => void sendCode()} data-testid="recovery-resend">
                            {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
                        </Link>
                    )}
                    <Link component="button" type="button" onClick={onCancel} data-testid="recovery-cancel">
                        Back to login
                    </Link>
                </Stack>
            </Stack>
        </Box>
    );
};
