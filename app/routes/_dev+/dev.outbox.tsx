import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useOutlet } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireDevTools } from "~/server/edge/dev-tools.server";
import { getT } from "~/i18n/i18n.server";
import { formatOutboxTime, listOutbox, outboxDir } from "~/mail/outbox.server";
import { pageMeta } from "~/utils/seo";

/** The development outbox: mail saved instead of sent when SMTP_URL is unset. Never in production. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireDevTools(request);
  const [{ t, locale }, messages] = await Promise.all([getT(request), listOutbox()]);
  return {
    meta: { title: t("mail.outbox.title") },
    dir: outboxDir(),
    // Formatted here, so the server and the browser show the same text.
    messages: messages.map((m) => ({ ...m, time: formatOutboxTime(m.createdAt, locale) })),
  };
}

// A list rather than a table: at 390 px a table squeezed the address to a letter a line and the
// subject (the link) to a narrow column. Each message is its subject as a full-width link, with
// who it went to and when under it.
const item = { borderTop: "1px solid var(--border)", padding: "0.5rem 0" } as const;
const subjectLink = {
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 600,
  overflowWrap: "anywhere",
} as const;

export default function DevOutbox() {
  const { t } = useTranslation();
  const { dir, messages } = useLoaderData<typeof loader>();
  const outlet = useOutlet();
  // /dev/outbox/{id} renders its message in place of the list.
  if (outlet) return outlet;
  return (
    <section className="container section">
      <h1>{t("mail.outbox.title")}</h1>
      <p className="lead">{t("mail.outbox.intro")}</p>
      <p className="muted">{t("mail.outbox.directory", { dir })}</p>
      {messages.length === 0 ? (
        <p>{t("mail.outbox.empty")}</p>
      ) : (
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {messages.map((m) => (
            <li key={m.id} style={item}>
              <Link to={`/dev/outbox/${m.id}`} style={subjectLink}>
                {m.subject}
              </Link>
              <p className="muted" style={{ margin: 0, overflowWrap: "anywhere" }}>
                {t("mail.outbox.to")}: {m.to} · <time dateTime={m.createdAt}>{m.time}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.meta.title, noindex: true });
