import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { forceFullPageLoads } from "~/deploy/full-load-navigation";

const CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * Polls /builds/latest.json and offers a reload when a newer build is deployed; from then on the
 * next navigation is a full page load.
 */
export function NewVersionNotice({ version }: { version: string }) {
  const { t } = useTranslation();
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    let stopped = false;
    async function check() {
      try {
        const response = await fetch("/builds/latest.json", { cache: "no-store" });
        if (!response.ok) return;
        const latest = (await response.json()) as { version?: string };
        if (!stopped && latest.version && latest.version !== version) setOutdated(true);
      } catch {
        // offline or deploying: try again at the next interval
      }
    }
    const timer = setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [version]);

  useEffect(() => (outdated ? forceFullPageLoads() : undefined), [outdated]);

  if (!outdated) return null;
  return (
    <div className="new-version" role="status">
      <span>{t("toast.newVersion")}</span>
      <button
        type="button"
        className="button button-small"
        onClick={() => window.location.reload()}
      >
        {t("toast.reload")}
      </button>
    </div>
  );
}
