import { clientOf } from './client-address';

describe('clientOf', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    for (const address of ['2001:db8:5:7::1', '2001:db8:5:7:ffff:ffff:ffff:ffff', '2001:0DB8:0005:0007:0:0:0:1', '2001:db8:5:7::1%eth0', '2001:db8:5:7::192.0.2.1']) {
      expect(clientOf(address)).toBe('2001:db8:5:7::/64');
    }
    expect(clientOf('2001:db8:5:8::1')).toBe('2001:db8:5:8::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 client', () => {
    expect(clientOf('::ffff:192.0.2.40')).toBe('192.0.2.40');
    expect(clientOf('::ffff:c000:228')).toBe('192.0.2.40');
  });

  it('keeps what is no address as it is, and a missing one as unknown', () => {
    expect(clientOf(undefined)).toBe('unknown');
    expect(clientOf('unknown')).toBe('unknown');
  });
});
