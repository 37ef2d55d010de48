import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from './Icon';
import './HeaderSearch.css';

/** The header's site search: a non-empty query goes to /search?q=... */
export function HeaderSearch({ className = '', onSearched }: { className?: string; onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?${new URLSearchParams({ q })}`);
    onSearched?.();
  };

  return (
    <form role="search" className={`header-search ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <Icon name="search" size={18} className="header-search__icon" />
      <input
        id={id}
        type="search"
        className="header-search__input"
        placeholder={t('header.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        data-testid="header-search-input"
      />
      <button type="submit" className="header-search__button">
        <Icon name="search" size={18} className="header-search__button-icon" />
        <span className="header-search__button-text">{t('header.searchSubmit')}</span>
      </button>
    </form>
  );
}
