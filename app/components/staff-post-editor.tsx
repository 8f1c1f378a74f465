import { getFormProps, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { POST_CATEGORIES } from "~/validation/post-categories";
import {
  POST_BODY_MAX,
  POST_LEAD_MAX,
  POST_LOCALES,
  POST_TITLE_MAX,
  PostPreviewSchema,
  PostSchema,
} from "~/validation/staff-post";
import { useZodForm } from "~/utils/use-zod-form";
import { Field, FormErrors, SelectField, TextareaField } from "./field";
import { SubmitButton } from "./submit-button";

type PostFormValues = z.input<typeof PostSchema>;

/**
 * The back office's post form, for a new post and an existing one. "Save" checks the whole form;
 * "Preview" only what is filled in (with JavaScript through the same schemas as the action,
 * without it `formNoValidate` skips the browser's required checks), and the page comes back with
 * the server's rendering of the body above the form.
 */
export function StaffPostEditor({
  lastResult,
  preview,
  defaultValue,
  fixedSlug,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  preview: string | null;
  defaultValue?: DefaultValue<PostFormValues>;
  /** Once a post was public its address stays, so links to it keep working. */
  fixedSlug?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useZodForm(PostSchema, {
    lastResult,
    defaultValue,
    schemaFor: (formData) =>
      formData.get("intent") === "preview" ? PostPreviewSchema : PostSchema,
  });
  const locale = (lastResult?.initialValue?.locale ?? defaultValue?.locale) === "fi" ? "fi" : "en";
  return (
    <div className={preview !== null ? "staff-post-editor has-preview" : "staff-post-editor stack"}>
      {preview !== null ? (
        <section aria-labelledby="post-preview-title" className="staff-post-preview stack">
          <h3 id="post-preview-title">{t("staffPosts.form.previewTitle")}</h3>
          <p className="muted">{t("staffPosts.form.previewNote")}</p>
          {preview ? (
            <div className="markdown" lang={locale} dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p>{t("staffPosts.form.previewEmpty")}</p>
          )}
        </section>
      ) : null}
      <div className="staff-post-form stack">
        <p className="field-hint">{t("staffPosts.form.required")}</p>
        <Form method="post" {...getFormProps(form)} className="stack">
          <FormErrors id={form.errorId} errors={form.errors} />
          <SelectField label={t("staffPosts.form.language")} meta={fields.locale}>
            <option value="">{t("staffPosts.form.chooseLanguage")}</option>
            {POST_LOCALES.map((value) => (
              <option key={value} value={value}>
                {t(`staffPosts.list.languages.${value}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t("staffPosts.form.title")}
            meta={fields.title}
            counterMax={POST_TITLE_MAX}
          />
          {fixedSlug ? (
            <p>
              {t("staffPosts.form.slug")}: <code>/posts/{fixedSlug}</code>
              <br />
              <span className="field-hint">{t("staffPosts.form.slugFixed")}</span>
            </p>
          ) : (
            <Field
              label={t("staffPosts.form.slug")}
              meta={fields.slug}
              hint={t("staffPosts.form.slugHint")}
            />
          )}
          <SelectField label={t("staffPosts.form.category")} meta={fields.category}>
            <option value="">{t("staffPosts.form.chooseCategory")}</option>
            {POST_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`posts.category.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label={t("staffPosts.form.lead")}
            hint={t("staffPosts.form.leadHint")}
            meta={fields.lead}
            counterMax={POST_LEAD_MAX}
            rows={3}
          />
          <TextareaField
            label={t("staffPosts.form.body")}
            hint={t("staffPosts.form.bodyHint")}
            meta={fields.body}
            counterMax={POST_BODY_MAX}
            rows={16}
          />
          <div className="form-actions">
            {/* First in the form, so Enter in a field saves. */}
            <SubmitButton name="intent" value="save">
              {t("staffPosts.form.save")}
            </SubmitButton>
            <button
              type="submit"
              name="intent"
              value="preview"
              formNoValidate
              className="button button-secondary"
            >
              {t("staffPosts.form.preview")}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
