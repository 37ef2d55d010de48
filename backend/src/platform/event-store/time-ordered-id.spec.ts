import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose first 48 bits are the milliseconds given', () => {
    const at = Date.UTC(2026, 10, 24, 0, 30, 15, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts ids of later milliseconds after earlier ones, as text', () => {
    const start = Date.UTC(2026, 0, 1);
    const ids = Array.from({ length: 2000 }, (_, i) => timeOrderedId(start + i * 37));
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps 74 random bits: ids of the same millisecond differ', () => {
    const at = Date.now();
    const ids = new Set(Array.from({ length: 5000 }, () => timeOrderedId(at)));
    expect(ids.size).toBe(5000);
  });
});
