// An external consent manager (CONSENT_SCRIPT_URL) instead of the built-in banner. We read its
// answer through the Cookiebot API (`Cookiebot.consent.statistics`), which the common consent
// managers offer or can be bridged to; see docs/operations.md, "Analytics and consent".
import { pollUntilReady } from "~/utils/poll";

type CookiebotLike = { consent?: { statistics?: boolean } };
declare global {
  interface Window {
    Cookiebot?: CookiebotLike;
  }
}

const CHANGE_EVENTS = ["CookiebotOnConsentReady", "CookiebotOnAccept", "CookiebotOnDecline"];

/** Loads the script and calls `onChange` with the analytics answer whenever the visitor answers. */
export function startExternalConsent(
  scriptUrl: string,
  nonce: string | undefined,
  onChange: (analytics: boolean) => void,
) {
  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  const read = () => onChange(window.Cookiebot?.consent?.statistics === true);
  for (const name of CHANGE_EVENTS) window.addEventListener(name, read);
  void pollUntilReady(
    () => typeof window.Cookiebot?.consent === "object",
    () => console.error("not ready"),
  ).then((ready) => ready && read());
  return () => {
    for (const name of CHANGE_EVENTS) window.removeEventListener(name, read);
  };
}
