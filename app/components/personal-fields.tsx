import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { JOB_TITLE_MAX, NAME_MAX } from "~/validation/registration";
import { CheckboxField, Field, type Meta } from "./field";

type PersonalMeta = Record<
  "name" | "phoneNumber" | "jobTitle" | "marketingConsent" | "subscribeToGigsletter",
  Meta
>;

/**
 * A person's own details, the same in registration and in My details: name, phone, job title and
 * the two mailing choices. `afterName` holds what one form adds (My details shows the e-mail).
 */
export function PersonalFields({
  fields,
  afterName,
}: {
  fields: PersonalMeta;
  afterName?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t("register.personal.name")}
        meta={fields.name}
        autoComplete="name"
        counterMax={NAME_MAX}
      />
      {afterName}
      <Field
        label={t("register.personal.phone")}
        hint={t("register.personal.phoneHint")}
        meta={fields.phoneNumber}
        type="tel"
        autoComplete="tel"
      />
      <Field
        label={t("register.personal.jobTitle")}
        meta={fields.jobTitle}
        autoComplete="organization-title"
        counterMax={JOB_TITLE_MAX}
      />
      <CheckboxField label={t("register.personal.marketing")} meta={fields.marketingConsent} />
      <CheckboxField
        label={t("register.personal.newsletter")}
        meta={fields.subscribeToGigsletter}
      />
    </>
  );
}
