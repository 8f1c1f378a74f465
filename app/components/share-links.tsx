import { useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";

/** Share URLs of the services; plain links, so sharing works without JavaScript. */
export function shareUrls({ url, title, text }: { url: string; title: string; text?: string }) {
  const u = encodeURIComponent(url);
  const body = text ? `${text}\n\n${url}` : url;
  return {
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
  };
}

/**
 * Share links for a page at an absolute `url`. Without JavaScript the link is in a read-only
 * text field to select and copy; with JavaScript a button also copies it to the clipboard and
 * says so in a polite status message.
 */
export function ShareLinks({ url, title, text }: { url: string; title: string; text?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const urls = shareUrls({ url, title, text });
  const services = [
    { key: "linkedIn", href: urls.linkedIn, label: t("site.share.linkedIn") },
    { key: "x", href: urls.x, label: t("site.share.x") },
    { key: "facebook", href: urls.facebook, label: t("site.share.facebook") },
  ];
  return (
    <section className="share" aria-labelledby={headingId}>
      <h2 id={headingId} className="share-title">
        {t("site.share.title")}
      </h2>
      <ul className="share-list">
        {services.map((service) => (
          <li key={service.key}>
            <a
              className={`share-link share-${service.key}`}
              href={service.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {service.label}
              <span className="visually-hidden"> {t("site.share.newTab")}</span>
            </a>
          </li>
        ))}
        <li>
          <a className="share-link share-email" href={urls.email}>
            {t("site.share.email")}
          </a>
        </li>
      </ul>
      <CopyLink url={url} />
    </section>
  );
}

function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("site.share.copied"));
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus(t("site.share.copyFailed"));
    }
  }

  return (
    <div className="share-copy">
      <label htmlFor={inputId}>{t("site.share.linkLabel")}</label>
      <div className="share-copy-row">
        <input
          id={inputId}
          ref={input}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className="button button-small" onClick={copy}>
            {t("site.share.copy")}
          </button>
        ) : null}
      </div>
      <p className="share-status" role="status">
        {status}
      </p>
    </div>
  );
}
