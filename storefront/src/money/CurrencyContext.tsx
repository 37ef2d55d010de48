import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { CURRENCY_STORAGE_KEY, DEFAULT_CURRENCY, isCurrency, type Currency, type CurrencyRates } from './currencies';
import { convertRupees, formatMoney } from './format';

interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  /** The conversion table, or null until GET /api/currency-rates answers (or when it failed). */
  rates: CurrencyRates | null;
  /** Formats a rupee amount in the chosen currency; falls back to rupees when no rate is known. */
  formatPrice: (rupees: number) => string;
  /** True when prices are shown in rupees although another currency is chosen (no rate known). */
  showingRupeesInstead: boolean;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

function storedCurrency(): Currency {
  const value = localStorage.getItem(CURRENCY_STORAGE_KEY);
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [currency, setCurrencyState] = useState<Currency>(storedCurrency);
  const [rates, setRates] = useState<CurrencyRates | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<CurrencyRates>('/currency-rates', { signal: controller.signal })
      .then(setRates)
      .catch(() => setRates(null));
    return () => controller.abort();
  }, []);

  const setCurrency = useCallback((next: Currency) => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, next);
    setCurrencyState(next);
  }, []);

  const language = i18n.resolvedLanguage ?? 'en';
  const value = useMemo<CurrencyContextValue>(() => {
    const table = rates?.rates ?? {};
    const canConvert = convertRupees(1, currency, table) !== null;
    return {
      currency,
      setCurrency,
      rates,
      showingRupeesInstead: !canConvert,
      formatPrice: (rupees: number) => {
        const converted = convertRupees(rupees, currency, table);
        return converted === null ? formatMoney(rupees, 'INR') : formatMoney(converted, currency, language);
      },
    };
  }, [currency, rates, setCurrency, language]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used inside <CurrencyProvider>');
  return value;
}
