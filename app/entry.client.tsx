import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { installChunkReloadGuard } from "./deploy/chunk-reload";
import { loadLocale } from "./i18n/client-locale";
import { i18nConfig } from "./i18n/config";

async function hydrate() {
  const lng = document.documentElement.lang === "fi" ? "fi" : "en";
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng,
    ns: getInitialNamespaces(),
    resources: { [lng]: { translation: await loadLocale(lng) } },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

installChunkReloadGuard();
void hydrate();
