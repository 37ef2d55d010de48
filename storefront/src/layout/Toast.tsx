import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import './Toast.css';

/** Notices from the top bar last 3 s; elsewhere 5 s by default (spec 9). */
export const TOP_BAR_TOAST_MS = 3000;
const DEFAULT_TOAST_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  duration?: number;
  tone?: 'info' | 'success' | 'error';
}

interface ToastState extends ToastInput {
  id: number;
}

interface ToastContextValue {
  /** Shows a notice, replacing whatever notice is on screen (one at a time). */
  notify: (toast: ToastInput) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<ToastState | null>(null);
  const nextId = useRef(1);

  const notify = useCallback((input: ToastInput) => setToast({ ...input, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.duration ?? DEFAULT_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-viewport" role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div key={toast.id} className={`toast toast--${toast.tone ?? 'success'}`} data-testid="toast">
            <Icon name={toast.tone === 'error' ? 'alert' : toast.tone === 'info' ? 'info' : 'checkCircle'} size={22} className="toast__icon" />
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button type="button" className="toast__close" onClick={dismiss} aria-label={t('common.dismiss')}>
              <Icon name="close" size={16} />
            </button>
            <span className="toast__timer" style={{ animationDuration: `${toast.duration ?? DEFAULT_TOAST_MS}ms` }} />
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
