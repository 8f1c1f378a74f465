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

const cell = {
  textAlign: "left",
  padding: "0.4rem 0.75rem 0.4rem 0",
  verticalAlign: "top",
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
        <table style={{ width: "100%", borderCollapse: "collapse" }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                {t("mail.outbox.time")}
              </th>
              <th scope="col" style={cell}>
                {t("mail.outbox.to")}
              </th>
              <th scope="col" style={cell}>
                {t("mail.outbox.subject")}
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id} style={{ borderTop: "1px solid var(--border)" }}>
                <td style={{ ...cell, whiteSpace: "nowrap" }}>
                  <time dateTime={m.createdAt}>{m.time}</time>
                </td>
                <td style={{ ...cell, wordBreak: "break-all" }}>{m.to}</td>
                <td style={cell}>
                  <Link to={`/dev/outbox/${m.id}`}>{m.subject}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.meta.title, noindex: true });
