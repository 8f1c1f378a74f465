import { useNavigate } from "@remix-run/react";
import { Link } from "~/components/plain-link";
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { useDialogFocusReturn } from "./dialog-focus";

/**
 * A modal is a nested route. With JavaScript it opens as a modal <dialog> over its parent
 * (Escape, the close button and Cancel navigate back to `closeTo`); without JavaScript the same
 * URL renders it as a plain page section with the same form. Closing returns focus to the
 * control that opened it, or to the message after a successful submit (./dialog-focus.ts).
 */
export function Modal({
  title,
  closeTo,
  children,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useDialogFocusReturn(ref, hydrated);

  if (!hydrated) {
    return (
      <section className="modal-page card" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo, { preventScrollReset: true });
      }}
    >
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <Link
          to={closeTo}
          preventScrollReset
          className="modal-close"
          aria-label={t("modal.close")}
          title={t("modal.close")}
        >
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      {children}
    </dialog>
  );
}

/** The Cancel link of a modal form: back to the parent route, keeping the scroll position. */
export function ModalCancel({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} preventScrollReset className="button button-secondary">
      {t("modal.cancel")}
    </Link>
  );
}
