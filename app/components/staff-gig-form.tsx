import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { GIG_STATUSES, WORK_MODES } from "~/db/schema";
import { useZodForm } from "~/utils/use-zod-form";
import {
  GIG_DESCRIPTION_MAX,
  GIG_LANGUAGE_SUGGESTIONS,
  GIG_TITLE_MAX,
  GigFormSchema,
  SUBMISSION_CAP_MAX,
  type GigFormInput,
} from "~/validation/staff-gig";

/** The form's text values: lists one item per line, numbers as the inputs show them. */
function formText(gig: GigFormInput | null) {
  // A new gig asks for the expert's consent unless staff untick it (decision 048).
  if (!gig)
    return {
      status: "accepting-proposals",
      onsite: "remote",
      allocation: "100",
      requiresConsent: "on",
    };
  return {
    ...gig,
    requiredSkills: gig.requiredSkills.join("\n"),
    niceToHaveSkills: gig.niceToHaveSkills.join("\n"),
    locations: gig.locations.join("\n"),
    minExperienceYears: String(gig.minExperienceYears),
    rateMin: String(gig.rateMin),
    rateMax: String(gig.rateMax),
    allocation: String(gig.allocation),
    submissionCap: gig.submissionCap === undefined ? "" : String(gig.submissionCap),
  };
}

/** Every field of a gig (spec section 3), for creating one and for editing it. */
export function StaffGigForm({
  gig,
  lastResult,
  cancelTo,
}: {
  gig: GigFormInput | null;
  lastResult?: SubmissionResult<string[]> | null;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useZodForm(GigFormSchema, {
    lastResult,
    defaultValue: formText(gig),
  });
  const listHint = t("staffGigs.fields.listHint");
  return (
    <Form method="post" {...getFormProps(form)} className="stack staff-gig-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="stack">
        <legend>{t("staffGigs.sections.basics")}</legend>
        <Field label={t("staffGigs.fields.title")} meta={fields.title} counterMax={GIG_TITLE_MAX} />
        <TextareaField
          label={t("staffGigs.fields.description")}
          hint={t("staffGigs.fields.descriptionHint")}
          meta={fields.description}
          counterMax={GIG_DESCRIPTION_MAX}
          rows={10}
        />
        <SelectField label={t("staffGigs.fields.status")} meta={fields.status}>
          {GIG_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`gigs.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={t("representation.gigForm.requiresConsent")}
          hint={t("representation.gigForm.requiresConsentHint")}
          meta={fields.requiresConsent}
        />
      </fieldset>
      <fieldset className="stack">
        <legend>{t("staffGigs.sections.requirements")}</legend>
        <TextareaField
          label={t("staffGigs.fields.requiredSkills")}
          hint={listHint}
          meta={fields.requiredSkills}
          rows={4}
        />
        <TextareaField
          label={t("staffGigs.fields.niceToHaveSkills")}
          hint={listHint}
          meta={fields.niceToHaveSkills}
          rows={3}
        />
        <Field
          label={t("staffGigs.fields.minExperienceYears")}
          meta={fields.minExperienceYears}
          inputMode="numeric"
        />
        <Field
          label={t("staffGigs.fields.language")}
          hint={t("staffGigs.fields.languageHint", {
            examples: GIG_LANGUAGE_SUGGESTIONS.join(", "),
          })}
          meta={fields.language}
        />
      </fieldset>
      <fieldset className="stack">
        <legend>{t("staffGigs.sections.terms")}</legend>
        <div className="field-row">
          <Field label={t("staffGigs.fields.rateMin")} meta={fields.rateMin} inputMode="numeric" />
          <Field label={t("staffGigs.fields.rateMax")} meta={fields.rateMax} inputMode="numeric" />
        </div>
        <Field
          label={t("staffGigs.fields.duration")}
          hint={t("staffGigs.fields.durationHint")}
          meta={fields.duration}
        />
        <Field
          label={t("staffGigs.fields.allocation")}
          meta={fields.allocation}
          inputMode="numeric"
        />
        <Field
          label={t("staffGigs.fields.submissionCap")}
          hint={t("staffGigs.fields.submissionCapHint", { max: SUBMISSION_CAP_MAX })}
          meta={fields.submissionCap}
          inputMode="numeric"
        />
        <SelectField label={t("staffGigs.fields.onsite")} meta={fields.onsite}>
          {WORK_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`gigs.workMode.${mode}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={t("staffGigs.fields.locations")}
          hint={listHint}
          meta={fields.locations}
          rows={2}
        />
        <div className="field-row">
          <Field
            label={t("staffGigs.fields.offerDeadline")}
            meta={fields.offerDeadline}
            type="date"
          />
          <Field
            label={t("staffGigs.fields.customerOfferDeadline")}
            meta={fields.customerOfferDeadline}
            type="date"
          />
          <Field label={t("staffGigs.fields.startDate")} meta={fields.startDate} type="date" />
        </div>
      </fieldset>
      <fieldset className="stack">
        <legend>{t("staffGigs.sections.contact")}</legend>
        <Field
          label={t("staffGigs.fields.contactName")}
          meta={fields.contactName}
          autoComplete="off"
        />
        <Field
          label={t("staffGigs.fields.contactEmail")}
          meta={fields.contactEmail}
          type="email"
          autoComplete="off"
        />
        <Field
          label={t("staffGigs.fields.contactPhone")}
          meta={fields.contactPhone}
          type="tel"
          autoComplete="off"
        />
      </fieldset>
      <div className="row">
        <SubmitButton>{t(gig ? "staffGigs.save" : "staffGigs.create")}</SubmitButton>
        <Link to={cancelTo} className="button button-secondary">
          {t("staffGigs.cancel")}
        </Link>
      </div>
    </Form>
  );
}
