import { BlockList, isIP } from 'node:net';

/**
 * Address ranges an outbound call (an API call action) never reaches: this host, private
 * networks, link-local (cloud metadata at 169.254.169.254), CGNAT (Alibaba's metadata at
 * 100.100.100.200), multicast, unspecified, documentation and reserved ranges, and the IPv6
 * prefixes that embed an IPv4 address (NAT64, 6to4, Teredo, IPv4-compatible). IPv4-mapped IPv6
 * (`::ffff:127.0.0.1`) is checked as the IPv4 address it maps, by BlockList itself.
 */
const NOT_PUBLIC: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", unspecified
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // CGNAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.88.99.0', 24, 'ipv4'], // 6to4 relay
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96, 'ipv6'], // NAT64
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['100::', 64, 'ipv6'], // discard
  ['2001::', 23, 'ipv6'], // IETF protocol assignments, Teredo
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4
  ['fc00::', 7, 'ipv6'], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const notPublic = new BlockList();
for (const [network, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(network, prefix, family);

/** One exception an operator allows: an address, or a range, optionally on one port only. */
type AllowedAddress = { list: BlockList; port: number | null };

/** The address in URL-hostname form without its brackets (`[::1]` → `::1`). */
export function bareAddress(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
}

/**
 * Reads one entry of the allowed list: `10.0.0.5`, `10.0.0.5:8080`, `[fd00::5]:8080`,
 * `10.1.0.0/16` or `fd00::/64`. Null when it is none of these.
 */
function allowedAddress(entry: string): AllowedAddress | null {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(entry);
  const [address, portText] = bracketed
    ? [bracketed[1]!, bracketed[2]]
    : withPort
      ? [withPort[1]!, withPort[2]]
      : [entry, undefined];
  const [network = '', bits, ...rest] = address.split('/');
  const family = familyOf(network);
  const port = portText === undefined ? null : Number(portText);
  if (!family || rest.length > 0 || (port !== null && (port < 1 || port > 65_535))) return null;
  const list = new BlockList();
  if (bits === undefined) {
    list.addAddress(network, family);
  } else {
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 'ipv4' ? 32 : 128)) return null;
    list.addSubnet(network, prefix, family);
  }
  return { list, port };
}

/** Why a list of allowed addresses cannot be read, naming the first bad entry; null when it can. */
export function allowedAddressesProblem(entries: readonly string[]): string | null {
  const bad = entries.find((entry) => allowedAddress(entry) === null);
  return bad === undefined
    ? null
    : `"${bad}" is not an address, an address with its port, or a CIDR range`;
}

/**
 * Which addresses an outbound call may connect to: public ones, and those the operator allowed
 * (`API_CALL_ALLOWED_ADDRESSES`, for a self-hosted intranet service).
 */
export class OutboundAddressPolicy {
  private readonly allowed: AllowedAddress[];

  constructor(allowedEntries: readonly string[] = []) {
    const problem = allowedAddressesProblem(allowedEntries);
    if (problem) throw new Error(problem);
    this.allowed = allowedEntries.map((entry) => allowedAddress(entry)!);
  }

  /** Whether a connection to `address` (an IP address, no name) on `port` may be made. */
  allows(address: string, port: number): boolean {
    const bare = bareAddress(address);
    const family = familyOf(bare);
    if (!family) return false;
    if (
      this.allowed.some((entry) => entry.list.check(bare, family) && (entry.port ?? port) === port)
    )
      return true;
    return !notPublic.check(bare, family);
  }
}
