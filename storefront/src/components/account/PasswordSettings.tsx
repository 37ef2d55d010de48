import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/account';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { useSession } from '../../session/SessionContext';
import { checkPassword } from '../../session/validation';
import { Alert } from '../Alert';
import { Field } from '../Field';
import { PasswordInput } from '../PasswordInput';
import { useFormSubmit } from '../useFormSubmit';
import { SettingActions } from './SettingActions';
import { SettingSummary } from './SettingSummary';

type FieldName = 'currentPassword' | 'newPassword';
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword'];
const EMPTY = { currentPassword: '', newPassword: '' };

/** Profile Settings: a new password, proven by the current one. */
export function PasswordSettings() {
  const { t } = useTranslation();
  const { renewSession } = useSession();
  const { notify } = useToast();
  const { errors, formError, busy, submit, reset } = useFormSubmit(FIELDS);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(EMPTY);

  const close = () => {
    setEditing(false);
    setValues(EMPTY);
    reset();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const weak = checkPassword(values.newPassword);
    const checks = {
      currentPassword: values.currentPassword ? undefined : t('auth.validation.passwordRequired'),
      newPassword: weak ? t(weak) : values.newPassword === values.currentPassword ? t('account.password.same') : undefined,
    };
    await submit(checks, async () => {
      const answer = await changePassword(values.currentPassword, values.newPassword);
      // When the server answers with a fresh session for this device (it may end the others), keep it.
      if (answer.accessToken && answer.refreshToken && answer.user) renewSession({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user });
      notify({ title: t('account.password.saved'), description: t('account.password.savedText'), duration: TOP_BAR_TOAST_MS });
      close();
    });
  };

  const passwordField = (field: FieldName, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} error={errors[field]} hint={hint} testId={`profile-password-${field === 'currentPassword' ? 'current' : 'new'}`}>
      {(control) => (
        <PasswordInput
          {...control}
          reveals={field}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          autoFocus={field === 'currentPassword'}
          data-testid={`profile-password-${field === 'currentPassword' ? 'current' : 'new'}`}
        />
      )}
    </Field>
  );

  if (!editing) {
    return (
      <SettingSummary
        value="••••••••"
        valueLabel={t('account.password.hidden')}
        action={t('account.password.change')}
        icon="shield"
        onEdit={() => setEditing(true)}
        testId="profile-password-edit"
      />
    );
  }

  return (
    <form className="profile-edit" onSubmit={save} noValidate data-testid="profile-password-form">
      {formError && <Alert tone="error" title={formError} testId="profile-password-error" />}
      {passwordField('currentPassword', t('account.password.current'), 'current-password')}
      {passwordField('newPassword', t('account.password.new'), 'new-password', t('auth.fields.passwordHint'))}
      <SettingActions busy={busy} submitLabel={t('account.password.submit')} onCancel={close} testId="profile-password-save" />
    </form>
  );
}
