import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts (RateLimitGuard, LoginThrottle, the OTP and e-mail
 * code caps): an IPv4 address itself, an IPv6 address by its /64 network. An IPv6
 * subscriber is given a /64 at least and may use any address in it, so counting each address
 * let one machine start every limit afresh by changing the last 64 bits. An IPv4-mapped
 * address (::ffff:192.0.2.40) is its IPv4 client. The address is read by ipaddr.js (what
 * Fastify's proxy-addr reads X-Forwarded-For with); a zone (%eth0) is cut off first, since
 * it names our interface, not the client, and ipaddr.js refuses some (%eth0.100) that Node
 * accepts.
 */
export function clientOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0];
  if (!isIPv6(address) || !ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${parsed.parts.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The caller as per-address limits count it (clientOf of `request.ip`), in place of Nest's `@Ip()`. */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): string => clientOf(context.switchToHttp().getRequest<{ ip?: string }>().ip));
