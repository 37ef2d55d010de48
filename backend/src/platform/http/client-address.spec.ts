import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('reads compressed and expanded spellings alike', () => {
    for (const address of ['2001:db8::1', '2001:db8:0:0::1', '2001:db8::', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:DB8::A:B:C:D']) {
      expect(clientOf(address)).toBe('2001:db8:0:0::/64');
    }
    expect(clientOf('::')).toBe('0:0:0:0::/64');
    expect(clientOf('1::')).toBe('1:0:0:0::/64');
    expect(clientOf('::ffff:0:192.0.2.40')).toBe('0:0:0:0::/64'); // IPv4-translated, not mapped
  });

  it('leaves a zone id out, whatever the interface is called', () => {
    for (const address of ['fe80::1%eth0', 'fe80::1%eth0.100', 'fe80::1%en-0', 'fe80::1%25']) {
      expect(clientOf(address)).toBe('fe80:0:0:0::/64');
    }
    expect(clientOf('::ffff:192.0.2.40%eth0')).toBe('192.0.2.40');
  });

  it('counts every spelling of a mapped address as the IPv4 client', () => {
    for (const address of ['0:0:0:0:0:ffff:192.0.2.40', '::FFFF:192.0.2.40', '0000:0000:0000:0000:0000:ffff:c000:0228', '::ffff:C000:228']) {
      expect(clientOf(address)).toBe('192.0.2.40');
    }
  });

  it('reads addresses with ipaddr.js, a direct dependency of the backend pinned at the version installed', () => {
    // Fastify's proxy-addr brings it in; named by the backend, it cannot vanish or move under an update of Fastify.
    const backend = join(__dirname, '../../..');
    const declared = JSON.parse(readFileSync(join(backend, 'package.json'), 'utf8')).dependencies['ipaddr.js'];
    const installed = JSON.parse(readFileSync(require.resolve('ipaddr.js/package.json', { paths: [backend] }), 'utf8')).version;
    expect(declared).toBe(installed);
  });

  it('keeps what is no address as it is, and a missing one as unknown', () => {
    expect(clientOf(undefined)).toBe('unknown');
    expect(clientOf('unknown')).toBe('unknown');
  });
});
