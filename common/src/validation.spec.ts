import { hasControlOrBidi, normalisePhone, normaliseWebsite, phoneSpellings } from './validation';

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

describe('normalisePhone', () => {
  it('spells an Indian mobile one way, whatever prefix it was typed with', () => {
    for (const typed of ['9876543210', '+919876543210', '09876543210', '919876543210', '+91 98765 43210', '0091 98765 43210', ' 98765 43210 ']) {
      expect(normalisePhone(typed)).toBe('+919876543210');
    }
  });

  it('keeps other numbers as typed, without spaces', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('1234567890')).toBe('1234567890');
    expect(normalisePhone('9198765432')).toBe('+919198765432'); // a mobile starting 91, not a prefix
  });

  it('lists the spellings a mobile may have been stored under before', () => {
    expect(phoneSpellings('98765 43210')).toEqual(['+919876543210', '9876543210', '919876543210', '09876543210', '00919876543210']);
    expect(phoneSpellings('+442079460958')).toEqual(['+442079460958']);
  });
});

describe('hasControlOrBidi', () => {
  it('finds control and text-direction characters in a single-line text; joiners and other scripts pass', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'a\nb', 'a\tb', 'a\u0085', 'a\u202eb', 'a\u2066b\u2069']) expect(hasControlOrBidi(bad)).toBe(true);
    for (const good of ['राम कुमार', 'क्‍षितिज', 'محمد علي', "D'Souza"]) expect(hasControlOrBidi(good)).toBe(false);
  });

  it('finds the bidi marks LRM, RLM and ALM like the other text-direction characters, single-line or multi-line', () => {
    for (const mark of ['\u200e', '\u200f', '\u061c']) {
      expect(hasControlOrBidi(`Plot 12${mark}-34`)).toBe(true);
      expect(hasControlOrBidi(`one\ntwo${mark}`, { multiLine: true })).toBe(true);
    }
    // Joiners are not text-direction characters: Indian scripts need them inside words.
    for (const joined of ['क्\u200dष', 'ক্\u200cষ']) expect(hasControlOrBidi(joined)).toBe(false);
  });

  it('lets line breaks and tabs through a multi-line text, but no other control or override', () => {
    expect(hasControlOrBidi('one\r\ntwo\tthree\n', { multiLine: true })).toBe(false);
    for (const bad of ['a\u0000', 'a\u001b[31m', 'a\u202e', 'a\u0085']) expect(hasControlOrBidi(bad, { multiLine: true })).toBe(true);
  });
});
