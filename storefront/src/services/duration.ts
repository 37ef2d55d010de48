import type { ServiceDuration } from '@bazaar/common';

/** Spec 9 durations as the API sends them, and their translation keys (services.duration.*). */
const DURATION_KEYS: Record<ServiceDuration, 'm30' | 'h1' | 'h2' | 'h3' | 'h4' | 'day'> = { '30 mins': 'm30', '1 hour': 'h1', '2 hours': 'h2', '3 hours': 'h3', '4 hours': 'h4', 'Full day': 'day' };

export const durationKey = (duration: ServiceDuration) => DURATION_KEYS[duration];
