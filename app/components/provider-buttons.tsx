import { useNavigation } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";

export type SignInProvider = "google" | "microsoft";

/**
 * "Continue with Google / Microsoft": one small POST form per configured provider (no
 * JavaScript needed; a POST so that a link prefetch or a cross-site page cannot start a flow).
 * Pass `configuredProviders()` from the page's loader; nothing renders when the list is empty.
 */
export function ProviderButtons({ providers }: { providers: SignInProvider[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (providers.length === 0) return null;
  return (
    <div className="stack provider-buttons">
      {providers.map((provider) => {
        const action = `/auth/${provider}`;
        const busy = navigation.state !== "idle" && navigation.formAction === action;
        return (
          <Form key={provider} method="post" action={action}>
            <button
              type="submit"
              className="button button-secondary"
              aria-busy={busy}
              disabled={busy}
            >
              {t("oauth.continueWith", { provider: t(`oauth.providers.${provider}`) })}
            </button>
          </Form>
        );
      })}
    </div>
  );
}
