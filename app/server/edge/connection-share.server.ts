import { addressGroup } from "~/utils/address-group.server";

/*
 * Each client's share of a process's connections (docs/decisions/029-connection-share.md). One
 * client may hold at most `perClient` at a time, and once the process is nearly full the last
 * `reservedSlots` go only to clients that hold none yet, so a handful of clients that each stay
 * within their share still cannot lock a new visitor (or the health check) out. Clients are
 * counted by addressGroup (an IPv6 client by its /64); an unknown address is one client.
 */

/** 5 % of the cap, never more than one client's share. */
export function reservedSlots(max: number, perClient: number) {
  return Math.min(perClient, Math.ceil(max / 20));
}

export type ConnectionShare = {
  /** The client's key when it may take a slot (now counted), null when it may not. */
  admit(address: string | null): string | null;
  /** Gives back a slot `admit` counted, once. */
  release(key: string): void;
  readonly total: number;
};

export function createConnectionShare({
  max,
  perClient,
}: {
  max: number;
  perClient: number;
}): ConnectionShare {
  const reserved = reservedSlots(max, perClient);
  const held = new Map<string, number>();
  let total = 0;
  return {
    admit(address) {
      const key = address ? addressGroup(address) : "unknown";
      const mine = held.get(key) ?? 0;
      if (mine >= perClient || total >= max || (mine > 0 && total >= max - reserved)) return null;
      held.set(key, mine + 1);
      total++;
      return key;
    },
    release(key) {
      const mine = held.get(key) ?? 0;
      if (mine === 0) return;
      if (mine === 1) held.delete(key);
      else held.set(key, mine - 1);
      total--;
    },
    get total() {
      return total;
    },
  };
}
