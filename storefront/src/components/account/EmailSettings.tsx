import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange, requestEmailChange, resendEmailChange, type PendingEmailChange } from '../../api/account';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { useSession } from '../../session/SessionContext';
import type { SessionUser } from '../../session/sessionTypes';
import { checkEmail } from '../../session/validation';
import { Alert } from '../Alert';
import { formatDateTime } from '../dates';
import { Field } from '../Field';
import { PasswordInput } from '../PasswordInput';
import { checkCode, OneTimeCodeField } from '../auth/OneTimeCodeField';
import { ResendCodeButton } from '../auth/ResendCodeButton';
import { useCountdown } from '../auth/useCountdown';
import { EmailField } from '../EmailField';
import { RESEND_SECONDS } from '../phone/OtpDialog';
import { useFormSubmit } from '../useFormSubmit';
import { SettingActions } from './SettingActions';
import { SettingSummary } from './SettingSummary';

const FIELDS = ['email', 'currentPassword', 'code'] as const;

/**
 * Profile Settings: a new e-mail address counts only once the code sent to it is typed here, so
 * a typo cannot lock the account out of its own password resets. The current password is asked
 * first (a borrowed device must not move the account elsewhere); confirming ends every other
 * session, and this one keeps the fresh tokens the server answers with. A change waiting for its
 * code is the server's (GET /api/me/email-change): after a reload the form opens on it again,
 * with the code field, Resend (to that address, under the server's caps) and Cancel, which ends
 * it on the server.
 */
export function EmailSettings({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const { renewSession } = useSession();
  const { notify } = useToast();
  const resendWait = useCountdown();
  const { errors, formError, busy, submit, reset } = useFormSubmit(FIELDS);
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);

  /** The change waiting for its code, as the server keeps it: the form shows its address and code field, Resend waiting out the rest of the minute. */
  const showPending = (pending: PendingEmailChange) => {
    setEmail(pending.email);
    setSentTo(pending.email);
    setExpiresAt(pending.expiresAt);
    setEditing(true);
    resendWait.start(Math.max(0, RESEND_SECONDS - (Date.now() - Date.parse(pending.sentAt)) / 1000));
  };

  useEffect(() => {
    let current = true;
    pendingEmailChange()
      .then(({ pending }) => {
        if (current && pending) showPending(pending);
      })
      // Nothing to show when it cannot be read: the form starts afresh, as before.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in user
  }, [user.id]);

  const close = () => {
    setEditing(false);
    setSentTo(null);
    setExpiresAt(null);
    setCode('');
    setCurrentPassword('');
    reset();
  };

  /** Cancel: a change waiting for its code ends on the server too (one already gone there needs no ending). */
  const cancel = () => {
    if (!sentTo) return close();
    void submit({}, async () => {
      try {
        await cancelEmailChange();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
      }
      close();
    });
  };

  const resend = () =>
    submit({}, async () => {
      const { pending } = await resendEmailChange();
      if (pending) setExpiresAt(pending.expiresAt);
      resendWait.start(RESEND_SECONDS);
    });

  const sendCode = () => {
    const problem = checkEmail(email);
    const same = !problem && email.trim().toLowerCase() === user.email.toLowerCase();
    const checks = { email: problem ? t(problem) : same ? t('account.email.same') : undefined, currentPassword: currentPassword ? undefined : t('auth.validation.passwordRequired') };
    return submit(checks, async () => {
      try {
        const { pending } = await requestEmailChange(email.trim(), currentPassword);
        setSentTo(email.trim());
        setExpiresAt(pending?.expiresAt ?? null);
        resendWait.start(RESEND_SECONDS);
      } catch (error) {
        // The server's minute between codes (429 with retryAfter): wait it out with a countdown, not an error.
        if (!(error instanceof ApiError && error.status === 429 && error.retryAfter !== undefined && error.retryAfter <= RESEND_SECONDS)) throw error;
        resendWait.start(error.retryAfter);
      }
    });
  };

  const confirm = () => {
    const problem = checkCode(code);
    return submit({ code: problem && t(problem) }, async () => {
      const session = await confirmEmailChange(code);
      const saved = session.user.email;
      renewSession({ accessToken: session.accessToken, refreshToken: session.refreshToken, user: session.user });
      notify({ title: t('account.email.saved'), description: t('account.email.savedText', { email: saved }), duration: TOP_BAR_TOAST_MS });
      close();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (sentTo ? confirm() : sendCode());
  };

  if (!editing) {
    return (
      <SettingSummary
        value={user.email}
        valueTestId="profile-email"
        action={t('account.email.change')}
        icon="mail"
        onEdit={() => {
          setEmail('');
          setEditing(true);
        }}
        testId="profile-email-edit"
      />
    );
  }

  return (
    <form className="profile-edit" onSubmit={onSubmit} noValidate data-testid="profile-email-form">
      {formError && <Alert tone="error" title={formError} testId="profile-email-error" />}
      {sentTo ? (
        <Alert tone="info" title={t('account.email.sentTitle')} testId="profile-email-sent">
          <p>{t('account.email.sentText', { email: sentTo })}</p>
          {expiresAt && <p data-testid="profile-email-expires">{t('account.email.expires', { time: formatDateTime(expiresAt, i18n.language) })}</p>}
        </Alert>
      ) : (
        <p className="field__hint">{t('account.email.intro', { email: user.email })}</p>
      )}
      {!sentTo && resendWait.remaining > 0 && (
        <p className="field__hint" role="status" data-testid="profile-email-wait">
          {t('account.email.wait', { time: resendWait.label })}
        </p>
      )}
      <EmailField label={t('account.email.label')} value={email} onChange={setEmail} error={errors.email} readOnly={!!sentTo} autoFocus testId="profile-email-input" />
      {!sentTo && (
        <Field label={t('account.password.current')} error={errors.currentPassword} testId="profile-email-password">
          {(control) => (
            <PasswordInput {...control} reveals="currentPassword" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} data-testid="profile-email-password" />
          )}
        </Field>
      )}
      {sentTo && <OneTimeCodeField label={t('account.email.code')} value={code} onChange={setCode} error={errors.code} testId="profile-email-code" autoFocus />}
      <SettingActions busy={busy} submitLabel={sentTo ? t('account.email.confirm') : t('account.email.send')} onCancel={cancel} testId="profile-email-submit">
        {sentTo && <ResendCodeButton wait={resendWait} disabled={busy} onClick={() => void resend()} testId="profile-email-resend" />}
      </SettingActions>
    </form>
  );
}
