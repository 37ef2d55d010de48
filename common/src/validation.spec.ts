import { normaliseWebsite } from './validation';

describe('normaliseWebsite', () => {
  it('adds https:// to a bare domain and keeps an address that has its scheme', () => {
    expect(normaliseWebsite(' ratnagiri.example ')).toBe('https://ratnagiri.example');
    expect(normaliseWebsite('www.ratnagiri.example/about')).toBe('https://www.ratnagiri.example/about');
    expect(normaliseWebsite('https://ratnagiri.example')).toBe('https://ratnagiri.example');
    expect(normaliseWebsite('http://ratnagiri.example')).toBe('http://ratnagiri.example');
  });

  it('answers null for what is no website address', () => {
    for (const typed of ['', '   ', 'ratnagiri', 'ftp://ratnagiri.example', 'ratnagiri .example']) expect(normaliseWebsite(typed)).toBeNull();
  });
});
