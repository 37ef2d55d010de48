import { emailSpellings, hasAsciiDomain, normaliseEmail } from './email-address';

describe('normaliseEmail (backend)', () => {
  it('brings a domain to its one ASCII spelling after the NFKC step', () => {
    for (const typed of ['user@b\u00fccher.example', 'user@xn--bcher-kva.example', ' USER@B\u00dcCHER.EXAMPLE ', 'user@bu\u0308cher.example', 'user\uff20b\u00fccher.example']) {
      expect(normaliseEmail(typed)).toBe('user@xn--bcher-kva.example');
    }
    expect(normaliseEmail(' T2@Example.com ')).toBe('t2@example.com');
    expect(normaliseEmail('\u0930\u093e\u092e@\u092d\u093e\u0930\u0924.\u092d\u093e\u0930\u0924')).toBe('\u0930\u093e\u092e@xn--h2brj9c.xn--h2brj9c');
  });

  it('leaves a domain that does not convert as typed, which hasAsciiDomain refuses', () => {
    for (const address of ['user@xn--zz.example', 'user@exa%mple.com', 'user@', 'no-at-sign']) expect(hasAsciiDomain(normaliseEmail(address))).toBe(false);
    // IDNA drops these; kept, so that the address is refused as typed rather than taken as example.com.
    for (const hidden of ['user@example.com\u200b', 'user@exa\u00admple.com', 'user@exa\u200dmple.com']) expect(normaliseEmail(hidden)).toBe(hidden);
    expect(normaliseEmail('user@xn--zz.example')).toBe('user@xn--zz.example');
    expect(hasAsciiDomain(normaliseEmail('user@b\u00fccher.example'))).toBe(true);
  });

  it('names the older Unicode spelling an account may hold the address under', () => {
    expect(emailSpellings('user@b\u00fccher.example')).toEqual(['user@xn--bcher-kva.example', 'user@b\u00fccher.example']);
    expect(emailSpellings('user@example.in')).toEqual(['user@example.in']);
  });
});
