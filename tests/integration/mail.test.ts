import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PEER_ADDRESS_HEADER } from "~/utils/client-address.server";
import { startTestSmtp, type TestSmtp } from "../fixtures/smtp";

// Mail touches no database: run it once, in the SQLite project.
const APP_URL = "https://gigs.example.test";
const ENV_KEYS = [
  "SMTP_URL",
  "MAIL_FROM",
  "MAIL_OUTBOX_DIR",
  "APP_URL",
  "APP_ENV",
  "LOG_LEVEL",
  "DEV_TOOLS",
];
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/** getEnv() and the SMTP transport are cached per module instance: load fresh ones for an environment. */
async function loadMail(env: Record<string, string | undefined>) {
  setEnv({ APP_URL, APP_ENV: "test", LOG_LEVEL: "error", ...env });
  vi.resetModules();
  const [transport, templates, outbox] = await Promise.all([
    import("~/mail/transport.server"),
    import("~/mail/templates.server"),
    import("~/mail/outbox.server"),
  ]);
  return { ...transport, ...templates, ...outbox };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function captureOutput(stream: NodeJS.WriteStream) {
  const lines: string[] = [];
  const spy = vi.spyOn(stream, "write").mockImplementation((chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    lines,
    // The logger writes a turn's info lines together on the next one: wait for it first.
    restore: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      spy.mockRestore();
    },
  };
}

const TOKEN = "tok_0123456789abcdefSECRET";

describe.runIf(process.env.TEST_ENGINE !== "postgres")("mail", () => {
  let smtp: TestSmtp;
  const tempDirs: string[] = [];

  function tempDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gp-outbox-"));
    tempDirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });

  afterAll(async () => {
    await smtp?.close();
    setEnv(savedEnv);
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends a Finnish verification email over SMTP with HTML and text parts and absolute links", async () => {
    const mail = await loadMail({
      SMTP_URL: smtp.url,
      MAIL_FROM: "GigPartners <no-reply@gigs.example.test>",
      LOG_LEVEL: "info",
    });
    const rendered = await mail.verificationEmail({
      locale: "fi",
      name: "Maija",
      token: TOKEN,
      inviteToken: "inv_42",
    });
    const out = captureOutput(process.stdout);
    let sent;
    try {
      sent = await mail.sendMail({ to: "maija@example.fi", ...rendered });
    } finally {
      await out.restore();
      mail.closeMailTransport();
    }
    expect(sent.via).toBe("smtp");

    const received = await smtp.waitFor((m) => m.to.includes("maija@example.fi"));
    expect(received.subject).toBe("Vahvista sähköpostiosoitteesi");
    expect(received.from).toContain("no-reply@gigs.example.test");
    expect(received.html).toContain('lang="fi"');
    expect(received.html).toContain("Hei Maija,");
    expect(received.text).toContain("Hei Maija,");
    expect(received.text).toContain("konsultointikeikkojen kumppanimarkkinapaikka");

    // Follow the link: absolute on APP_URL, same in both parts, carrying both tokens.
    const link = received.links.find((l) => l.includes("/sign-in/verify-email"));
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(APP_URL);
    expect(url.pathname).toBe("/sign-in/verify-email");
    expect(url.searchParams.get("token")).toBe(TOKEN);
    expect(url.searchParams.get("inviteToken")).toBe("inv_42");
    expect(received.text).toContain(link!);

    // Nothing else is fetched or linked: no images, stylesheets or addresses outside the app.
    expect(received.html).not.toMatch(/\ssrc=|<link\b|url\(/i);
    for (const l of received.links) expect(new URL(l).origin).toBe(APP_URL);

    // The log names the recipient's domain and the subject, never the token or the address.
    const log = out.lines.join("");
    expect(log).toContain('"mailDomain":"example.fi"');
    expect(log).toContain("Vahvista sähköpostiosoitteesi");
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain("maija@");
  });

  it("throws a MailError that says what to check when the SMTP server cannot be reached", async () => {
    const mail = await loadMail({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const err = captureOutput(process.stderr);
    try {
      const rendered = await mail.passwordResetEmail({ locale: "en", token: TOKEN });
      const error = await mail.sendMail({ to: "someone@example.com", ...rendered }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(mail.MailError);
      expect((error as Error).message).toMatch(/SMTP_URL/);
    } finally {
      await err.restore();
      mail.closeMailTransport();
    }
    expect(err.lines.join("")).toContain("mail not sent");
    expect(err.lines.join("")).not.toContain(TOKEN);
  });

  it("writes to the development outbox without SMTP_URL, and reads it back by id only", async () => {
    const dir = path.join(tempDir(), "nested", "outbox");
    const mail = await loadMail({ SMTP_URL: undefined, MAIL_OUTBOX_DIR: dir });
    const first = await mail.passwordResetEmail({ locale: "en", token: TOKEN });
    const second = await mail.accountDeletedEmail({ locale: "fi", name: "Ville" });
    const a = await mail.sendMail({ to: "first@example.com", ...first });
    const b = await mail.sendMail({
      to: "second@example.com",
      ...second,
      headers: { "X-Test": "1" },
    });
    expect(a.via).toBe("outbox");
    expect(fs.readdirSync(dir).sort()).toEqual([`${a.id}.json`, `${b.id}.json`].sort());

    const list = await mail.listOutbox();
    expect(list.map((m) => m.id)).toEqual([b.id, a.id].sort().reverse());
    expect(list.find((m) => m.id === a.id)).toMatchObject({
      to: "first@example.com",
      subject: "Reset your GigPartners password",
    });
    expect(list[0]).not.toHaveProperty("html");
    expect(list[0]).not.toHaveProperty("text");

    const stored = await mail.readOutboxMessage(a.id);
    expect(stored).toMatchObject({ id: a.id, to: "first@example.com", html: first.html });
    expect(stored!.text).toContain(`${APP_URL}/sign-in/reset-password?token=${TOKEN}`);
    expect((await mail.readOutboxMessage(b.id))?.headers).toEqual({ "X-Test": "1" });

    expect(await mail.readOutboxMessage("../../etc/passwd")).toBeNull();
    expect(await mail.readOutboxMessage(`../outbox/${a.id}`)).toBeNull();
    expect(await mail.readOutboxMessage(`${a.id}.json`)).toBeNull();
    expect(await mail.readOutboxMessage("20260101T000000000Z-000000000000")).toBeNull();
  });

  it("lists an empty outbox when its directory does not exist yet", async () => {
    const mail = await loadMail({ MAIL_OUTBOX_DIR: path.join(tempDir(), "missing") });
    expect(await mail.listOutbox()).toEqual([]);
  });

  it("escapes every interpolated value in the HTML part", async () => {
    const mail = await loadMail({});
    const evil = `<script>alert("x")</script>`;
    const verify = await mail.verificationEmail({ locale: "en", name: evil, token: `a"b<c` });
    expect(verify.html).not.toContain("<script>");
    expect(verify.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(verify.html).not.toContain('a"b<c');
    expect(verify.text).toContain(`Hi ${evil},`);

    const invite = await mail.inviteEmail({
      locale: "fi",
      companyName: `"><img src=x onerror=alert(1)>`,
      inviterName: "Eve & <b>Co</b>",
      message: "Tervetuloa!\n<a href='https://evil.example'>klikkaa</a>",
      token: "inv",
    });
    expect(invite.html).not.toMatch(/<img|<b>|<a href='/);
    expect(invite.html).toContain("Eve &amp; &lt;b&gt;Co&lt;/b&gt;");
    expect(invite.html).toContain("&lt;a href=&#39;https://evil.example&#39;&gt;");
    expect(invite.subject).not.toMatch(/[\r\n]/);

    const removed = await mail.userRemovedEmail({
      locale: "en",
      name: "<i>n</i>",
      companyName: "<u>c</u>",
      removedBy: "<s>r</s>",
    });
    expect(removed.html).not.toMatch(/<i>|<u>|<s>/);
  });

  it("renders every template in English and Finnish", async () => {
    const mail = await loadMail({});
    for (const locale of ["en", "fi"] as const) {
      const rendered = {
        verification: await mail.verificationEmail({ locale, token: "t1" }),
        passwordReset: await mail.passwordResetEmail({ locale, token: "t2" }),
        invite: await mail.inviteEmail({
          locale,
          companyName: "Demo Consulting Oy",
          inviterName: "Anna",
          message: "Welcome!",
          token: "t3",
        }),
        userRemoved: await mail.userRemovedEmail({
          locale,
          name: "Ville",
          companyName: "Demo Consulting Oy",
          removedBy: "Anna",
        }),
        accountDeleted: await mail.accountDeletedEmail({ locale }),
      };
      for (const [name, m] of Object.entries(rendered)) {
        expect(m.subject.trim(), `${locale} ${name}`).not.toBe("");
        expect(m.subject, `${locale} ${name}`).not.toMatch(/mail\.|{{/);
        expect(m.html, `${locale} ${name}`).toContain(`<html lang="${locale}"`);
        expect(m.html, `${locale} ${name}`).not.toMatch(/mail\.[a-zA-Z]+\.|{{/);
        expect(m.text.trim(), `${locale} ${name}`).not.toBe("");
        expect(m.text, `${locale} ${name}`).not.toMatch(/mail\.[a-zA-Z]+\.|{{/);
        expect(m.text, `${locale} ${name}`).toContain(`${APP_URL}/`);
      }
      const { verification, passwordReset, invite } = rendered;
      expect(verification.text).toContain(`${APP_URL}/sign-in/verify-email?token=t1`);
      expect(verification.text).not.toContain("inviteToken");
      expect(passwordReset.text).toContain(`${APP_URL}/sign-in/reset-password?token=t2`);
      expect(invite.text).toContain(`${APP_URL}/sign-in?inviteToken=t3`);
      expect(invite.text).toContain("> Welcome!");
    }
    const en = await mail.passwordResetEmail({ locale: "en", token: "t" });
    const fi = await mail.passwordResetEmail({ locale: "fi", token: "t" });
    expect(en.subject).toBe("Reset your GigPartners password");
    expect(en.text).toContain("expires in 1 hour");
    expect(fi.text).toContain("vanhenee tunnin kuluttua");
    const invite = await mail.inviteEmail({
      locale: "en",
      companyName: "Demo Consulting Oy",
      inviterName: "Anna",
      token: "t",
    });
    expect(invite.subject).toBe("Anna invited you to join Demo Consulting Oy on GigPartners");
    expect(invite.text).toContain("valid for 14 days");
  });

  it("serves the outbox pages only with DEV_TOOLS and only to a loopback peer", async () => {
    const dir = tempDir();
    const mail = await loadMail({ SMTP_URL: undefined, MAIL_OUTBOX_DIR: dir, DEV_TOOLS: "1" });
    const rendered = await mail.passwordResetEmail({ locale: "en", token: TOKEN });
    const { id } = await mail.sendMail({ to: "page@example.com", ...rendered });
    const list = await import("~/routes/_dev+/dev.outbox");
    const detail = await import("~/routes/_dev+/dev.outbox.$id");
    // The HTTP edge sets the peer header from the socket; X-Forwarded-For never counts here.
    const args = (
      url: string,
      params: Record<string, string> = {},
      headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: "127.0.0.1" },
    ) =>
      ({ request: new Request(url, { headers }), params, context: {} }) as Parameters<
        typeof list.loader
      >[0];

    const listed = await list.loader(args("http://localhost/dev/outbox"));
    expect(listed.messages.map((m) => m.id)).toEqual([id]);
    const shown = await detail.loader(args(`http://localhost/dev/outbox/${id}`, { id }));
    expect(shown.message.text).toContain(TOKEN);
    const missing = await detail
      .loader(args("http://localhost/dev/outbox/x", { id: "../../etc/passwd" }))
      .catch((e: unknown) => e);
    expect((missing as Response).status).toBe(404);

    const remote = { [PEER_ADDRESS_HEADER]: "192.0.2.7", "X-Forwarded-For": "127.0.0.1" };
    const refused = [
      () => list.loader(args("http://localhost/dev/outbox", {}, remote)),
      () => detail.loader(args(`http://localhost/dev/outbox/${id}`, { id }, remote)),
      () =>
        list.loader(args("http://localhost/dev/outbox", {}, { "X-Forwarded-For": "127.0.0.1" })),
    ];

    // Without DEV_TOOLS (npm start, the container), whatever APP_ENV says.
    setEnv({ DEV_TOOLS: undefined, APP_ENV: "test" });
    vi.resetModules();
    const offList = await import("~/routes/_dev+/dev.outbox");
    const offDetail = await import("~/routes/_dev+/dev.outbox.$id");
    for (const call of [
      ...refused,
      () => offList.loader(args("http://localhost/dev/outbox")),
      () => offDetail.loader(args(`http://localhost/dev/outbox/${id}`, { id })),
    ]) {
      const thrown = await call().catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
