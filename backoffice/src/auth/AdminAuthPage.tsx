import StorefrontIcon from '@mui/icons-material/Storefront';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
    Alert,
    AlertTitle,
    Box,
    Button,
    Card,
    CardContent,
    Checkbox,
    CircularProgress,
    FormControl,
    FormControlLabel,
    FormHelperText,
    IconButton,
    InputAdornment,
    Link,
    Stack,
    Tab,
    Tabs,
    TextField,
    Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useAuthProvider, useAuthState, useNotify } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { afterEdit, type FormMessages } from '@bazaar/common';
import { ApiError, type FieldErrors, postJson } from '../api';
import { getSession, hasBackofficeRole, landingPath, SESSION_KEY } from '../session';
import { LogoMark } from '../layout/LogoMark';
import { PasswordRecovery } from './PasswordRecovery';

type Mode = 'login' | 'signup';
/** 'recover' is reached from Login's 'Forgot your password?', not from the tabs. */
type Screen = Mode | 'recover';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
    name: string;
    email: string;
    password: string;
    confirmPassword: string;
    code: string;
    terms: boolean;
}

/** Spec §5 (Admin auth): both modes need e-mail and password; sign-up also name, matching passwords, terms. */
const validate = (mode: Mode, v: Values): FieldErrors => {
    const errors: FieldErrors = {};
    if (mode === 'signup' && !v.name.trim()) errors.name = 'Please enter your full name';
    if (!v.email.trim()) errors.email = 'Please enter your email address';
    else if (!EMAIL_SHAPE.test(v.email.trim())) errors.email = 'Please enter a valid email address';
    if (!v.password) errors.password = 'Please enter your password';
    if (mode === 'signup') {
        if (v.password && v.confirmPassword !== v.password) errors.confirmPassword = 'Passwords do not match';
        if (!v.code.trim()) errors.code = 'Please enter your invitation code';
        if (!v.terms) errors.terms = 'You must agree to the terms and conditions';
    }
    return errors;
};

