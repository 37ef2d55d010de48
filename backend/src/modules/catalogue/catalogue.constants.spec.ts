import { slugify } from './catalogue.constants';

describe('product slugs', () => {
  it('are lower-case ASCII words joined by dashes', () => {
    expect(slugify('  Alphonso Mango (Ratnagiri) ')).toBe('alphonso-mango-ratnagiri');
    expect(slugify('Café Crème & Tea')).toBe('cafe-creme-and-tea');
  });

  it('never come out empty, too long, or as a route of their own', () => {
    expect(slugify('मसाला')).toBe('product');
    expect(slugify('a'.repeat(80) + ' b').length).toBeLessThanOrEqual(60);
    expect(slugify('Counts')).toBe('counts-product');
  });
});
