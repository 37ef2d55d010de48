import { hasControlOrBidi, INVISIBLE_IN_EMAIL, normaliseEmail, normalisePhone, normaliseWebsite, phoneSpellings } from './validation';

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

describe('normaliseEmail', () => {
  it('spells an address one way, however its letters were typed', () => {
    for (const typed of [' T2@Example.com ', 't2@example.com', '\uff34\uff12@example.com', 't2\uff20example.com', '\u24c9\u2461@example.com']) expect(normaliseEmail(typed)).toBe('t2@example.com');
    expect(normaliseEmail('jose\u0301@example.in')).toBe(normaliseEmail('JOS\u00c9@example.in'));
  });

  it('leaves invisible characters for INVISIBLE_IN_EMAIL to find', () => {
    for (const hidden of ['t2@example.com\u200b', 't2\u00ad@example.com', 't2@example.com\u202e', 't2\u200d@example.com', 't2@exa\u00a0mple.com']) expect(INVISIBLE_IN_EMAIL.test(normaliseEmail(hidden))).toBe(true);
    for (const plain of ['t2@example.com', 'राम@example.in', 'o.brien+bazaar@example.co.uk']) expect(INVISIBLE_IN_EMAIL.test(normaliseEmail(plain))).toBe(false);
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

  // Real words written with the joiners: they must pass.
  const JOINED_WORDS = [
    ['Malayalam avan (chillu n: ZWJ)', '\u0d05\u0d35\u0d28\u0d4d\u200d'],
    ['Malayalam kan (chillu n: ZWJ)', '\u0d15\u0d23\u0d4d\u200d'],
    ['Hindi shuddh (visible virama: ZWNJ)', '\u0936\u0941\u0926\u094d\u200c\u0927'],
    ['Hindi kshitij (half ka: ZWJ)', '\u0915\u094d\u200d\u0937\u093f\u0924\u093f\u091c'],
    ['Kannada karya (arkavattu: ZWJ)', '\u0c95\u0cbe\u0cb0\u0ccd\u200d\u0caf'],
    ['Bengali RAB (ra-phala: ZWJ)', '\u09b0\u200d\u09cd\u09af\u09be\u09ac'],
    ['emoji woman farmer', '\u{1f469}\u200d\u{1f33e}'],
  ];

  it.each(JOINED_WORDS)('lets the joiners of %s through, single-line or multi-line', (_name, word) => {
    expect(hasControlOrBidi(`${word} Traders`)).toBe(false);
    expect(hasControlOrBidi(`${word}\nTraders`, { multiLine: true })).toBe(false);
  });

  // Every other format (Cf) character is invisible: refused wherever a text is typed.
  it.each([
    ['zero-width space', '\u200b'],
    ['word joiner', '\u2060'],
    ['invisible times', '\u2062'],
    ['BOM / zero-width no-break space', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['Arabic number sign', '\u0600'],
    ['Mongolian vowel separator', '\u180e'],
    ['interlinear annotation anchor', '\ufff9'],
    ['deprecated inhibit symmetric swapping', '\u206a'],
    ['tag letter (smuggles text)', '\u{e0041}'],
    ['cancel tag', '\u{e007f}'],
  ])('finds the %s, single-line or multi-line', (_name, mark) => {
    expect(hasControlOrBidi(`Sharma${mark}Traders`)).toBe(true);
    expect(hasControlOrBidi(`one\ntwo${mark}`, { multiLine: true })).toBe(true);
  });

  it('finds every Cf character but the two joiners', () => {
    for (let code = 0; code <= 0x10ffff; code++) {
      const char = String.fromCodePoint(code);
      if (!/\p{Cf}/u.test(char)) continue;
      const joiner = code === 0x200c || code === 0x200d;
      expect([code.toString(16), hasControlOrBidi(`a${char}b`), hasControlOrBidi(`a${char}b`, { multiLine: true })]).toEqual([code.toString(16), !joiner, !joiner]);
    }
  });

  it('finds the line and paragraph separators in a single-line text; a multi-line one keeps them as line breaks', () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(hasControlOrBidi(`Ravi${separator}Kumar`)).toBe(true);
      expect(hasControlOrBidi(`Ravi${separator}Kumar`, { multiLine: true })).toBe(false);
    }
  });

  it('lets line breaks and tabs through a multi-line text, but no other control or override', () => {
    expect(hasControlOrBidi('one\r\ntwo\tthree\n', { multiLine: true })).toBe(false);
    for (const bad of ['a\u0000', 'a\u001b[31m', 'a\u202e', 'a\u0085']) expect(hasControlOrBidi(bad, { multiLine: true })).toBe(true);
  });
});
