/** Lets My Bookings reload when a booking is made elsewhere on the page (the Services tab). */
const EVENT = 'bazaar:bookings-changed';

export function announceBookingsChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onBookingsChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
