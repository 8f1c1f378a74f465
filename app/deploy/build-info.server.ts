import fs from "node:fs";
import path from "node:path";

/** What `/builds/meta/{id}.json` tells about the running build (decision 037). */
export type BuildMeta = {
  id: string;
  /** When the build's client manifest was written, ISO 8601; null when it cannot be read. */
  builtAt: string | null;
  /** The browser's entry module and the route manifest, as the pages load them. */
  entry: string;
  manifest: string;
};

declare global {
  var __buildVersion: string | undefined;
  var __buildMeta: BuildMeta | undefined;
}

type BuildLike = {
  assets: { version: string; url: string; entry: { module: string } };
  assetsBuildDirectory: string;
  publicPath: string;
};

/** Set by server.ts from the compiled build, read by the new-version check. */
export function setBuildVersion(version: string) {
  globalThis.__buildVersion = version;
}

export function getBuildVersion(): string {
  return globalThis.__buildVersion ?? "dev";
}

/** The manifest file's time stands for the build's: the build writes it last of the client files. */
function builtAt(build: BuildLike): string | null {
  const file = build.assets.url.startsWith(build.publicPath)
    ? path.join(build.assetsBuildDirectory, build.assets.url.slice(build.publicPath.length))
    : null;
  try {
    return file ? fs.statSync(file).mtime.toISOString() : null;
  } catch {
    return null;
  }
}

/** Set by server.ts once at start, with the version. */
export function setBuildMeta(build: BuildLike) {
  setBuildVersion(build.assets.version);
  globalThis.__buildMeta = {
    id: build.assets.version,
    builtAt: builtAt(build),
    entry: build.assets.entry.module,
    manifest: build.assets.url,
  };
}

/** The running build's metadata when `id` names it; null for any other (older, unknown) id. */
export function getBuildMeta(id: string): BuildMeta | null {
  const meta = globalThis.__buildMeta;
  return meta && meta.id === id ? meta : null;
}
