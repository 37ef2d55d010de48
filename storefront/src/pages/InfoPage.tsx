import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/PageHero';
import { usePageTitle } from '../components/usePageTitle';
import './InfoPage.css';

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

interface Highlight {
  title: string;
  text: string;
}

type InfoKey = 'about' | 'csr' | 'privacy' | 'terms' | 'refund';

/** An information or policy page whose whole text lives in the translation files under `<key>`. */
export function InfoPage({ contentKey, withContents = false }: { contentKey: InfoKey; withContents?: boolean }) {
  const { t } = useTranslation();
  const title = t(`${contentKey}.title`);
  usePageTitle(title);
  const sections = t(`${contentKey}.sections`, { returnObjects: true }) as InfoSection[];
  const hasHighlights = contentKey === 'about' || contentKey === 'csr';
  const highlights = (hasHighlights ? t(`${contentKey}.highlights`, { returnObjects: true }) : []) as Highlight[];
  const highlightsLabel = hasHighlights ? t(`${contentKey}.highlightsLabel`) : '';
  const anchor = (index: number) => `${contentKey}-section-${index + 1}`;

  return (
    <>
      <PageHero eyebrow={t(`${contentKey}.eyebrow`)} title={title} subtitle={t(`${contentKey}.subtitle`)} />
      {highlights.length > 0 && (
        <section className="section section--white info-highlights" aria-label={highlightsLabel}>
          <ul className="container info-highlights__grid">
            {highlights.map((h) => (
              <li key={h.title} className="info-highlights__item">
                <h2>{h.title}</h2>
                <p>{h.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="section">
        <div className={`container info-page${withContents ? ' info-page--with-contents' : ''}`}>
          {withContents && (
            <nav className="info-page__contents" aria-labelledby={`${contentKey}-contents`}>
              <h2 id={`${contentKey}-contents`}>{t('common.onThisPage')}</h2>
              <ol>
                {sections.map((s, i) => (
                  <li key={s.heading}>
                    <a href={`#${anchor(i)}`}>{s.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <article className="prose">
            {sections.map((section, i) => (
              <section key={section.heading} id={anchor(i)} aria-labelledby={`${anchor(i)}-h`}>
                <h2 id={`${anchor(i)}-h`}>{section.heading}</h2>
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item.slice(0, 40)}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
