// A partner's integration as spec section 7 describes it, written only against the types that
// openapi-typescript generates from /api/openapi.json and called with openapi-fetch: no casts,
// no hand-written shapes. tests/api/typed-client.test.ts type-checks this file against types
// generated from the live document, then runs it against the server.
import createClient from "openapi-fetch";
import type { paths } from "./openapi-types";

export type JourneyInput = {
  baseUrl: string;
  email: string;
  password: string;
  /** A CV as the API takes it: base64 bytes and a file name. */
  cv: { data: string; filename: string };
  /** Sent with every call (a test gives each client an address of its own). */
  headers?: Record<string, string>;
  /** The fetch to call with (a test's checks each answer). */
  fetch?: (request: Request) => Promise<Response>;
};

/** Fails the journey with what the API said. */
function fail(step: string, answer: { error?: unknown; response: Response }): never {
  throw new Error(`${step}: ${answer.response.status} ${JSON.stringify(answer.error ?? null)}`);
}

export async function partnerJourney(input: JourneyInput) {
  const { baseUrl, email, password, cv, headers, fetch } = input;
  const api = createClient<paths>({ baseUrl, headers, fetch });

  const signedIn = await api.POST("/api/auth/local", { body: { identifier: email, password } });
  if (!signedIn.data) fail("sign in", signedIn);
  const { jwt, user } = signedIn.data;
  const auth = { Authorization: `Bearer ${jwt}` };

  const record = await api.GET("/api/users/current", { headers: auth });
  if (!record.data) fail("users/current", record);
  const partnerType: "company" | "freelancer" = record.data.partner_type;

  const gigs = await api.GET("/api/gigs", {
    params: { query: { status: "open", sort: "deadline" } },
  });
  if (!gigs.data) fail("list gigs", gigs);
  const listed = gigs.data.items.find((gig) => gig.accepts_offers);
  if (!listed) throw new Error("no gig takes offers");

  const gig = await api.GET("/api/gigs/{id}", { params: { path: { id: listed.id } } });
  if (!gig.data) fail("get gig", gig);
  const contact = await api.GET("/api/gigs/{id}/contact-info", {
    params: { path: { id: gig.data.id } },
    headers: auth,
  });
  if (!contact.data) fail("contact info", contact);

  const expert = await api.POST("/api/experts", {
    headers: auth,
    body: {
      name: "Typed Client Expert",
      sales_pitch: "Generated types, no casts.",
      cv,
      skills: gig.data.required_skills.slice(0, 3),
      work_modes: [gig.data.onsite],
      rate_expectation: gig.data.rate_max,
    },
  });
  if (!expert.data) fail("create expert", expert);
  const expertId: string = expert.data.id;

  const offered = await api.POST("/api/gigs/{id}/candidates/{expertId}", {
    params: { path: { id: gig.data.id, expertId } },
    headers: auth,
    body: { rate: gig.data.rate_min, additional_description: "Available from next week." },
  });
  if (!offered.data) fail("offer expert", offered);

  const candidates = await api.GET("/api/gigs/{id}/candidates", {
    params: { path: { id: gig.data.id } },
    headers: auth,
  });
  if (!candidates.data) fail("candidates", candidates);

  const myGigs = await api.GET("/api/my-gigs", {
    params: { query: { filter: "pending", limit: 100 } },
    headers: auth,
  });
  // The document offers the list as JSON or, for Accept: text/csv, as a CSV file.
  if (!myGigs.data || typeof myGigs.data === "string") fail("my gigs", myGigs);

  const company = await api.GET("/api/company", { headers: auth });
  if (!company.data) fail("company", company);
  const website = "https://typed-client.example.com";
  const updated = await api.PATCH("/api/company", { headers: auth, body: { website } });
  if (!updated.data) fail("update company", updated);

  const experts = await api.GET("/api/experts", {
    params: { query: { limit: 100 } },
    headers: auth,
  });
  if (!experts.data) fail("list experts", experts);

  const signedOut = await api.POST("/api/auth/logout", { headers: auth });
  if (signedOut.response.status !== 204) fail("sign out", signedOut);
  const afterSignOut = await api.GET("/api/users/me", { headers: auth });

  return {
    userId: user.id,
    partnerType,
    gigId: gig.data.id,
    contactName: contact.data.name,
    expertId,
    offer: { id: offered.data.id, status: offered.data.status, gigId: offered.data.gig_id },
    candidateIds: candidates.data.items.map((candidate) => candidate.expert_id),
    myGigIds: myGigs.data.items.map((item) => item.id),
    companyWebsite: updated.data.website,
    expertIds: experts.data.items.map((item) => item.id),
    afterSignOut: afterSignOut.response.status,
    afterSignOutCode: afterSignOut.error?.error.code,
  };
}
