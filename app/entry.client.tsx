import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createClientI18n } from "./i18n/client-i18n";
import { installChunkReloadGuard } from "./deploy/chunk-reload";
import { loadLocale } from "./i18n/client-locale";

async function hydrate() {
  const lng = document.documentElement.lang === "fi" ? "fi" : "en";
  const i18n = createClientI18n(lng, await loadLocale(lng));
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

installChunkReloadGuard();
void hydrate();
