import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { httpClient } from '../dataProvider';
import { type Session, setSession } from '../session';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (POST /api/auth/password/change) for whoever is signed in to the back office.
 * A vendor's, provider's or admin's dashboard is here, and the storefront's Profile Settings are
 * a customer's only: without this page they could only reset it by e-mail. The server ends every
 * other session and answers with a fresh one for this tab, kept here. A refusal is shown under
 * the box it names, and what was typed stays.
 */
export const ChangePasswordPage = () => {
    const notify = useNotify();
    const [values, setValues] = useState(EMPTY);
    const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
    const [formError, setFormError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const set = (field: Field) => (value: string) => {
        setValues(v => ({ ...v, [field]: value }));
        setErrors(e => ({ ...e, [field]: undefined }));
    };
    const save = async (event: FormEvent) => {
        event.preventDefault();
        const checks: Partial<Record<Field, string>> = {
            currentPassword: values.currentPassword ? undefined : 'Please enter your current password',
            newPassword: values.newPassword ? undefined : 'Please enter a new password',
            confirmPassword: values.confirmPassword === values.newPassword ? undefined : 'The passwords do not match',
        };
        setFormError(null);
        if (Object.values(checks).some(Boolean)) return setErrors(checks);
        setBusy(true);
        try {
            const { json } = await httpClient('/api/auth/password/change', {
                method: 'POST',
                body: JSON.stringify({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
            });
            const answer = json as Partial<Session> & { message?: string };
            if (answer.accessToken && answer.refreshToken && answer.user) setSession({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user });
            setValues(EMPTY);
            setErrors({});
            notify(answer.message ?? 'Your password has been changed.', { type: 'success' });
        } catch (error) {
            const body = (error as { body?: { message?: string; errors?: Partial<Record<Field, string>> } }).body;
            if (body?.errors && Object.keys(body.errors).length) setErrors(body.errors);
            else setFormError(body?.message ?? (error as Error).message);
        } finally {
            setBusy(false);
        }
    };
    const box = (field: Field, label: string, autoComplete: string, hint?: string) => (
        <TextField
            type="password"
            label={label}
            value={values[field]}
            onChange={e => set(field)(e.target.value)}
            error={!!errors[field]}
            helperText={errors[field] ?? hint}
            autoComplete={autoComplete}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `password-${field}` } }}
        />
    );
    return (
        <Box sx={{ py: 2, maxWidth: 520 }} data-testid="change-password-page">
            <Title title="Change password" />
            <Card>
                <CardContent>
                    <Box component="form" onSubmit={save} noValidate>
                        <Stack spacing={2}>
                            <Typography variant="body2" color="text.secondary">
                                Your other sessions are signed out once the password changes; this one stays signed in.
                            </Typography>
                            {formError && <Alert severity="error" data-testid="password-error">{formError}</Alert>}
                            {box('currentPassword', 'Current password', 'current-password')}
                            {box('newPassword', 'New password', 'new-password')}
                            {box('confirmPassword', 'Confirm new password', 'new-password')}
                            <Button type="submit" variant="contained" disabled={busy} data-testid="password-save" sx={{ alignSelf: 'flex-start' }}>
                                Change password
                            </Button>
                        </Stack>
                    </Box>
                </CardContent>
            </Card>
        </Box>
    );
};

export default ChangePasswordPage;
