import { createTransport, type NodemailerError, type Transporter } from "nodemailer";
import { getEnv, isProductionSite } from "~/env.server";
import { logger } from "~/utils/logger.server";
import { outboxDir, writeOutboxMessage } from "./outbox.server";

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type SentMail = { via: "smtp" | "outbox"; id: string };

/**
 * A message could not be sent. `message` says what to check (for the log and the operator);
 * callers show the user a translated "could not send" toast (`mail.sendFailed`) instead.
 */
export class MailError extends Error {
  override name = "MailError";
  /** Nodemailer's error code (EAUTH, ECONNECTION, ...) or OUTBOX when the file could not be written. */
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

// Shorter than Nodemailer's defaults (2 min / 30 s / 10 min): a request waits for the send.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let cached: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (cached?.url === url) return cached.transport;
  cached?.transport.close();
  const transport = newTransport(url, {});
  cached = { url, transport };
  return transport;
}

function newTransport(url: string, options: { pool?: true; maxConnections?: number }) {
  try {
    return createTransport({ url, ...options, ...TIMEOUTS });
  } catch (error) {
    throw new MailError(
      "SMTP_URL is not a valid SMTP address. Use smtp://user:password@host:587 or smtps://user:password@host:465.",
      "ECONFIG",
      { cause: error },
    );
  }
}

/**
 * Closes the cached SMTP connection; the next send opens a new one. The mail tests call it on
 * a freshly imported module, which the dead-export check cannot follow.
 * @public
 */
export function closeMailTransport() {
  cached?.transport.close();
  cached = undefined;
}

/** Only the domain of the recipient goes to the log. */
function recipientDomain(to: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(to);
  return match?.[1]?.toLowerCase() ?? "unknown";
}

function explainSmtpError(error: NodemailerError): string {
  switch (error.code) {
    case "EAUTH":
    case "ENOAUTH":
      return "The SMTP server refused the login. Check the user name and password in SMTP_URL.";
    case "ECONNECTION":
    case "ESOCKET":
    case "EDNS":
    case "ETIMEDOUT":
      return "Could not reach the SMTP server. Check the host and port in SMTP_URL and that the server accepts connections from here.";
    case "ETLS":
    case "EREQUIRETLS":
      return "The TLS connection to the SMTP server failed. Check the scheme (smtp:// for port 587 or 25, smtps:// for 465) and port in SMTP_URL.";
    case "EENVELOPE":
      return "The SMTP server refused the sender or the recipient. Check that MAIL_FROM is a sender the server accepts, and the recipient address.";
    case "ECONFIG":
      return "SMTP_URL is not a valid SMTP address. Use smtp://user:password@host:587 or smtps://user:password@host:465.";
    default:
      return error.responseCode
        ? `The SMTP server rejected the message (${error.responseCode}). Check the server's log and that MAIL_FROM is allowed to send.`
        : "Sending through the SMTP server failed. Check SMTP_URL, MAIL_FROM and the server's log.";
  }
}

function oneLineSubject(subject: string) {
  return subject.replace(/\s+/g, " ").trim();
}

async function sendThroughSmtp(
  transport: Transporter,
  message: MailMessage,
  logLevel: "info" | "debug",
): Promise<SentMail> {
  const subject = oneLineSubject(message.subject);
  const mailDomain = recipientDomain(message.to);
  try {
    const info = await transport.sendMail({
      from: getEnv().MAIL_FROM,
      to: message.to,
      subject,
      html: message.html,
      text: message.text,
      headers: message.headers ?? {},
    });
    logger[logLevel]("mail sent", { via: "smtp", mailDomain, subject });
    return { via: "smtp", id: String(info.messageId ?? "") };
  } catch (error) {
    const e = error as NodemailerError;
    const explanation = explainSmtpError(e);
    logger.error("mail not sent", {
      via: "smtp",
      mailDomain,
      subject,
      code: e.code,
      responseCode: e.responseCode,
      command: e.command,
      reason: explanation,
    });
    throw new MailError(explanation, e.code, { cause: error });
  }
}

/** Connections a bulk mailer keeps open to the SMTP server; as many sends can be in flight. */
export const BULK_CONNECTIONS = 8;

export type BulkMailer = { send: (message: MailMessage) => Promise<SentMail>; close: () => void };

/**
 * A mailer for one bulk run (the gig newsletter): a pool of SMTP connections that carry many
 * messages each, instead of a connection per message, closed by the run when it ends. Each
 * message still succeeds or fails on its own, as with sendMail. Without SMTP_URL it is sendMail.
 */
export function openBulkMailer(): BulkMailer {
  const smtpUrl = getEnv().SMTP_URL?.trim();
  if (!smtpUrl) return { send: sendMail, close: () => {} };
  const transport = newTransport(smtpUrl, { pool: true, maxConnections: BULK_CONNECTIONS });
  return {
    // One line per message at info would be 50,000 lines a run; the run logs its summary.
    send: (message) => sendThroughSmtp(transport, message, "debug"),
    close: () => transport.close(),
  };
}

/**
 * Sends one message: through SMTP when SMTP_URL is set, otherwise into the development outbox.
 * The log gets the recipient's domain and the subject only: bodies carry secret links.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const env = getEnv();
  const from = env.MAIL_FROM;
  const headers = message.headers ?? {};
  const subject = oneLineSubject(message.subject);
  const mailDomain = recipientDomain(message.to);
  const smtpUrl = env.SMTP_URL?.trim();

  if (smtpUrl) return sendThroughSmtp(smtpTransport(smtpUrl), message, "info");
  if (isProductionSite()) {
    logger.warn("SMTP_URL is not set: mail goes to the development outbox, not to the recipient", {
      mailDomain,
      subject,
    });
  }
  try {
    const stored = await writeOutboxMessage({
      to: message.to,
      from,
      subject,
      html: message.html,
      text: message.text,
      headers,
    });
    logger.info("mail sent", { via: "outbox", mailDomain, subject });
    return { via: "outbox", id: stored.id };
  } catch (error) {
    const explanation = `Could not write the message to the development outbox (${outboxDir()}). Check that the directory is writable (MAIL_OUTBOX_DIR), or set SMTP_URL to send real mail.`;
    logger.error("mail not sent", {
      via: "outbox",
      mailDomain,
      subject,
      code: (error as NodeJS.ErrnoException).code,
      reason: explanation,
    });
    throw new MailError(explanation, "OUTBOX", { cause: error });
  }
}
