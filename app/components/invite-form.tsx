import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { Field, FormErrors, TextareaField } from "~/components/field";
import { ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { INVITE_MESSAGE_MAX } from "~/validation/invite";

type Meta<Schema extends Record<string, unknown>> = FieldMetadata<string | undefined, Schema>;

/**
 * The invite and resend form: e-mail and an optional message. When resending, the address is
 * shown read-only (not submitted: the invite keeps its address).
 */
export function InviteForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  closeTo,
  resendEmail,
  resendSuggestion,
}: {
  form: FormMetadata<Schema>;
  fields: { email?: Meta<Schema>; message: Meta<Schema> };
  closeTo: string;
  resendEmail?: string;
  /** Link to resend the existing invite when the address already has an active one. */
  resendSuggestion?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} />
      {resendSuggestion ? (
        <p>
          <Link to={resendSuggestion} preventScrollReset>
            {t("company.invites.resendSuggestion")}
          </Link>
        </p>
      ) : null}
      {resendEmail !== undefined ? (
        <div className="field">
          <label htmlFor="resend-email">{t("company.invites.email")}</label>
          <input id="resend-email" type="email" value={resendEmail} readOnly />
        </div>
      ) : fields.email ? (
        <Field
          label={t("company.invites.email")}
          meta={fields.email}
          type="email"
          autoComplete="off"
        />
      ) : null}
      <TextareaField
        label={t("company.invites.message")}
        hint={t("company.invites.messageHint")}
        meta={fields.message}
        counterMax={INVITE_MESSAGE_MAX}
      />
      {resendEmail !== undefined ? (
        <p className="field-hint">{t("company.invites.resendNote")}</p>
      ) : null}
      <div className="form-actions">
        <SubmitButton>
          {t(resendEmail !== undefined ? "company.invites.resendSubmit" : "company.invites.send")}
        </SubmitButton>
        <ModalCancel to={closeTo} />
      </div>
    </Form>
  );
}
