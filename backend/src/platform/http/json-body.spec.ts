import { duplicateKeyOf, parseJsonBody } from './json-body';

const refusal = (text: string) => {
  try {
    parseJsonBody(text);
  } catch (error) {
    return (error as { getResponse(): { errors: Record<string, string> } }).getResponse().errors;
  }
  throw new Error('not refused');
};

describe('duplicateKeyOf', () => {
  it.each([
    ['{"role":"customer","role":"admin"}', 'role'],
    ['{"items":[{"productId":"a","quantity":1},{"productId":"b","quantity":1,"quantity":9}]}', 'items[1].quantity'],
    ['{"address":{"city":"Pune","line1":"x","city":"Goa"}}', 'address.city'],
    // Escapes spell the same key another way.
    ['{"role":"customer","r\\u006fle":"admin"}', 'role'],
    ['[[1,{"a":1}],{"b":{"c":[{"d":1,"d":2}]}}]', '[1].b.c[0].d'],
  ])('finds the key %s gives twice: %s', (text, path) => {
    expect(duplicateKeyOf(text)).toBe(path);
  });

  it.each([
    '{"a":1,"b":{"a":1},"c":[{"a":1},{"a":2}]}',
    '{"a":"a","b":"a"}', // a value equal to a key is no key
    '{"a\\"b":1,"a":2,"b":"{\\"a\\":1,\\"a\\":2}"}', // a quote escaped in a key, JSON inside a string
    '[]',
    '"role"',
  ])('finds none in %s', (text) => {
    expect(duplicateKeyOf(text)).toBeNull();
  });
});

describe('parseJsonBody', () => {
  it('refuses a key given twice, naming it, as a 400', () => {
    expect(refusal('{"name":"Asha","name":"Mallory"}')).toEqual({ name: 'name is given twice' });
    expect(refusal('{"items":[{"productId":"a","quantity":1,"quantity":1000}]}')).toEqual({ 'items[0].quantity': 'items[0].quantity is given twice' });
  });

  it('takes the same key in different objects', () => {
    expect(parseJsonBody('{"name":"Asha","address":{"name":"Home"}}')).toEqual({ name: 'Asha', address: { name: 'Home' } });
  });
});
