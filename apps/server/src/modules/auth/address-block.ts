import { isIP } from 'node:net';

/**
 * What the per-address limits count: an IPv4 address, or an IPv6 address's /64. One host is given a
 * whole /64 (2^64 addresses), so counting IPv6 addresses one by one would let it try without end.
 * An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, a dual-stack socket) is that IPv4 address.
 */
export function addressBlock(ip: string): string {
  const address = ip.split('%', 1)[0]!;
  if (isIP(address) !== 6) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, however it is written. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          // A dotted IPv4 ending: two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
