import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import {
  loadRegistration,
  saveRegistration,
  type RegistrationState,
} from "~/auth/registration.server";
import { CompanyFields } from "~/components/company-form";
import { FormErrors } from "~/components/field";
import { RegisterStep } from "~/components/register-step";
import { SubmitButton } from "~/components/submit-button";
import {
  capabilitiesExist,
  countryExists,
  listCapabilities,
  listCountries,
} from "~/domain/shared/reference.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import {
  companyInformationSchema,
  CompanyInformationSchema,
  FreelancerInformationSchema,
} from "~/validation/registration";
import { parseFormAsync } from "~/server/forms/form-submission.server";
import styles from "~/styles/register.css";

function guard(state: RegistrationState) {
  if (state.draft.inviteToken) throw redirect("/register/personal-information");
  if (!state.draft.partnerType) throw redirect("/register/partner-type");
  // The account comes before the company: its e-mail step is the one before this.
  if (!state.user) throw redirect("/register/email-password");
}

export const links = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const state = await loadRegistration(request);
  guard(state);
  const { t, locale } = await getT(request);
  const [countries, capabilities] = await Promise.all([
    listCountries(locale),
    listCapabilities(locale),
  ]);
  const freelancer = state.draft.partnerType === "freelancer";
  return {
    freelancer,
    countries,
    capabilities,
    company: state.draft.company ?? null,
    meta: {
      title: t(
        freelancer
          ? "register.steps.company-information-freelancer.title"
          : "register.steps.company-information.title",
      ),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const state = await loadRegistration(request);
  guard(state);
  const submission = await parseFormAsync(
    await request.formData(),
    companyInformationSchema(state.draft.partnerType ?? "company").superRefine(
      async (value, ctx) => {
        if (!(await countryExists(value.countryCode)))
          ctx.addIssue({
            code: "custom",
            path: ["countryCode"],
            message: "validation.homeBaseRequired",
          });
        if (!(await capabilitiesExist(value.capabilityIds)))
          ctx.addIssue({
            code: "custom",
            path: ["capabilityIds"],
            message: "validation.capabilityRequired",
          });
      },
    ),
  );
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { lightEntrepreneur, ...company } = submission.value;
  const headers = await saveRegistration(request, state, {
    company: { ...company, lightEntrepreneur: Boolean(lightEntrepreneur) },
  });
  return redirect("/register/personal-information", { headers });
}

export default function CompanyInformation() {
  const { freelancer, countries, capabilities, company } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useZodForm(
    freelancer ? FreelancerInformationSchema : CompanyInformationSchema,
    {
      lastResult: actionData?.result,
      defaultValue: company
        ? {
            ...company,
            capabilityIds: company.capabilityIds.map(String),
            lightEntrepreneur: company.lightEntrepreneur ? "on" : undefined,
          }
        : { countryCode: "FI" },
    },
  );
  const variant = freelancer ? "company-information-freelancer" : "company-information";
  return (
    <RegisterStep
      step={2}
      freelancer={freelancer}
      titleKey={`register.steps.${variant}.title`}
      textKey={`register.steps.${variant}.text`}
    >
      <p className="field-hint">{t("register.required")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <CompanyFields
          fields={fields}
          countries={countries}
          capabilities={capabilities}
          freelancer={freelancer}
          revalidate={(name) => form.validate({ name })}
        />
        {freelancer ? null : <p className="field-hint">{t("register.company.contactNote")}</p>}
        <div className="row">
          <Link to="/register/partner-type" className="button button-secondary">
            {t("register.back")}
          </Link>
          <SubmitButton>{t("register.continue")}</SubmitButton>
        </div>
      </Form>
    </RegisterStep>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});
