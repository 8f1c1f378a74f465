import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import {
  CheckboxField,
  ChoiceGroup,
  Field,
  FieldErrors,
  FormErrors,
  SelectField,
} from "~/components/field";
import { ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { businessIdRequired, COMPANY_NAME_MAX } from "~/validation/registration";

type Meta = FieldMetadata<string | undefined>;

type CompanyFieldsMeta = {
  name: Meta;
  website: Meta;
  countryCode: Meta;
  businessId: Meta;
  /** Freelancers only (decision 034). */
  lightEntrepreneur?: Meta;
  capabilityIds: Pick<
    FieldMetadata<unknown>,
    "id" | "name" | "errorId" | "errors" | "required" | "initialValue"
  >;
};

/**
 * The company information fields with registration step 2's labels and rules, shared by the
 * registration form and the company edit modals.
 */
export function CompanyFields({
  fields,
  countries,
  capabilities,
  freelancer,
  revalidate,
}: {
  fields: CompanyFieldsMeta;
  countries: Array<{ code: string; name: string }>;
  capabilities: Array<{ id: number; name: string }>;
  freelancer: boolean;
  /**
   * Checks a field again at once (with JavaScript): ticking the light-entrepreneur choice answers
   * the business ID's "required", and the message should go before the user reaches Continue, or
   * the page moves under their click.
   */
  revalidate?: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t(freelancer ? "register.company.freelancerName" : "register.company.name")}
        hint={freelancer ? t("register.company.freelancerNameHint") : undefined}
        meta={fields.name}
        autoComplete="organization"
        counterMax={COMPANY_NAME_MAX}
      />
      <Field label={t("register.company.website")} meta={fields.website} autoComplete="url" />
      <SelectField label={t("register.company.country")} meta={fields.countryCode}>
        <option value="">{t("register.company.chooseCountry")}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <ChoiceGroup
        legend={t("register.company.capabilities")}
        meta={fields.capabilityIds}
        type="checkbox"
        options={capabilities.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <Field
        label={t("register.company.businessId")}
        hint={t(
          freelancer
            ? "register.company.businessIdHintFreelancer"
            : "register.company.businessIdHint",
        )}
        meta={fields.businessId}
        required={
          businessIdRequired(fields.countryCode.value) && fields.lightEntrepreneur?.value !== "on"
        }
      />
      {freelancer && fields.lightEntrepreneur ? (
        <CheckboxField
          meta={fields.lightEntrepreneur}
          label={t("register.company.lightEntrepreneur")}
          hint={t("register.company.lightEntrepreneurNote")}
          onChange={
            revalidate && fields.businessId.errors?.length
              ? () => revalidate(fields.businessId.name)
              : undefined
          }
        />
      ) : null}
    </>
  );
}

/** The edit form of company information, shared by the company and the freelancer modals. */
export function CompanyForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  countries,
  capabilities,
  users,
  closeTo,
}: {
  form: FormMetadata<Schema>;
  fields: CompanyFieldsMeta & {
    contactUserId?: Meta;
  };
  countries: Array<{ code: string; name: string }>;
  capabilities: Array<{ id: number; name: string }>;
  /** Company partners choose the contact person among these; freelancers have none. */
  users?: Array<{ id: string; label: string }>;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const freelancer = !users;
  return (
    <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
      <p className="field-hint">{t("register.required")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <CompanyFields
        fields={fields}
        countries={countries}
        capabilities={capabilities}
        freelancer={freelancer}
        revalidate={(name) => form.validate({ name })}
      />
      {users?.length === 1 && fields.contactUserId ? (
        // One user is the only possible contact person: said, not offered as a one-option choice.
        <div className="field">
          <strong>{t("company.info.contactPerson")}</strong>
          <span>{users[0]!.label}</span>
          <input type="hidden" name={fields.contactUserId.name} value={users[0]!.id} />
          <FieldErrors id={fields.contactUserId.errorId} errors={fields.contactUserId.errors} />
        </div>
      ) : users && fields.contactUserId ? (
        <SelectField label={t("company.info.contactPerson")} meta={fields.contactUserId}>
          <option value="">{t("company.info.chooseContact")}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="form-actions">
        <SubmitButton>{t("company.info.save")}</SubmitButton>
        <ModalCancel to={closeTo} />
      </div>
    </Form>
  );
}
