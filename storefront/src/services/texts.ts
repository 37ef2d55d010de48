import { addEnglishSections } from '../i18n/english-sections';

// The service pages and the dashboard's Services and My Bookings are lazy: their English texts come with them.
addEnglishSections('services');
