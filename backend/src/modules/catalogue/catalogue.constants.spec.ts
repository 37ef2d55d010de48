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

  it('never look like a product id, which /api/products/:idOrSlug would read as one', () => {
    expect(slugify('0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11')).toBe('0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-product');
    expect(slugify(' 0B7C1B1E 9F0E 4B8A 9D55 3F1F6B1C0A11 ')).toBe('0b7c1b1e-9f0e-4b8a-9d55-3f1f6b1c0a11-product');
    expect(slugify('Mango 2026-11-20')).toBe('mango-2026-11-20');
  });
});
