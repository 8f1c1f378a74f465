import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "~/i18n/react";
import { createClientI18n } from "./i18n/client-i18n";
import { installChunkReloadGuard } from "./deploy/chunk-reload";
import { loadLocale, setBrowserI18n } from "./i18n/client-locale";
import { readInlineTranslations } from "./i18n/inline-translations";

async function hydrate() {
  const lng = document.documentElement.lang === "fi" ? "fi" : "en";
  const inline = readInlineTranslations();
  const i18n = inline
    ? createClientI18n(lng, inline, { complete: false, load: loadLocale })
    : createClientI18n(lng, await loadLocale(lng), { load: loadLocale });
  setBrowserI18n(i18n);
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
