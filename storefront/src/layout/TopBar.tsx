import { lazy, Suspense, useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CITIES, isCity } from '../catalog/cities';
import { Icon, type IconName } from '../components/Icon';
import { LANGUAGES, languageByCode } from '../i18n/languages';
import { useLocationPreference } from '../location/LocationContext';
import { CURRENCIES, CURRENCY_SYMBOL, isCurrency } from '../money/currencies';
import { useCurrency } from '../money/CurrencyContext';
import { useSession } from '../session/SessionContext';
import { TOP_BAR_TOAST_MS, useToast } from './Toast';
import './TopBar.css';

// Only signed-in visitors see it: a first, signed-out visit does not load it.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

interface PickerProps {
  icon: IconName;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: React.ReactNode;
  testId: string;
}

function Picker({ icon, label, value, onChange, children, testId }: PickerProps) {
  const id = useId();
  return (
    <div className="picker">
      <label htmlFor={id} className="picker__label">
        <Icon name={icon} size={16} />
        <span className="visually-hidden">{label}</span>
      </label>
      <select id={id} className="picker__select" value={value} onChange={onChange} data-testid={testId}>
        {children}
      </select>
      <Icon name="chevronDown" size={14} className="picker__chevron" />
    </div>
  );
}

export function TopBar() {
  const { t, i18n } = useTranslation();
  const { notify } = useToast();
  const { city, setCity } = useLocationPreference();
  const { currency, setCurrency } = useCurrency();
  const { session } = useSession();

  const onLanguage = async (event: ChangeEvent<HTMLSelectElement>) => {
    const language = languageByCode(event.target.value);
    await i18n.changeLanguage(language.code);
    notify({
      title: i18n.t('toast.languageChanged.title'),
      description: i18n.t('toast.languageChanged.description', { language: language.name }),
      duration: TOP_BAR_TOAST_MS,
    });
  };

  const onCurrency = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isCurrency(next)) return;
    setCurrency(next);
    notify({
      title: t('toast.currencyChanged.title'),
      description: t('toast.currencyChanged.description', { currency: next }),
      duration: TOP_BAR_TOAST_MS,
    });
  };

  const onCity = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isCity(next)) return;
    setCity(next);
    notify({
      title: t('toast.locationChanged.title'),
      description: t('toast.locationChanged.description', { city: t(`cities.${next}`) }),
      duration: TOP_BAR_TOAST_MS,
    });
  };

  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <div className="top-bar__pickers">
          <Picker icon="pin" label={t('topBar.location')} value={city} onChange={onCity} testId="location-picker">
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {t(`cities.${c}`)}
              </option>
            ))}
          </Picker>
          <Picker icon="globe" label={t('topBar.language')} value={i18n.resolvedLanguage ?? 'en'} onChange={onLanguage} testId="language-picker">
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </Picker>
          <Picker icon="money" label={t('topBar.currency')} value={currency} onChange={onCurrency} testId="currency-picker">
            {CURRENCIES.map((c) => (
              <option key={c} value={c} title={t(`currencies.${c}`)}>
                {CURRENCY_SYMBOL[c]} {c}
              </option>
            ))}
          </Picker>
        </div>
        <div className="top-bar__account">
          {session ? (
            <Suspense fallback={null}>
              <AccountMenu user={session.user} />
            </Suspense>
          ) : (
            <>
              <Link to="/login" className="top-bar__link" data-testid="login-link">
                <Icon name="user" size={16} />
                {t('topBar.login')}
              </Link>
              <Link to="/signup" className="top-bar__signup" data-testid="signup-link">
                {t('topBar.signup')}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
