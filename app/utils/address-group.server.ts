import net from "node:net";

/**
 * The unit the per-address limits count: an IPv4 address as it is, an IPv6 address by its /64.
 * One IPv6 subscriber (a home, a phone, a server) is routinely given a whole /64 and can use any
 * address in it, so counting single IPv6 addresses would give one client 2^64 budgets.
 * Anything that is not an IPv6 address is returned unchanged.
 */
export function addressGroup(address: string): string {
  const bare = address.split("%", 1)[0]!.toLowerCase();
  if (!net.isIPv6(bare)) return address;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  // An embedded IPv4 address (the last 32 bits) counts as two groups.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
  const left = groups(head);
  const right = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(left) - width(right)).fill("0");
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}
