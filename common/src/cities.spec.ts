import { cityOf, deliversTo, notDeliveredMessage } from './cities';

describe('cities', () => {
  it("reads an address's city by the list's spelling, in any case and spacing, and by its other names", () => {
    expect(cityOf('  pune ')).toBe('Pune');
    expect(cityOf('Bengaluru')).toBe('Bangalore');
    expect(cityOf('BOMBAY')).toBe('Mumbai');
    expect(cityOf('New  Delhi')).toBe('Delhi');
    expect(cityOf('Thiruvananthapuram')).toBe('Trivandrum');
    expect(cityOf('Cochin')).toBe('Kochi');
    expect(cityOf('Mysuru')).toBe('Mysore');
    expect(cityOf('Nagpur')).toBeNull();
    expect(cityOf('constructor')).toBeNull(); // not a key of the object's prototype
  });

  it('delivers a product naming no city everywhere, and one naming cities to those alone, under any of their names', () => {
    expect(deliversTo([], 'Nagpur')).toBe(true);
    expect(deliversTo(['Bangalore', 'Pune'], 'Bengaluru')).toBe(true);
    expect(deliversTo(['Bangalore', 'Pune'], 'Kolkata')).toBe(false);
    expect(deliversTo(['Bangalore'], 'Nagpur')).toBe(false);
    expect(notDeliveredMessage('Alphonso Mango', ' calcutta ')).toBe('Alphonso Mango is not delivered to Kolkata');
  });
});
