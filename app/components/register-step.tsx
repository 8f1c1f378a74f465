import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { TranslationKey } from "~/i18n/keys";

/** Frame of a registration step: "Step n of 3", title, lead and the required-fields note. */
export function RegisterStep({
  step,
  titleKey,
  textKey,
  children,
}: {
  step?: number;
  titleKey: TranslationKey;
  textKey: TranslationKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="container section narrow" aria-labelledby="register-title">
      {step ? <p className="eyebrow">{t("register.stepOf", { step, total: 3 })}</p> : null}
      <h1 id="register-title">{t(titleKey)}</h1>
      <p className="lead">{t(textKey)}</p>
      {children}
    </section>
  );
}
