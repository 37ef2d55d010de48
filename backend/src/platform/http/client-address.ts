import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address ('::' filled in, a trailing dotted IPv4 part read as two groups). */
const groupsOf = (address: string): number[] => {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = v4 ? `${address.slice(0, v4.index)}${((+v4[1] << 8) | +v4[2]).toString(16)}:${((+v4[3] << 8) | +v4[4]).toString(16)}` : address;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...gap, ...right].map((group) => parseInt(group, 16));
};

/**
 * The client a per-address limit counts (RateLimitGuard, LoginThrottle, the OTP and e-mail
 * code caps): an IPv4 address itself, an IPv6 address by its /64 network. An IPv6
 * subscriber is given a /64 at least and may use any address in it, so counting each address
 * let one machine start every limit afresh by changing the last 64 bits. An IPv4-mapped
 * address (::ffff:192.0.2.40) is its IPv4 client; a zone (%eth0) is left out.
 */
export function clientOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = groupsOf(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The caller as per-address limits count it (clientOf of `request.ip`), in place of Nest's `@Ip()`. */
export const Client = createParamDecorator((_: unknown, context: ExecutionContext): string => clientOf(context.switchToHttp().getRequest<{ ip?: string }>().ip));
