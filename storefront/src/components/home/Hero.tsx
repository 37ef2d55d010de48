import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HERO_CITIES, type City } from '../../catalog/cities';
import { useLocationPreference } from '../../location/LocationContext';
import { Icon } from '../Icon';
import { MarketIllustration } from './MarketIllustration';
import './Hero.css';

const HERO_CATEGORIES = ['wholesale', 'retail', 'services'] as const;
type HeroCategory = (typeof HERO_CATEGORIES)[number];

export function Hero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { city: preferredCity } = useLocationPreference();
  const [city, setCity] = useState<City>(preferredCity);
  // The top-bar city picker moves the hero's city with it, without a reload; a city the hero
  // does not list joins its options, so the select never shows another city than the picker.
  const [followed, setFollowed] = useState<City>(preferredCity);
  if (followed !== preferredCity) {
    setFollowed(preferredCity);
    setCity(preferredCity);
  }
  const cities = HERO_CITIES.includes(preferredCity) ? HERO_CITIES : [preferredCity, ...HERO_CITIES];
  const [category, setCategory] = useState<HeroCategory>('wholesale');
  const [query, setQuery] = useState('');
  const ids = { city: useId(), category: useId(), query: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search?${new URLSearchParams({ q: query.trim(), city, category })}`);
  };

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__content fade-in">
          <span className="hero__eyebrow">
            <Icon name="sparkle" size={16} /> {t('home.hero.eyebrow')}
          </span>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('home.hero.subtitle')}</p>

          <form className="hero-search" role="search" onSubmit={submit} data-testid="hero-search">
            <div className="hero-search__field">
              <label htmlFor={ids.city} className="hero-search__label">
                {t('home.hero.cityLabel')}
              </label>
              <select id={ids.city} className="select" value={city} onChange={(e) => setCity(e.target.value as City)} data-testid="hero-city">
                {cities.map((c) => (
                  <option key={c} value={c}>
                    {t(`cities.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="hero-search__field">
              <label htmlFor={ids.category} className="hero-search__label">
                {t('home.hero.categoryLabel')}
              </label>
              <select
                id={ids.category}
                className="select"
                value={category}
                onChange={(e) => setCategory(e.target.value as HeroCategory)}
                data-testid="hero-category"
              >
                {HERO_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`home.hero.categories.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="hero-search__field hero-search__field--grow">
              <label htmlFor={ids.query} className="hero-search__label">
                {t('home.hero.searchLabel')}
              </label>
              <input
                id={ids.query}
                type="search"
                className="input"
                placeholder={t('home.hero.searchPlaceholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                data-testid="hero-query"
              />
            </div>
            <button type="submit" className="btn btn--accent hero-search__submit">
              <Icon name="search" size={18} />
              {t('home.hero.search')}
            </button>
          </form>

          <div className="hero__actions">
            {/* Full page loads, as the spec asks. */}
            <a href="/wholesale" className="btn btn--light">
              <Icon name="store" size={18} /> {t('home.hero.shopWholesale')}
            </a>
            <a href="/retail" className="btn btn--ghost-light">
              <Icon name="cart" size={18} /> {t('home.hero.shopRetail')}
            </a>
            <a href="/services" className="btn btn--ghost-light">
              <Icon name="calendar" size={18} /> {t('home.hero.bookServices')}
            </a>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <MarketIllustration />
        </div>
      </div>
    </section>
  );
}
