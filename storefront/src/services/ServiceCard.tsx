import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Service } from '../api/services';
import { ProductImage } from '../components/catalog/ProductImage';
import { Icon } from '../components/Icon';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { useCurrency } from '../money/CurrencyContext';
import { durationKey } from './duration';
import { servicePath } from './paths';
import { ServiceRating } from './ServiceRating';
import './texts';

interface ServiceCardProps {
  service: Service;
  /** Replaces the link to the service page (the dashboard opens its booking form in place). */
  onBook?: (service: Service) => void;
}

/** One service in a list: name, provider, rating and reviews, price and duration, and the way to book it. */
export function ServiceCard({ service, onBook }: ServiceCardProps) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  return (
    <article className="service-card" data-testid="service-card" data-service-id={service.id}>
      {service.image && <ProductImage images={service.image} alt="" sizes="(max-width: 640px) 100vw, 380px" className="service-card__image" testId="service-image" />}
      <div className="service-card__head">
        <h3 className="service-card__name">{service.name}</h3>
        <ServiceRating rating={service.rating} reviewCount={service.reviewCount} />
      </div>
      <p className="service-card__provider" data-testid="service-provider">
        <Icon name="user" size={16} /> {t('services.by', { provider: service.provider.name })}
        {service.provider.verified && <VerifiedBadge />}
      </p>
      {/* The provider's words, in their own direction (see ReviewList). */}
      {service.description && (
        <p className="service-card__text" dir="auto">
          {service.description}
        </p>
      )}
      <div className="service-card__foot">
        <span className="service-card__price" data-testid="service-price">
          {formatPrice(service.price)}
        </span>
        <span className="service-card__duration">
          <Icon name="clock" size={16} /> {t(`services.duration.${durationKey(service.duration)}`)}
        </span>
        {onBook ? (
          <button type="button" className="btn btn--sm" onClick={() => onBook(service)} data-testid="book-service">
            {t('services.bookService')}
          </button>
        ) : (
          <Link to={servicePath(service)} className="btn btn--sm" data-testid="view-service">
            {t('common.bookNow')}
            <span className="visually-hidden">: {service.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
