import { useTranslation } from 'react-i18next';
import { formatDay } from '../components/dates';
import { Icon } from '../components/Icon';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import { addEnglishSections } from '../i18n/english-sections';
import './InfoPage.css';
import './BlogPage.css';

addEnglishSections('blog');

/** Publication facts of each article; the words are in the translation files under blog.articles. */
const ARTICLES = [
  { key: 'tonne', slug: 'buying-wholesale-by-the-tonne', date: '2026-11-09', minutes: 6 },
  { key: 'rateList', slug: 'reading-a-wholesale-rate-list', date: '2026-10-26', minutes: 5 },
  { key: 'season', slug: 'seasonal-buying-calendar', date: '2026-10-12', minutes: 7 },
] as const;

interface Article {
  title: string;
  tag: string;
  excerpt: string;
  paragraphs: string[];
  list?: string[];
}

/** /blog: short guides to buying wholesale on Bazaar. */
export default function BlogPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  usePageTitle(t('blog.title'));
  const articles = ARTICLES.map((meta) => ({ meta, text: t(`blog.articles.${meta.key}`, { returnObjects: true }) as Article }));

  return (
    <>
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <div className="section">
        <div className="container">
          <ul className="blog-cards" aria-label={t('blog.listLabel')}>
            {articles.map(({ meta, text }) => (
              <li key={meta.slug} className="blog-card">
                <span className="blog-card__tag">{text.tag}</span>
                <h2 className="blog-card__title">
                  <a href={`#${meta.slug}`}>{text.title}</a>
                </h2>
                <p>{text.excerpt}</p>
                <p className="blog-card__meta">
                  <time dateTime={meta.date}>{formatDay(meta.date, language)}</time> · {t('blog.readTime', { minutes: meta.minutes })}
                </p>
              </li>
            ))}
          </ul>

          {articles.map(({ meta, text }) => (
            <article key={meta.slug} id={meta.slug} className="blog-article prose" aria-labelledby={`${meta.slug}-title`}>
              <span className="blog-card__tag">{text.tag}</span>
              <h2 id={`${meta.slug}-title`} className="blog-article__title">
                {text.title}
              </h2>
              <p className="blog-card__meta">
                {t('blog.byline')} · <time dateTime={meta.date}>{formatDay(meta.date, language)}</time> · {t('blog.readTime', { minutes: meta.minutes })}
              </p>
              {text.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
              {text.list && (
                <ul>
                  {text.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              )}
              <a href="#main-content" className="blog-article__top">
                <Icon name="chevronDown" size={16} className="blog-article__top-icon" /> {t('blog.backToTop')}
              </a>
            </article>
          ))}
        </div>
      </div>
    </>
  );
}
