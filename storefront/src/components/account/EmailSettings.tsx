import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmEmailChange, requestEmailChange } from '../../api/account';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { useSession } from '../../session/SessionContext';
import type { SessionUser } from '../../session/sessionTypes';
import { checkEmail } from '../../session/validation';
import { Alert } from '../Alert';
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
 * session, and this one keeps the fresh tokens the server answers with.
 */
export function EmailSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { renewSession } = useSession();
  const { notify } = useToast();
  const resendWait = useCountdown();
  const { errors, formError, busy, submit, reset } = useFormSubmit(FIELDS);
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const close = () => {
    setEditing(false);
    setSentTo(null);
    setCode('');
    setCurrentPassword('');
    reset();
  };

  const sendCode = () => {
    const problem = checkEmail(email);
    const same = !problem && email.trim().toLowerCase() === user.email.toLowerCase();
    const checks = { email: problem ? t(problem) : same ? t('account.email.same') : undefined, currentPassword: currentPassword ? undefined : t('auth.validation.passwordRequired') };
    return submit(checks, async () => {
      await requestEmailChange(email.trim(), currentPassword);
      setSentTo(email.trim());
      resendWait.start(RESEND_SECONDS);
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
        </Alert>
      ) : (
        <p className="field__hint">{t('account.email.intro', { email: user.email })}</p>
      )}
      <EmailField label={t('account.email.label')} value={email} onChange={setEmail} error={errors.email} readOnly={!!sentTo} autoFocus testId="profile-email-input" />
      {!sentTo && (
        <Field label={t('account.password.current')} error={errors.currentPassword} testId="profile-email-password">
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} data-testid="profile-email-password" />
          )}
        </Field>
      )}
      {sentTo && <OneTimeCodeField label={t('account.email.code')} value={code} onChange={setCode} error={errors.code} testId="profile-email-code" autoFocus />}
      <SettingActions busy={busy} submitLabel={sentTo ? t('account.email.confirm') : t('account.email.send')} onCancel={close} testId="profile-email-submit">
        {sentTo && <ResendCodeButton wait={resendWait} disabled={busy} onClick={() => void sendCode()} />}
      </SettingActions>
    </form>
  );
}
