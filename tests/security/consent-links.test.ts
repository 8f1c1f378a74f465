// The expert's consent links (decision 048) against the production build, as an expert, a mail
// scanner and an attacker use them: a partner offers through the API, the expert's mail carries
// the signed links, and every variation of the link around a real token (tampered, truncated,
// repeated, oversized, the other answer's path, a cross-site POST) answers a page under 5xx and
// 1 s without writing anything, until the expert's own POST answers once.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../fixtures/smtp";
import { call, serverUrl, signIn, withApiServer } from "../api/lib";
import * as hostile from "./lib/hostile-arbitraries";
import { form, isHealthy, send } from "./lib/http";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 6) * 4;
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_129);
const EXPERT_EMAIL = "consenting.expert@example.com";

// The server mails through a test SMTP server of this file.
const smtp: TestSmtp = await startTestSmtp();
afterAll(async () => {
  await smtp.close();
});
const api = withApiServer({ env: { SMTP_URL: smtp.url } });

type Offer = { gigId: number; expertId: string; candidateId: string; token: string };
let offer: Offer;

/** The demo company offers one of its experts, given an address, on an open gig it has not used. */
async function offerThroughApi(jwt: string): Promise<Omit<Offer, "token">> {
  const today = new Date().toISOString().slice(0, 10);
  const expert = await api.db
    .selectFrom("experts")
    .select("id")
    .where("company_id", "=", "demo-company")
    .orderBy("name")
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable("experts")
    .set({ email: EXPERT_EMAIL })
    .where("id", "=", expert.id)
    .execute();
  const gig = await api.db
    .selectFrom("gigs")
    .select("id")
    .where("published", "=", 1)
    .where("status", "=", "accepting-proposals")
    .where("offer_deadline", ">", today)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("candidates")
            .select("candidates.id")
            .whereRef("candidates.gig_id", "=", "gigs.id")
            .where("candidates.expert_id", "=", expert.id),
        ),
      ),
    )
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const gigId = Number(gig.id);
  const created = await call(`/api/gigs/${gigId}/candidates/${expert.id}`, {
    token: jwt,
    json: { rate: 97 },
  });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({ consent: "waiting", consent_at: null });
  return { gigId, expertId: expert.id, candidateId: created.json.id as string };
}

const state = () =>
  api.db
    .selectFrom("candidates")
    .select(["consent", "consent_at", "stage"])
    .where("id", "=", offer.candidateId)
    .executeTakeFirstOrThrow();
const answers = async () =>
  (
    await api.db
      .selectFrom("audit_events")
      .select("action")
      .where("subject_id", "=", offer.candidateId)
      .execute()
  ).map((row) => row.action);

