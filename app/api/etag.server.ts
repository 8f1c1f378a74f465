import { createHash } from "node:crypto";
import { ApiError } from "./errors.server";

/*
 * ETags of the API's single resources (company, expert, offer, the user record; decision 052): a
 * strong tag from a hash of the resource's JSON answer, so equal answers have equal tags on every
 * instance. `If-Match` on their PUT, PATCH and DELETE is compared with the resource's tag just
 * before the write (412 `precondition-failed` when it differs; `*` passes).
 */

export function etagOf(json: string): string {
  return `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
}

/** The entity tags of an If-Match or If-None-Match header ("*" as itself); weak ones as strong. */
function tagsOf(header: string): string[] {
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .filter(Boolean);
}

/** Throws 412 when `If-Match` names neither `*` nor the current tag. */
export function checkIfMatch(request: Request, current: () => Promise<string>) {
  const header = request.headers.get("If-Match");
  if (header === null) return Promise.resolve();
  const tags = tagsOf(header);
  if (tags.includes("*")) return Promise.resolve();
  return current().then((tag) => {
    if (!tags.includes(tag))
      throw new ApiError(412, "precondition-failed", "api.errors.preconditionFailed", null, {
        ETag: tag,
      });
  });
}

/** Whether `If-None-Match` names the current tag (a GET is then answered 304). */
export function noneMatch(request: Request, tag: string) {
  const header = request.headers.get("If-None-Match");
  if (header === null) return false;
  const tags = tagsOf(header);
  return tags.includes("*") || tags.includes(tag);
}
