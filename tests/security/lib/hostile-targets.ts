// Where the hostile-input suite aims: every action and every loader of the build, each at the
// concrete URL of the access matrix and as an actor who gets past the sign-in checks to the code
// that reads the input.
import { ACCESS_MATRIX, type Outcome } from "../access-matrix.data";
import type { Actor, Ids } from "./actors";
import type { BuiltRoute } from "./route-manifest";

export type Target = {
  routeId: string;
  method: "GET" | "POST";
  url: string;
  actor: Actor;
  headers?: Record<string, string>;
};

const answersItself = (outcome: Outcome | undefined) =>
  outcome !== undefined && "status" in outcome && outcome.status < 500;

/**
 * Actions whose allowed write takes no fields (deleting, resending, withdrawing): a hostile body
 * from company A would simply perform it, so company B aims at them instead and must get the same
 * clean 404 whatever the body holds. Deleting one's account needs the address typed in, so the
 * owner is safe to use; signing out is aimed at by a visitor.
 */
const ACTOR_OVERRIDES: Record<string, Actor> = {
  "routes/dashboard+/my-details.delete": "companyA",
  "routes/_auth+/sign-out": "visitor",
};

function postActor(route: BuiltRoute): Actor {
  const override = ACTOR_OVERRIDES[route.id];
  if (override) return override;
  const post = ACCESS_MATRIX[route.id]?.post;
  if (!post) return "visitor";
  for (const actor of ["companyA", "freelancer", "visitor"] as const)
    if (answersItself(post[actor])) return actor;
  if (answersItself(post.companyB)) return "companyB";
  return "visitor";
}

function getActor(route: BuiltRoute): Actor {
  const get = ACCESS_MATRIX[route.id]?.get;
  if (!get) return "visitor";
  for (const actor of ["companyA", "freelancer", "visitor"] as const)
    if (answersItself(get[actor])) return actor;
  return "visitor";
}

export function hostileTargets(routes: BuiltRoute[], ids: Ids): Target[] {
  const targets: Target[] = [];
  for (const route of routes) {
    const entry = ACCESS_MATRIX[route.id];
    if (!entry) continue; // the access matrix fails for it, naming the route
    const path = entry.url(ids);
    if (route.hasLoader && entry.get)
      targets.push({ routeId: route.id, method: "GET", url: path, actor: getActor(route) });
    if (route.hasAction && entry.post) {
      const url = route.index ? `${path}${path.includes("?") ? "&" : "?"}index` : path;
      targets.push({
        routeId: route.id,
        method: "POST",
        url,
        actor: postActor(route),
        headers: entry.headers,
      });
    }
  }
  return targets;
}

/** The names of the fields a page's forms have, so the generators hit real fields too. */
export function formFieldNames(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g))
    if (match[1]) names.add(match[1]);
  return [...names];
}