const PasswordField = ({
    label,
    value,
    onChange,
    error,
    name,
    autoComplete,
}: {
    label: string;
    value: string;
    onChange: (v: string) => void;
    error?: string;
    name: string;
    autoComplete: string;
}) => {
    const [shown, setShown] = useState(false);
    return (
        <TextField
            label={label}
            name={name}
            type={shown ? 'text' : 'password'}
            value={value}
            onChange={e => onChange(e.target.value)}
            error={!!error}
            helperText={error}
            autoComplete={autoComplete}
            variant="outlined"
            fullWidth
            slotProps={{
                htmlInput: { 'data-testid': `auth-${name}` },
                input: {
                    endAdornment: (
                        <InputAdornment position="end">
                            {/* Named after its field, the same whatever the state (aria-pressed carries it): Password and Confirm Password each have one. A tab stop, as on the storefront: keyboard users reveal what they typed too. */}
                            <IconButton
                                aria-label={`Show ${label.toLowerCase()}`}
                                aria-pressed={shown}
                                onClick={() => setShown(s => !s)}
                                edge="end"
                                size="small"
                            >
                                {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                            </IconButton>
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};

/**
 * Back to the page that sent an admin here (react-admin's logout records it), else the
 * dashboard. Vendors and providers land on their own profile.
 */
const nextPath = (state: unknown): string => {
    const user = getSession()?.user;
    if (user && user.role !== 'admin') return landingPath(user);
    const s = state as { nextPathname?: string; nextSearch?: string } | null;
    const path = s?.nextPathname;
    if (!path || path === '/auth' || path === '/login') return '/';
    return path + (s?.nextSearch ?? '');
};

/**
 * /admin/auth: admin Login, and Sign Up with an invitation from an admin
 * (spec 2.10: toggles between the two; after sign-up it switches to login).
 */
export const AdminAuthPage = () => {
    const [params] = useSearchParams();
    const invitationCode = params.get('code') ?? params.get('invitation') ?? '';
    const [mode, setMode] = useState<Screen>(invitationCode || params.get('mode') === 'signup' ? 'signup' : 'login');
    const [values, setValues] = useState<Values>({
        name: '',
        email: params.get('email') ?? '',
        password: '',
        confirmPassword: '',
        code: invitationCode,
        terms: false,
    });
    /** The fields' messages and the banner's (`form`): a corrected field loses its message, and the banner goes with the last one it spoke of. */
    const [errors, setErrors] = useState<FormMessages>({});
    const failure = errors.form;
    const dismissFailure = () => setErrors(({ form: _dropped, ...fields }) => fields);
    const [created, setCreated] = useState(false);
    const [submitting, setSubmitting] = useState(false);
    const authProvider = useAuthProvider();
    // the same query as <Admin requireAuth>: refreshed after login, before navigating,
    // so the admin routes do not act on the "signed out" answer cached on the way here
    const { refetch: recheckAuth } = useAuthState(undefined, false, { enabled: false });
    const navigate = useNavigate();
    const location = useLocation();
    const notify = useNotify();

    const session = getSession();
    const signedInWithBackofficeRole = hasBackofficeRole(session);
    const [, setStorageTick] = useState(0);

    // Already signed in with a back-office role (here, in another tab or on the storefront):
    // refresh react-admin's cached auth state first, or the routes would log the session out.
    useEffect(() => {
        if (!signedInWithBackofficeRole) return;
        let cancelled = false;
        void recheckAuth().then(() => {
            if (!cancelled) navigate(nextPath(location.state), { replace: true });
        });
        return () => {
            cancelled = true;
        };
    }, [signedInWithBackofficeRole, recheckAuth, navigate, location.state]);

    // The browser tab says so too: one sign-in for vendors, suppliers, service providers and admins.
    useEffect(() => {
        const before = document.title;
        document.title = 'Sign in · Bazaar Back Office';
        return () => {
            document.title = before;
        };
    }, []);

    useEffect(() => {
        const onStorage = (event: StorageEvent) => {
            if (event.key === null || event.key === SESSION_KEY) setStorageTick(t => t + 1);
        };
        window.addEventListener('storage', onStorage);
        return () => window.removeEventListener('storage', onStorage);
    }, []);

    if (signedInWithBackofficeRole) return <Loading />;

    const set = <K extends keyof Values>(key: K) => (value: Values[K]) => {
        setValues(v => ({ ...v, [key]: value }));
        setErrors(current => afterEdit(current, key));
    };

    /** Login as the back office does it: the session is kept only for an admin, a vendor or a provider. */
    const signIn = async (email: string, password: string) => {
        await authProvider!.login({ email, password });
        await recheckAuth();
        navigate(nextPath(location.state), { replace: true });
    };

    const switchMode = (next: Screen) => {
        setMode(next);
        setErrors({});
        if (next === 'signup') setCreated(false);
    };

    const submit = async (event: React.FormEvent) => {
        event.preventDefault();
        if (mode === 'recover') return; // the recovery form submits itself
        const found = validate(mode, values);
        setErrors(found);
        if (Object.keys(found).length) return;
        setSubmitting(true);
        try {
            if (mode === 'login') {
                await signIn(values.email.trim(), values.password);
                return;
            }
            await postJson(
                '/api/admin/invitations/accept',
                {
                    code: values.code.trim(),
                    name: values.name.trim(),
                    email: values.email.trim(),
                    password: values.password,
                    confirmPassword: values.confirmPassword,
                },
                { fallbackMessage: 'Failed to create account' },
            );
            notify('Your admin account has been created. You can log in now.', { type: 'success' });
            setCreated(true);
            setValues(v => ({ ...v, password: '', confirmPassword: '', code: '', terms: false }));
            setMode('login');
        } catch (error) {
            const fallback = mode === 'login' ? 'Failed to login' : 'Failed to create account';
            const fields: FieldErrors = error instanceof ApiError && error.errors ? error.errors : {};
            setErrors({ ...fields, form: (error as Error)?.message || fallback });
        } finally {
            setSubmitting(false);
        }
    };

    const isSignup = mode === 'signup';
    const field = (name: keyof Omit<Values, 'terms'>, label: string, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
        <TextField
            label={label}
            name={name}
            value={values[name]}
            onChange={e => set(name)(e.target.value)}
            error={!!errors[name]}
            helperText={errors[name]}
            variant="outlined"
            fullWidth
            {...props}
            slotProps={{ htmlInput: { 'data-testid': `auth-${name}` } }}
        />
    );

    return (
        <Box
            data-testid="admin-auth-page"
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
                background: 'linear-gradient(135deg, #ebf7f4 0%, #fbf9f5 55%, #fff7e8 100%)', // the storefront's brand-50, bg and accent-50
            }}
        >
            <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 12px 40px rgba(16, 42, 20, 0.12)' }}>
                <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
                    <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
                        <LogoMark size={40} />
                        <Box>
                            {/* One sign-in for everyone who works in the back office; sign-up stays the invited admins' (spec 'Admin signup') */}
                            <Typography variant="h6" component="h1" sx={{ lineHeight: 1.2 }} data-testid="auth-title">
                                Bazaar Back Office
                            </Typography>
                            <Typography variant="body2" color="text.secondary" data-testid="auth-subtitle">
                                {isSignup ? 'Create your admin account with an invitation' : 'For vendors, suppliers, service providers and admins'}
                            </Typography>
                        </Box>
                    </Stack>

                    {mode === 'recover' ? (
                        <PasswordRecovery initialEmail={values.email.trim()} onReset={signIn} onCancel={() => switchMode('login')} />
                    ) : (
                    <>
                    <Tabs value={mode} onChange={(_, next: Mode) => switchMode(next)} variant="fullWidth" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
                        <Tab label="Login" value="login" data-testid="auth-mode-login" />
                        <Tab label="Sign Up" value="signup" data-testid="auth-mode-signup" />
                    </Tabs>

                    {session && !hasBackofficeRole(session) && (
                        <Alert severity="info" sx={{ mb: 2 }} data-testid="auth-non-admin-session">
                            You are signed in on the storefront as {session.user.name || session.user.email}, which does not have admin privileges. Log in with a vendor, supplier, service provider or admin account.
                        </Alert>
                    )}
                    {created && mode === 'login' && (
                        <Alert severity="success" sx={{ mb: 2 }} data-testid="auth-success" onClose={() => setCreated(false)}>
                            <AlertTitle>Account created</AlertTitle>
                            Your admin account has been created. Log in with your email and password.
                        </Alert>
                    )}
                    {failure && (
                        <Alert severity="error" sx={{ mb: 2 }} data-testid="auth-error" onClose={dismissFailure}>
                            <AlertTitle>Error</AlertTitle>
                            {failure}
                        </Alert>
                    )}

                    <Box component="form" onSubmit={submit} noValidate data-testid={`auth-form-${mode}`}>
                        <Stack spacing={2}>
                            {isSignup && field('name', 'Full Name', { autoComplete: 'name', autoFocus: true })}
                            {field('email', 'Email', { type: 'email', autoComplete: 'email', autoFocus: !isSignup })}
                            <PasswordField
                                label="Password"
                                name="password"
                                value={values.password}
                                onChange={set('password')}
                                error={errors.password}
                                autoComplete={isSignup ? 'new-password' : 'current-password'}
                            />
                            {!isSignup && (
                                <Box sx={{ textAlign: 'end', mt: '4px !important' }}>
                                    <Link component="button" type="button" variant="body2" onClick={() => switchMode('recover')} data-testid="forgot-password">
                                        Forgot your password?
                                    </Link>
                                </Box>
                            )}
                            {isSignup && (
                                <>
                                    <PasswordField
                                        label="Confirm Password"
                                        name="confirmPassword"
                                        value={values.confirmPassword}
                                        onChange={set('confirmPassword')}
                                        error={errors.confirmPassword}
                                        autoComplete="new-password"
                                    />
                                    {field('code', 'Invitation Code', { autoComplete: 'off', helperText: errors.code ?? 'From the invitation an admin sent you' })}
                                    <FormControl error={!!errors.terms}>
                                        <FormControlLabel
                                            control={
                                                <Checkbox
                                                    checked={values.terms}
                                                    onChange={e => set('terms')(e.target.checked)}
                                                    slotProps={{ input: { 'data-testid': 'auth-terms' } as React.InputHTMLAttributes<HTMLInputElement> }}
                                                />
                                            }
                                            label={
                                                <Typography variant="body2">
                                                    I agree to the{' '}
                                                    <Link href="/terms" target="_blank" rel="noopener">
                                                        terms and conditions
                                                    </Link>
                                                </Typography>
                                            }
                                        />
                                        {errors.terms && <FormHelperText sx={{ mt: -0.5 }}>{errors.terms}</FormHelperText>}
                                    </FormControl>
                                </>
                            )}
                            <Button
                                type="submit"
                                variant="contained"
                                size="large"
                                disabled={submitting}
                                data-testid="auth-submit"
                                startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                            >
                                {isSignup ? 'Create Account' : 'Login'}
                            </Button>
                        </Stack>
                    </Box>

                    <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 2 }}>
                        {isSignup ? 'Already have an account? ' : 'Have an invitation? '}
                        <Link component="button" type="button" onClick={() => switchMode(isSignup ? 'login' : 'signup')} data-testid="auth-toggle" sx={{ verticalAlign: 'baseline' }}>
                            {isSignup ? 'Login' : 'Sign Up'}
                        </Link>
                    </Typography>
                    </>
                    )}
                    <Box sx={{ textAlign: 'center', mt: 2 }}>
                        <Button href="/" size="small" startIcon={<StorefrontIcon fontSize="small" />} color="inherit" sx={{ color: 'text.secondary' }}>
                            View storefront
                        </Button>
                    </Box>
                </CardContent>
            </Card>
        </Box>
    );
};

export default AdminAuthPage;
