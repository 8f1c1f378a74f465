import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { TranslationKey } from "~/i18n/keys";

const STEPS = ["partner-type", "company-information", "personal-information"] as const;

/**
 * Frame of a registration step: the progress through the three steps (an ordered list, the
 * current one marked with aria-current="step"), title, lead and the form. `step` is where the
 * partner is; `counter` says "Step n of 3" above the title, once per step (the account page
 * belongs to step 1, whose counter the partner-type page already showed).
 */
export function RegisterStep({
  step,
  counter = true,
  freelancer = false,
  titleKey,
  textKey,
  children,
}: {
  step?: 1 | 2 | 3;
  counter?: boolean;
  freelancer?: boolean;
  titleKey: TranslationKey;
  textKey: TranslationKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="container section narrow" aria-labelledby="register-title">
      {step ? (
        <nav aria-label={t("register.progress")} className="register-progress">
          <ol>
            {STEPS.map((key, i) => {
              const state = i + 1 < step ? "done" : i + 1 === step ? "current" : "next";
              return (
                <li
                  key={key}
                  data-state={state}
                  aria-current={state === "current" ? "step" : undefined}
                >
                  <span className="register-progress-number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span>
                    {t(
                      key === "company-information" && freelancer
                        ? "register.progressSteps.freelancer-information"
                        : `register.progressSteps.${key}`,
                    )}
                    {state === "done" ? (
                      <span className="visually-hidden"> {t("register.progressDone")}</span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      {step && counter ? (
        <p className="eyebrow">{t("register.stepOf", { step, total: 3 })}</p>
      ) : null}
      <h1 id="register-title">{t(titleKey)}</h1>
      <p className="lead">{t(textKey)}</p>
      {children}
    </section>
  );
}
