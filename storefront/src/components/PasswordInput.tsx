import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './PasswordInput.css';

/** A password box with a show/hide toggle. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} className="input password-input__field" />
      <button type="button" className="password-input__toggle" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </button>
    </div>
  );
}
