declare global {
  var __buildVersion: string | undefined;
}

/** Set by server.ts from the compiled build, read by the new-version check. */
export function setBuildVersion(version: string) {
  globalThis.__buildVersion = version;
}

export function getBuildVersion(): string {
  return globalThis.__buildVersion ?? "dev";
}
