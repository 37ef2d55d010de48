import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { initials } from '../initials';
import { Stars } from '../Stars';
import { useMediaQuery } from '../useMediaQuery';
import { HomeSection } from './HomeSection';
import './Testimonials.css';

/** Ratings of the five sample testimonials, in order (spec 2.3); the words are translations. */
const RATINGS = [5, 4, 5, 5, 4] as const;

interface Testimonial {
  name: string;
  position: string;
  quote: string;
  /** An avatar URL when one exists; the initials stand in otherwise. */
  image?: string;
}

function Avatar({ name, image }: { name: string; image?: string }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) return <img className="testimonial__avatar" src={image} alt="" onError={() => setFailed(true)} />;
  return (
    <span className="testimonial__avatar testimonial__avatar--initials" aria-hidden="true" data-testid="testimonial-initials">
      {initials(name)}
    </span>
  );
}

/** A looping carousel: 1 slide per view on small screens, 2 from md, 3 from lg; arrow keys move it. */
export function Testimonials() {
  const { t, i18n } = useTranslation();
  const items = t('home.testimonials.items', { returnObjects: true }) as Testimonial[];
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  const perView = lg ? 3 : md ? 2 : 1;
  const count = items.length;
  const [start, setStart] = useState(0);
  const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';

  const move = (delta: number) => setStart((s) => (s + delta + count) % count);
  const visible = Array.from({ length: Math.min(perView, count) }, (_, k) => (start + k) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    move(forward ? 1 : -1);
  };

  return (
    <HomeSection
      name="testimonials"
      tone="muted"
      action={
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" onClick={() => move(-1)} data-testid="testimonials-prev">
            <Icon name="chevronLeft" size={22} />
            <span className="visually-hidden">{t('home.testimonials.previous')}</span>
          </button>
          <button type="button" className="carousel__arrow" onClick={() => move(1)} data-testid="testimonials-next">
            <Icon name="chevronRight" size={22} />
            <span className="visually-hidden">{t('home.testimonials.next')}</span>
          </button>
        </div>
      }
    >
      <div
        className="carousel"
        role="region"
        aria-roledescription={t('home.testimonials.carousel')}
        aria-label={t('home.testimonials.title')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="testimonials-carousel"
      >
        <p className="visually-hidden">{t('home.testimonials.keyboardHint')}</p>
        <ul className="carousel__track" style={{ gridTemplateColumns: `repeat(${visible.length}, minmax(0, 1fr))` }} aria-live="polite">
          {visible.map((index) => {
            const item = items[index]!;
            return (
              <li
                key={`${index}-${start}`}
                className="testimonial fade-in"
                role="group"
                aria-roledescription={t('home.testimonials.slide')}
                aria-label={t('home.testimonials.slideLabel', { index: index + 1, count })}
                data-testid="testimonial"
                data-index={index}
              >
                <Icon name="quote" size={34} className="testimonial__mark" />
                <Stars rating={RATINGS[index] ?? 5} />
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <div className="testimonial__author">
                  <Avatar name={item.name} image={item.image} />
                  <div>
                    <p className="testimonial__name">{item.name}</p>
                    <p className="testimonial__position">{item.position}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="carousel__dots">
        {items.map((item, index) => (
          <button
            key={item.name}
            type="button"
            className="carousel__dot"
            aria-current={index === start ? 'true' : undefined}
            onClick={() => setStart(index)}
          >
            <span className="visually-hidden">{t('home.testimonials.goTo', { index: index + 1 })}</span>
          </button>
        ))}
      </div>
    </HomeSection>
  );
}
