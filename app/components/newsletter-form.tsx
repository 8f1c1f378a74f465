import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useLightForm } from "~/utils/use-light-form";
import { EMAIL_MAX } from "~/validation/limits";
import type { NewsletterFormSearch } from "~/validation/saved-search";
import { FormErrors, PlainField } from "./field-parts";
import { Honeypot } from "./honeypot";

/** What POST /newsletter answers when it does not redirect (field or form errors). */
export type NewsletterActionData = {
  result: SubmissionResult<string[]>;
  redirectTo?: string;
  /** The search the form carried, so the /newsletter page's form keeps it (no JavaScript). */
  search?: NewsletterFormSearch | null;
};

/**
 * The gig newsletter sign-up. It posts to /newsletter with the current path, so the visitor
 * returns here with a toast. With JavaScript the errors show in place (a fetcher); without it the
 * browser posts the form and /newsletter shows the errors on its own page.
 */
export function NewsletterForm({
  source,
  lastResult,
  redirectTo,
  search = null,
  page = false,
}: {
  source?: string;
  /** The gig search shown with the form: the newsletter will list only its new gigs. */
  search?: NewsletterFormSearch | null;
  /** Only for the /newsletter page, which renders a no-JavaScript submission's errors. */
  lastResult?: SubmissionResult<string[]> | null;
  /** Only for the /newsletter page: where the original form was. */
  redirectTo?: string;
  /** The /newsletter page: the form is the page, so its title is the h1. */
  page?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${source ?? "default"}` });
  // The rules of NewsletterSchema, which the action checks.
  const [form, fields] = useLightForm(
    {
      email: {
        valueMissing: "validation.emailRequired",
        typeMismatch: "newsletter.errors.malformed",
        tooLong: "newsletter.errors.malformed",
      },
    },
    fetcher.data?.result ?? lastResult,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const busy = fetcher.state !== "idle";
  // A page read through its `?lng=` address answers (errors, toast, stored language) in the same.
  const lng = new URLSearchParams(location.search).get("lng");
  const action = lng ? `/newsletter?${new URLSearchParams({ lng })}` : "/newsletter";

  // After a successful sign-up the action redirects (toast) and the fetcher ends without data:
  // clear the field, so the form does not look as if it still waited to be sent.
  useEffect(() => {
    if (fetcher.state === "submitting") submitted.current = true;
    if (fetcher.state === "idle" && submitted.current) {
      submitted.current = false;
      if (!fetcher.data) formRef.current?.reset();
    }
  }, [fetcher.state, fetcher.data]);

  const titleId = `${form.id}-title`;
  const Title = page ? "h1" : "h2";
  return (
    <section className={page ? "newsletter" : "card newsletter"} aria-labelledby={titleId}>
      <Title id={titleId}>{t("newsletter.title")}</Title>
      <p className={page ? "lead" : undefined}>
        {t(page ? "newsletter.pageLead" : "newsletter.lead")}
      </p>
      {search ? <p>{search.text}</p> : null}
      <fetcher.Form ref={formRef} method="post" action={action} {...form.props} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input
          type="hidden"
          name="redirectTo"
          value={redirectTo ?? location.pathname + location.search}
        />
        {source ? <input type="hidden" name="source" value={source} /> : null}
        {search?.fields.map(([name, value]) => (
          <input key={`${name}:${value}`} type="hidden" name={name} value={value} />
        ))}
        <PlainField
          label={t("newsletter.email")}
          meta={fields.email}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          defaultValue={fields.email.value}
        />
        <Honeypot />
        <button type="submit" className="button" aria-busy={busy} disabled={busy}>
          {t("newsletter.submit")}
        </button>
      </fetcher.Form>
    </section>
  );
}
