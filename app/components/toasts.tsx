import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import type { Toast } from "~/server/forms/toast.server";

const MAX_VISIBLE = 10;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const dismissHref = location.pathname + location.search;
  // A message that holds focus (a dialog's submit hands it focus) stays until focus leaves it.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss, held]);
  return (
    // Divs, not a list: a list item cannot also be a live region (axe aria-allowed-role).
    <div
      className={`toast toast-${toast.type}`}
      role={toast.type === "error" ? "alert" : "status"}
      tabIndex={-1}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="toast-body">
        <p className="toast-title">
          <span className="visually-hidden">{t(`toast.types.${toast.type}`)}: </span>
          {toast.title ?? null}
        </p>
        <p className="toast-text">{toast.text}</p>
      </div>
      {hydrated ? (
        <button
          type="button"
          className="toast-close"
          aria-label={t("toast.dismiss")}
          onClick={() => {
            // The message leaves the page with focus in it: the page's content takes it.
            document.getElementById("main")?.focus({ preventScroll: true });
            onDismiss(toast.id);
          }}
        >
          ×
        </button>
      ) : (
        // The flash was consumed by this very response, so the same address again is the page
        // without it: a dismissal that needs no script.
        <a className="toast-close" href={dismissHref} aria-label={t("toast.dismiss")}>
          ×
        </a>
      )}
    </div>
  );
}

/**
 * Rendered on the server, so the flash messages show without JavaScript too, top right in both
 * cases. With JavaScript each one disappears after its duration (5000 ms by default); without
 * it, it stays until its close link reloads the page.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<Set<string>>(() => new Set());
  const visible = toasts.filter((toast) => !dismissed.has(toast.id)).slice(-MAX_VISIBLE);
  const dismiss = useStableDismiss(setDismissed);
  return (
    <section className="toast-region" aria-label={t("toast.region")}>
      {visible.length > 0 ? (
        <div className="toast-list">
          {visible.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function useStableDismiss(setDismissed: React.Dispatch<React.SetStateAction<Set<string>>>) {
  const [dismiss] = useState(() => (id: string) => setDismissed((prev) => new Set(prev).add(id)));
  return dismiss;
}
