import {
  getFormProps,
  getInputProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { Form } from "~/components/plain-link";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { Field, FieldErrors, FormErrors, TextareaField } from "~/components/field";
import { ExpertProfileFields, type ProfileSuggestions } from "~/components/expert-profile-fields";
import { FileInput } from "~/components/file-input";
import { ModalCancel } from "~/components/modal";
import { useHydrated } from "~/utils/use-hydrated";
import { useUploadProgress } from "~/utils/use-upload-progress";
import { useZodForm } from "~/utils/use-zod-form";
import {
  CV_ACCEPT,
  CV_MAX_MB,
  EXPERT_NAME_MAX,
  EXPERT_ROLE_MAX,
  SALES_PITCH_MAX,
} from "~/validation/expert";

type Props = {
  /** "expert": name + sales pitch; "freelancer": role + sales pitch. Both carry a CV. */
  variant: "expert" | "freelancer";
  schema: z.ZodTypeAny;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Record<string, string | string[]>;
  /** The skill and location fields' suggestions: the gigs' vocabulary. */
  suggestions: ProfileSuggestions;
  /** The endpoint the upload goes to with JavaScript (progress bar); same handler as the action. */
  uploadUrl: string;
  closeTo: string;
  currentCvFilename: string | null;
  submitLabel: string;
};

/**
 * The expert's own e-mail and phone, under one hint: how the person is recognised when another
 * partner proposes them too (decision 047).
 */
function ExpertContactFields({
  email,
  phone,
}: {
  email: FieldMetadata<string | undefined>;
  phone: FieldMetadata<string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="stack" aria-describedby="expert-contact-hint">
      <legend>{t("experts.form.contact")}</legend>
      <p id="expert-contact-hint" className="field-hint">
        {t("experts.form.contactHint")}
      </p>
      <Field label={t("experts.form.email")} meta={email} type="email" autoComplete="off" />
      <Field label={t("experts.form.phone")} meta={phone} type="tel" autoComplete="off" />
    </fieldset>
  );
}

/**
 * The create/edit form of an expert and of a freelancer's own profile, with what the expert
 * offers (skills, availability, allocation, rate, work modes, locations). Without JavaScript it is
 * a plain multipart form post to the route's action. With JavaScript, once the shared schema
 * accepts the fields, the form is sent with XMLHttpRequest so a progress bar can show the upload.
 */
export function ExpertForm({
  variant,
  schema,
  lastResult,
  defaultValue,
  suggestions,
  uploadUrl,
  closeTo,
  currentCvFilename,
  submitLabel,
}: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [uploadResult, setUploadResult] = useState<SubmissionResult<string[]> | null>(null);
  const { state, upload } = useUploadProgress(setUploadResult);
  const [form, fields] = useZodForm(schema, {
    lastResult: uploadResult ?? lastResult,
    defaultValue,
  });
  const text = (name: string) => fields[name] as FieldMetadata<string | undefined>;
  const cv = fields.cv!;
  const uploading = state.status === "uploading";
  const busy = uploading || navigation.state === "submitting";
  const percent =
    state.status === "uploading" && state.total > 0
      ? Math.round((state.loaded / state.total) * 100)
      : 0;
  const cvHintId = `${cv.id}-hint`;
  const cvHasErrors = Boolean(cv.errors?.length);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (event.defaultPrevented || !hydrated) return;
        event.preventDefault();
        if (!busy) upload(event.currentTarget, uploadUrl);
      }}
      className="stack"
      aria-busy={busy}
    >
      <p className="field-hint">{t("experts.form.required")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      {variant === "expert" ? (
        <>
          <Field
            label={t("experts.form.name")}
            meta={text("name")}
            autoComplete="off"
            counterMax={EXPERT_NAME_MAX}
          />
          <ExpertContactFields email={text("email")} phone={text("phone")} />
        </>
      ) : (
        <Field
          label={t("experts.freelancer.role")}
          meta={text("role")}
          autoComplete="organization-title"
          counterMax={EXPERT_ROLE_MAX}
        />
      )}
      <TextareaField
        label={t("experts.form.salesPitch")}
        hint={t("experts.form.salesPitchHint")}
        meta={text("salesPitch")}
        counterMax={SALES_PITCH_MAX}
        rows={6}
      />
      <ExpertProfileFields
        fields={{
          skills: fields.skills!,
          availableFrom: fields.availableFrom!,
          allocation: fields.allocation!,
          rateExpectation: fields.rateExpectation!,
          workModes: fields.workModes!,
          locations: fields.locations!,
        }}
        suggestions={suggestions}
      />
      <div className="field">
        <label htmlFor={cv.id}>
          {t("experts.form.cv")}
          {cv.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <p id={cvHintId} className="field-hint">
          {t("experts.form.cvHint", { max: CV_MAX_MB })}{" "}
          {currentCvFilename
            ? t("experts.form.cvKeep", { filename: currentCvFilename })
            : variant === "freelancer"
              ? t("experts.form.cvNone")
              : null}
        </p>
        <FileInput
          {...getInputProps(cv, { type: "file" })}
          accept={CV_ACCEPT}
          aria-describedby={[cvHintId, cvHasErrors ? cv.errorId : null].filter(Boolean).join(" ")}
        />
        <FieldErrors id={cv.errorId} errors={cv.errors} />
      </div>
      {hydrated && uploading ? (
        <div className="cv-progress">
          <progress
            max={100}
            value={percent}
            aria-label={t("experts.form.uploading")}
            aria-valuetext={t("experts.form.progress", { percent })}
          />
          <span aria-hidden="true">{t("experts.form.progress", { percent })}</span>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {uploading ? t("experts.form.uploading") : ""}
      </p>
      {state.status === "failed" ? (
        <p className="form-error" role="alert">
          {t("experts.form.uploadFailed")}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" aria-busy={busy} disabled={busy}>
          {busy ? t("experts.form.saving") : submitLabel}
        </button>
        <ModalCancel to={closeTo} />
      </div>
    </Form>
  );
}
