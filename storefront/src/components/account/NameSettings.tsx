import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeName } from '../../api/account';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { useSession } from '../../session/SessionContext';
import type { SessionUser } from '../../session/sessionTypes';
import { checkName } from '../../session/validation';
import { Field } from '../Field';
import { Icon } from '../Icon';
import { firstInvalid, useFocusAfterRender } from '../useFocusAfterRender';
import { useFormSubmit } from '../useFormSubmit';
import { SettingActions } from './SettingActions';
import { SettingSummary } from './SettingSummary';

/** The most a name may be (the server refuses longer ones too). */
export const MAX_NAME_LENGTH = 100;
const FIELDS = ['name'] as const;

/** Profile Settings: the name shown in the account menu and on orders. */
export function NameSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const { notify } = useToast();
  const { errors, formError, busy, submit, reset } = useFormSubmit(FIELDS);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  /** The name just saved: its confirmation under the row takes the focus from Save, which is gone. */
  const [saved, setSaved] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const focusAfter = useFocusAfterRender();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkName(name);
    const ok = await submit({ name: problem && t(problem) }, async () => {
      const updated = await changeName(name.trim());
      const newName = updated.name ?? name.trim();
      updateUser({ name: newName });
      setEditing(false);
      setSaved(newName);
      notify({ title: t('account.name.saved'), description: t('account.name.savedText', { name: newName }), duration: TOP_BAR_TOAST_MS });
    });
    focusAfter(ok ? () => confirmation.current : () => firstInvalid(form.current));
  };

  if (!editing) {
    return (
      <>
        <SettingSummary
          value={user.name || '—'}
          valueTestId="profile-name"
          action={t('account.name.change')}
          icon="user"
          onEdit={() => {
            setName(user.name);
            setSaved(null);
            reset();
            setEditing(true);
          }}
          testId="profile-name-edit"
        />
        {saved !== null && (
          <p className="profile-setting__saved" ref={confirmation} tabIndex={-1} data-testid="profile-name-saved">
            <Icon name="checkCircle" size={16} /> {t('account.name.savedText', { name: saved })}
          </p>
        )}
      </>
    );
  }

  return (
    <form ref={form} className="profile-edit" onSubmit={save} noValidate data-testid="profile-name-form">
      <Field label={t('account.name.label')} error={errors.name ?? (formError || undefined)} testId="profile-name-input">
        {(control) => (
          <input {...control} className="input" autoComplete="name" maxLength={MAX_NAME_LENGTH} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="profile-name-input" />
        )}
      </Field>
      <SettingActions busy={busy} submitLabel={t('account.save')} onCancel={() => setEditing(false)} testId="profile-name-save" />
    </form>
  );
}
