import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { fetchService, type ServiceWithReviews } from '../api/services';
import { Alert } from '../components/Alert';
import { ProductImage } from '../components/catalog/ProductImage';
import { Icon } from '../components/Icon';
import { useLocationPreference } from '../location/LocationContext';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { usePageTitle } from '../components/usePageTitle';
import { formatList } from '../components/lists';
import { BookingForm } from '../services/BookingForm';
import { durationKey } from '../services/duration';
import { categoryPath } from '../services/paths';
import { ReviewList } from '../services/ReviewList';
import { ServiceRating } from '../services/ServiceRating';
import { useLoad } from '../services/useLoad';
import { useCurrency } from '../money/CurrencyContext';
import '../services/services.css';

/** /services/:category/:serviceId: one service, its reviews and its booking form. */
export default function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const { t } = useTranslation();
  const [loaded, reload] = useLoad<ServiceWithReviews>((signal) => fetchService(serviceId, signal), serviceId);
  usePageTitle(loaded.data?.name ?? t('services.title'));

  if (loaded.state === 'error' && loaded.status === 404) {
    return (
      <div className="section container" data-testid="service-not-found">
        <h1>{t('services.notFound')}</h1>
        <Link to="/services" className="btn btn--outline">
          <Icon name="arrowLeft" size={16} /> {t('services.allCategories')}
        </Link>
      </div>
    );
  }
  if (loaded.state === 'error' && !loaded.data) {
    return (
      <div className="section container">
        <Alert tone="error" title={t('services.loadError')} testId="service-error">
          <p>{loaded.message || t('common.networkError')}</p>
          <button type="button" className="btn btn--sm btn--outline" onClick={reload}>
            {t('common.retry')}
          </button>
        </Alert>
      </div>
    );
  }
  if (!loaded.data) {
    return (
      <div className="app-loading" role="status">
        <span className="spinner" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  return <ServiceDetail service={loaded.data} />;
}

function ServiceDetail({ service }: { service: ServiceWithReviews }) {
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const { city } = useLocationPreference();
  const categoryName = t(`categories.${service.category}.name`);
  return (
    <div className="section service-detail" data-testid="service-detail" data-service-id={service.id}>
      <div className="container">
        <nav className="service-detail__crumbs" aria-label={t('services.breadcrumb')}>
          <Link to="/services">{t('services.title')}</Link>
          <Icon name="chevronRight" size={14} />
          <Link to={categoryPath(service.category)}>{categoryName}</Link>
        </nav>
        <div className="service-detail__grid">
          <div className="service-detail__main">
            <h1 data-testid="service-name">{service.name}</h1>
            <p className="service-detail__meta">
              <span data-testid="service-provider">
                <Icon name="user" size={16} /> {t('services.by', { provider: service.provider.name })}
                {service.provider.verified && <VerifiedBadge />}
              </span>
              <ServiceRating rating={service.rating} reviewCount={service.reviewCount} />
              <span>
                <Icon name="clock" size={16} /> {t(`services.duration.${durationKey(service.duration)}`)}
              </span>
              <span>
                <Icon name="pin" size={16} /> {formatList(service.cities.map((c) => t(`cities.${c}` as 'cities.Mumbai', { defaultValue: c })), i18n.language)}
              </span>
            </p>
            {/* The header's city is where the lists found services: say so before the booking, as a product page does. */}
            {!service.cities.includes(city) && (
              <p className="service-detail__elsewhere" data-testid="service-not-in-city">
                <Icon name="alert" size={16} /> {t('services.notOfferedIn', { city: t(`cities.${city}`) })}
              </p>
            )}
            <p className="service-detail__price">
              <strong data-testid="service-price">{formatPrice(service.price)}</strong>
            </p>
            {service.image && <ProductImage images={service.image} alt={service.name} sizes="(max-width: 900px) 100vw, 640px" eager className="service-detail__image" testId="service-image" />}
            <section aria-labelledby="service-about">
              <h2 id="service-about">{t('services.about')}</h2>
              {/* The provider's words, in their own direction: English inside Arabic keeps its full stop at the end. */}
              <p className="service-detail__text" dir="auto">
                {service.description}
              </p>
            </section>
            <section aria-labelledby="service-reviews" className="service-detail__reviews">
              <h2 id="service-reviews">{t('services.reviews')}</h2>
              <ReviewList reviews={service.reviews} providerName={service.provider.name} />
            </section>
          </div>
          <aside className="service-detail__book" aria-labelledby="book-title">
            <h2 id="book-title">{t('services.booking.title')}</h2>
            <BookingForm service={service} />
          </aside>
        </div>
      </div>
    </div>
  );
}
