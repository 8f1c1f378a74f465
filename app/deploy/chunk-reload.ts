// After a deploy the old build's route modules are gone: a client navigation that needs one
// fails to import it. Remix 2 then logs "Error loading route module" and reloads the *current*
// page. We take over at that log line: one full load of the *target* URL, remembered in
// sessionStorage; if the target's module is still broken after that, the next failure within
// the guard period is left to Remix's reload of the current page, never the target again
// (docs/decisions/015-telemetry-consent-deploys.md).

const KEY = "chunk-reload";
/** A second failure for the same address within this time is the same failure, not a new deploy. */
export const RELOAD_GUARD_MS = 60_000;
const REMIX_MESSAGE = "Error loading route module";

type Store = Pick<Storage, "getItem" | "setItem">;

/** True once per target and guard period: the caller may reload. No storage: never reload. */
export function claimReload(storage: Store | null, target: string, now: number): boolean {
  if (!storage) return false;
  try {
    const previous = JSON.parse(storage.getItem(KEY) ?? "null") as {
      target?: string;
      at?: number;
    } | null;
    if (previous?.target === target && typeof previous.at === "number") {
      if (now - previous.at < RELOAD_GUARD_MS) return false;
    }
    storage.setItem(KEY, JSON.stringify({ target, at: now }));
    return true;
  } catch {
    return false;
  }
}

export class ChunkLoadError extends Error {
  name = "ChunkLoadError";
}

type RouterWindow = Window & {
  __remixRouter?: { state: { navigation: { location?: { pathname: string; search: string } } } };
};

function targetUrl(): string {
  const pending = (window as RouterWindow).__remixRouter?.state.navigation.location;
  return pending ? pending.pathname + pending.search : location.pathname + location.search;
}

function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Installed before hydration (entry.client.tsx). */
export function installChunkReloadGuard() {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith(REMIX_MESSAGE)) {
      original(...args);
      const target = targetUrl();
      // Already tried: Remix's own reload of the page the visitor is on, which loads fine;
      // the target is not loaded again, so nothing can cycle.
      if (!claimReload(sessionStore(), target, Date.now())) return;
      window.location.assign(target);
      // Throwing here skips Remix's reload of the current page, which would cancel the load of
      // the target above.
      throw new ChunkLoadError(`${args[0]} (${target})`);
    }
    original(...args);
  };
}
