import { bookingPlace } from './bookings';

describe('where a booking takes place', () => {
  it('adds the chosen city when the location does not name it', () => {
    expect(bookingPlace({ location: '14 Baner Road', city: 'Pune' })).toBe('14 Baner Road, Pune');
  });

  it('keeps the location as it is when it names the city already (in any case) or no city was chosen', () => {
    expect(bookingPlace({ location: '14 Baner Road, pune', city: 'Pune' })).toBe('14 Baner Road, pune');
    expect(bookingPlace({ location: '14 Baner Road', city: null })).toBe('14 Baner Road');
    expect(bookingPlace({ location: '14 Baner Road' })).toBe('14 Baner Road');
  });
});
