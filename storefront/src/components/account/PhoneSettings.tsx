import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifySignedInPhone } from '../../api/auth';
import { ApiError } from '../../api/client';
import { TOP_BAR_TOAST_MS, useToast } from '../../layout/Toast';
import { useSession } from '../../session/SessionContext';
import type { SessionUser } from '../../session/sessionTypes';
import { Icon } from '../Icon';
import { PhoneVerifyField, type PhoneProof } from '../phone/PhoneVerifyField';
import { useTranslateServerMessage } from '../serverMessages';

/** Profile Settings: the phone number, proven by a texted code before the account records it. */
export function PhoneSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const { notify } = useToast();
  const serverMessage = useTranslateServerMessage();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [proof, setProof] = useState<PhoneProof | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const verified = !!user.phoneVerified;

  // A confirmed code proves the number; the server then records it on the account.
  const save = async (next: PhoneProof | null) => {
    setProof(next);
    if (!next) return;
    setSaving(true);
    setError('');
    try {
      const updated = await verifySignedInPhone(next.token);
      updateUser({ ...updated, phoneVerified: updated.phoneVerified ?? true, phone: next.phone });
      setEditing(false);
      setProof(null);
      notify({ title: t('dashboard.profile.phoneSaved'), description: t('dashboard.profile.phoneSavedText', { phone: next.phone }), duration: TOP_BAR_TOAST_MS });
    } catch (failure) {
      setProof(null);
      if (failure instanceof ApiError && !failure.isNetworkError) setError(serverMessage(failure.errors.phone ?? failure.errors.phoneVerificationToken ?? failure.message));
      else setError(t('dashboard.profile.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="profile-phone">
      <div className="profile-phone__row">
        <span dir="ltr" className="profile-phone__number" data-testid="profile-phone">
          {user.phone || (verified ? t('dashboard.profile.phoneOnFile') : t('dashboard.profile.phoneUnknown'))}
        </span>
        <span className={`status-badge ${verified ? 'status-badge--ok' : 'status-badge--warn'}`} data-testid="profile-phone-status">
          <Icon name={verified ? 'checkCircle' : 'alert'} size={16} />
          {verified ? t('dashboard.profile.verified') : t('dashboard.profile.notVerified')}
        </span>
        {!editing && (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              setEditing(true);
              setPhone(user.phone ?? '');
            }}
            data-testid="dashboard-verify-phone"
          >
            <Icon name="phone" size={16} />
            {verified ? t('dashboard.profile.changePhone') : t('dashboard.profile.verifyPhone')}
          </button>
        )}
      </div>
      {editing && (
        <div className="profile-phone__form">
          <p className="field__hint">{t('dashboard.profile.verifyIntro')}</p>
          <PhoneVerifyField label={t('auth.fields.phone')} hint={t('auth.fields.phoneHint')} phone={phone} onPhoneChange={setPhone} proof={proof} onProof={save} error={error} disabled={saving} />
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setEditing(false)} disabled={saving}>
            {t('dashboard.profile.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
