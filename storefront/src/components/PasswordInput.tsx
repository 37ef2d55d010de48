import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './PasswordInput.css';

/** Which password a box holds: its toggle is named after it ('Show confirm password'). */
export type PasswordKind = 'password' | 'confirmPassword' | 'currentPassword' | 'newPassword';

/**
 * A password box with a show/hide toggle. The toggle's name stays the same and says which
 * field it reveals, so two on one page do not sound alike; aria-pressed carries whether the
 * password shows (a name that flipped between Show and Hide would say the state twice). Its
 * visible word ('Show') is part of that name, and its pressed look shows the state.
 */
export function PasswordInput({ reveals, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { reveals: PasswordKind }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} className="input password-input__field" />
      <button type="button" className="password-input__toggle" onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={t(`auth.reveal.${reveals}`)}>
        {t('auth.showPassword')}
      </button>
    </div>
  );
}