describe(`the consent links (${process.env.TEST_ENGINE})`, () => {
  it("the API answers the consent, and the expert's mail carries both signed links", async () => {
    const { jwt } = await signIn("company@example.com");
    const made = await offerThroughApi(jwt);
    await expect
      .poll(() => smtp.messages.some((m) => m.envelopeTo.includes(EXPERT_EMAIL)))
      .toBe(true);
    const mail = smtp.messages.find((m) => m.envelopeTo.includes(EXPERT_EMAIL))!;
    const agree = mail.links.find((l) => l.startsWith(`${serverUrl()}/representation/agree?`));
    const decline = mail.links.find((l) => l.startsWith(`${serverUrl()}/representation/decline?`));
    expect(agree && decline).toBeTruthy();
    const token = new URL(agree!).searchParams.get("token")!;
    expect(new URL(decline!).searchParams.get("token")).toBe(token);
    offer = { ...made, token };

    const listed = await call(`/api/gigs/${offer.gigId}/candidates`, { token: jwt });
    expect(listed.json.items).toContainEqual(
      expect.objectContaining({ expert_id: offer.expertId, consent: "waiting", consent_at: null }),
    );
    const mine = await call("/api/my-gigs?filter=pending&limit=100", { token: jwt });
    const gig = mine.json.items.find((g: { id: number }) => g.id === offer.gigId);
    expect(gig.candidates).toContainEqual(
      expect.objectContaining({ id: offer.candidateId, consent: "waiting", consent_at: null }),
    );
  });

  it("answers every variation of a real link with a page, writing nothing", async () => {
    const { token } = offer;
    const [id, signature] = token.split(".") as [string, string];
    const variation = fc.oneof(
      fc.constantFrom(
        "",
        id,
        `${id}.`,
        `.${signature}`,
        `${id}.${signature.slice(0, -1)}`,
        `${id}.${signature}=`,
        `${id}.${signature}.${signature}`,
        `${id.toUpperCase()}.${signature}`,
        `${id}.${signature.toLowerCase()}`,
        `${id}%00.${signature}`,
        `${token}&token=${token}`,
        token.repeat(40),
        encodeURIComponent(`${id}.${signature}\u0000`),
      ),
      fc
        .tuple(fc.nat({ max: token.length - 1 }), fc.constantFrom(..."A_-z0.%"))
        .map(([at, char]) => token.slice(0, at) + char + token.slice(at + 1))
        .filter((changed) => changed !== token),
      hostile.value.map(encodeURIComponent),
    );
    const answerPath = fc.constantFrom("agree", "decline", "maybe", "agree.", "%61gree", "AGREE");
    await fc.assert(
      fc.asyncProperty(variation, answerPath, fc.boolean(), async (bad, answer, viaPost) => {
        const path = `/representation/${answer}?token=${bad}`;
        const reply = viaPost
          ? await send(serverUrl(), path, {
              method: "POST",
              ...form({ token: decodeURIComponentSafe(bad) }),
              headers: { Origin: serverUrl(), "Sec-Fetch-Site": "same-origin" },
            })
          : await send(serverUrl(), path);
        expect(reply.status, `${viaPost ? "POST" : "GET"} ${path}`).toBeLessThan(500);
        expect([200, 400, 404, 413, 414]).toContain(reply.status);
        expect(reply.ms).toBeLessThan(1000);
        expect(reply.bytes).toBeLessThan(100 * 1024);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The real token's GET (a mail scanner) and a cross-site POST answer nothing either.
    expect((await send(serverUrl(), `/representation/decline?token=${token}`)).status).toBe(200);
    const crossSite = await send(serverUrl(), `/representation/decline?token=${token}`, {
      method: "POST",
      ...form({ token }),
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await state()).toMatchObject({ consent: "waiting", consent_at: null });
    expect(await answers()).toEqual([]);
    expect(await isHealthy(serverUrl())).toBe(true);
  });

  it("takes the expert's own POST once; a replay and the other link show the answer", async () => {
    const { token } = offer;
    const page = await send(serverUrl(), `/representation/agree?token=${token}&lng=fi`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Suostun");
    const posted = await send(serverUrl(), `/representation/agree?token=${token}&lng=fi`, {
      method: "POST",
      ...form({ token }),
      headers: { Origin: serverUrl(), "Sec-Fetch-Site": "same-origin" },
    });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe(`/representation/agree?token=${token}&lng=fi`);
    expect(await state()).toMatchObject({ consent: "agreed", stage: "waiting-review" });

    const replay = await send(serverUrl(), `/representation/decline?token=${token}`, {
      method: "POST",
      ...form({ token }),
      headers: { Origin: serverUrl(), "Sec-Fetch-Site": "same-origin" },
    });
    expect(replay.status).toBe(302);
    const other = await send(serverUrl(), `/representation/decline?token=${token}`);
    expect(other.status).toBe(200);
    expect(other.body).toContain("Your answer is recorded");
    expect(await state()).toMatchObject({ consent: "agreed" });
    expect(await answers()).toEqual(["candidate.consent-agreed"]);

    const { jwt } = await signIn("company@example.com");
    const listed = await call(`/api/gigs/${offer.gigId}/candidates`, { token: jwt });
    expect(listed.json.items).toContainEqual(
      expect.objectContaining({ expert_id: offer.expertId, consent: "agreed" }),
    );
  });
});

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
