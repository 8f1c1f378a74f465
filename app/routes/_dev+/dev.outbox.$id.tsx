import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import { requireDevTools } from "~/server/edge/dev-tools.server";
import { getT } from "~/i18n/i18n.server";
import { formatOutboxTime, readOutboxMessage } from "~/mail/outbox.server";
import { pageMeta } from "~/utils/seo";

/** One message of the development outbox. Never in production. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireDevTools(request);
  const message = await readOutboxMessage(params.id ?? "");
  if (!message) throw new Response("Message not found", { status: 404 });
  const { t, locale } = await getT(request);
  const { id, from, to, subject, createdAt, text, html } = message;
  return {
    meta: { title: `${subject} · ${t("mail.outbox.title")}` },
    message: { id, from, to, subject, createdAt, text, html },
    time: formatOutboxTime(createdAt, locale),
  };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The text part with its web addresses as links (a sentence's final punctuation stays text). */
function LinkedText({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const [, url, trailing] = /^(.*?)([.,;:!?)]*)$/.exec(part) ?? [part, part, ""];
    return (
      <Fragment key={index}>
        <a href={url}>{url}</a>
        {trailing}
      </Fragment>
    );
  });
}

export default function DevOutboxMessage() {
  const { t } = useTranslation();
  const { message, time } = useLoaderData<typeof loader>();
  return (
    <section className="container section stack">
      <p>
        <Link to="/dev/outbox">{t("mail.outbox.back")}</Link>
      </p>
      <h1>{message.subject}</h1>
      <dl>
        <dt>{t("mail.outbox.time")}</dt>
        <dd>
          <time dateTime={message.createdAt}>{time}</time>
        </dd>
        <dt>{t("mail.outbox.from")}</dt>
        <dd>{message.from}</dd>
        <dt>{t("mail.outbox.to")}</dt>
        <dd>{message.to}</dd>
      </dl>
      <h2>{t("mail.outbox.textPart")}</h2>
      <pre style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        <LinkedText text={message.text} />
      </pre>
      <h2>{t("mail.outbox.htmlPart")}</h2>
      {/* An empty sandbox: the message's HTML runs no script and cannot reach this page. */}
      <iframe
        sandbox=""
        srcDoc={message.html}
        title={t("mail.outbox.htmlFrameTitle")}
        style={{ width: "100%", height: "40rem", border: "1px solid var(--border)" }}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.meta.title, noindex: true });
