import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { announceBookingsChanged } from '../bookings/bookingsChanged';
import { fetchServices, type Service, type ServicePage } from '../api/services';
import { useLocationPreference } from '../location/LocationContext';
import { BookingForm } from './BookingForm';
import { LoadFailed } from './LoadFailed';
import { ServiceCard } from './ServiceCard';
import { useLoad } from './useLoad';
import './services.css';

/**
 * The customer dashboard's Services tab (spec 2.6; inside the Shop section's card): the services offered in the customer's city,
 * each with Book Service, which opens the booking form (date, free time, location, fee, Confirm Booking).
 */
export function ServicesTab() {
  const { t } = useTranslation();
  const { city } = useLocationPreference();
  const [chosen, setChosen] = useState<Service | null>(null);
  const [loaded, reload] = useLoad<ServicePage>((signal) => fetchServices({ city }, signal), city);
  return (
    <section id="services" className="dash-services" aria-labelledby="services-tab-title" data-testid="dashboard-services">
      <h2 id="services-tab-title">{t('services.dashboard.tab')}</h2>
      <p>{t('services.dashboard.intro', { city: t(`cities.${city}`) })}</p>
      {chosen && (
        <div className="dash-services__form" data-testid="dashboard-booking">
          <div className="dash-services__form-head">
            <h3>{chosen.name}</h3>
            <button type="button" className="btn btn--sm btn--outline" onClick={() => setChosen(null)}>
              {t('services.dashboard.close')}
            </button>
          </div>
          <BookingForm key={chosen.id} service={chosen} onBooked={announceBookingsChanged} />
        </div>
      )}
      <LoadFailed loaded={loaded} fallback={t('services.loadError')} onRetry={reload} />
      {loaded.data && loaded.data.items.length === 0 && <p data-testid="dashboard-services-empty">{t('services.dashboard.none', { city: t(`cities.${city}`) })}</p>}
      {loaded.data && loaded.data.items.length > 0 && (
        <ul className="dash-services__grid">
          {loaded.data.items.slice(0, 6).map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} onBook={setChosen} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/services" className="btn btn--outline btn--sm">
          {t('services.dashboard.browse')}
        </Link>
      </p>
    </section>
  );
}
