import net from "node:net";

/**
 * Whether an IP address is on the public internet, so the server may connect to it on a
 * user's behalf. Refused: unspecified, loopback, private (RFC 1918), CGNAT, link-local,
 * IETF-reserved, documentation and benchmarking ranges, multicast, broadcast and the
 * reserved 240/4; for IPv6 everything outside global unicast (2000::/3), which covers
 * ::, ::1, unique-local fc00::/7, link-local fe80::/10, site-local and multicast, plus the
 * documentation, 6to4, Teredo and other special blocks inside it. Addresses that embed an
 * IPv4 address (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d) are judged by that
 * IPv4 address. Anything that does not parse as an address is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (net.isIPv4(bare)) return isPublicIpv4(ipv4Bytes(bare));
  if (!net.isIPv6(bare)) return false;
  const bytes = ipv6Bytes(bare);
  if (!bytes) return false;
  const embedded = embeddedIpv4(bytes);
  if (embedded) return isPublicIpv4(embedded);
  if (!matches(bytes, [0x20], 3)) return false;
  return !blockedIpv6.some(([prefix, bits]) => matches(bytes, prefix, bits));
}

type Range = readonly [prefix: readonly number[], bits: number];

const blockedIpv4: readonly Range[] = [
  [[0], 8], // "this network", including 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // shared address space (CGNAT)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata services
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast (deprecated)
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and the broadcast address
];

// Inside 2000::/3 (everything outside it is refused anyway).
const blockedIpv6: readonly Range[] = [
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments, incl. Teredo 2001::/32
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x02], 16], // 6to4 (deprecated; would reach an IPv4 address through a relay)
  [[0x3f, 0xff, 0x00], 20], // documentation (RFC 9637)
];

function isPublicIpv4(bytes: readonly number[]): boolean {
  return !blockedIpv4.some(([prefix, bits]) => matches(bytes, prefix, bits));
}

// IPv4-mapped (::ffff:0:0/96) and the NAT64 well-known prefix (64:ff9b::/96).
function embeddedIpv4(bytes: readonly number[]): number[] | null {
  const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
  const nat64 = [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
  if (matches(bytes, mapped, 96) || matches(bytes, nat64, 96)) return bytes.slice(12);
  return null;
}

function matches(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(address: string): number[] {
  return address.split(".").map(Number);
}

/** The 16 bytes of a valid IPv6 address (dotted IPv4 tail allowed), or null. */
export function ipv6Bytes(address: string): number[] | null {
  let text = address;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    if (!net.isIPv4(dotted[1])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(dotted[1]);
    tail = [(a << 8) | b, (c << 8) | d];
    text = text.slice(0, -dotted[1].length) + "0:0";
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(Math.max(0, missing)).fill(0), ...rest];
  if (tail.length) groups.splice(6, 2, ...tail);
  if (groups.length !== 8 || groups.some((group) => !(group >= 0 && group <= 0xffff))) return null;
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}
