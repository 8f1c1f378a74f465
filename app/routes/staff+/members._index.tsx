import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { Field, FormErrors } from "~/components/field";
import { ScrollRegion } from "~/components/scroll-region";
import { SubmitButton } from "~/components/submit-button";
import { grantStaffMember, listStaffMembers } from "~/domain/identity/staff-admin.server";
import { staffEmailList } from "~/domain/identity/staff-access.server";
import { ConflictError, NotFoundError } from "~/domain/shared/errors";
import { getEnv } from "~/env.server";
import { getT } from "~/i18n/i18n.server";
import { parseForm } from "~/server/forms/form-submission.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { useZodForm } from "~/utils/use-zod-form";
import { GrantStaffSchema } from "~/validation/staff-members";
import { badRequest } from "./__staff-move.server";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

const GRANT_ERRORS = ["has-company", "outside-domain", "unverified"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const listed = staffEmailList(getEnv().STAFF_EMAILS);
  const [{ t }, members] = await Promise.all([getT(request), listStaffMembers(user, listed)]);
  return {
    members,
    me: user.id,
    meta: { title: t("staffMembers.title"), noindex: true },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const submission = parseForm(await request.formData(), GrantStaffSchema);
  if (submission.status !== "success") return badRequest({ result: submission.reply() });
  const { email } = submission.value;
  try {
    const granted = await grantStaffMember(user, email, getEnv().STAFF_EMAIL_DOMAIN);
    const { t } = await getT(request);
    return redirectWithToast(request, "/staff/members", {
      type: granted ? "success" : "info",
      text: t(granted ? "staffMembers.toast.granted" : "staffMembers.toast.alreadyStaff", {
        email,
      }),
    });
  } catch (error) {
    const code =
      error instanceof NotFoundError
        ? "not-found"
        : error instanceof ConflictError && (GRANT_ERRORS as readonly string[]).includes(error.code)
          ? (error.code as (typeof GRANT_ERRORS)[number])
          : null;
    if (!code) throw error;
    return badRequest({
      result: submission.reply({ fieldErrors: { email: [`staffMembers.errors.${code}`] } }),
    });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffMembers() {
  const { members, me } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const [form, fields] = useZodForm(GrantStaffSchema, { lastResult: actionData?.result });
  return (
    <section aria-labelledby="tab-title" className="stack">
      <h2 id="tab-title">{t("staffMembers.title")}</h2>
      <p>{t("staffMembers.lead")}</p>
      <p>{t("staffMembers.count", { count: members.length })}</p>
      <ScrollRegion label={t("staff.tableOf", { name: t("staffMembers.title") })}>
        <table className="staff-table staff-members-table">
          <thead>
            <tr>
              <th scope="col">{t("staffMembers.columns.member")}</th>
              <th scope="col">{t("staffMembers.columns.secondFactor")}</th>
              <th scope="col">{t("staffMembers.columns.granted")}</th>
              <th scope="col">{t("staffMembers.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <th scope="row">
                  {m.name ?? ""}
                  {m.id === me ? ` (${t("staffMembers.you")})` : ""}
                  <br />
                  <span className="staff-member-email">{m.email}</span>
                  {m.listed ? ` · ${t("staffMembers.listed")}` : ""}
                </th>
                <td>{t(m.enrolled ? "staffMembers.enrolled" : "staffMembers.notEnrolled")}</td>
                <td>
                  {m.grantedAt
                    ? formatDate(m.grantedAt, i18n.language)
                    : t("staffMembers.grantedUnknown")}
                </td>
                <td>
                  {m.id === me ? null : (
                    <div className="row">
                      <Link
                        to={`/staff/members/${m.id}/reset`}
                        className="button button-small button-secondary"
                        aria-label={t("staffMembers.reset.named", { email: m.email })}
                      >
                        {t("staffMembers.reset.button")}
                      </Link>
                      <Link
                        to={`/staff/members/${m.id}/revoke`}
                        className="button button-small button-danger"
                        aria-label={t("staffMembers.revoke.named", { email: m.email })}
                      >
                        {t("staffMembers.revoke.button")}
                      </Link>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p>{t("staffMembers.listedNote")}</p>

      <h3 id="grant-title">{t("staffMembers.grant.title")}</h3>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-labelledby="grant-title"
        className="stack narrow"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          type="email"
          label={t("staffMembers.grant.email")}
          hint={t("staffMembers.grant.help")}
          meta={fields.email}
          autoComplete="off"
        />
        <div className="form-actions">
          <SubmitButton className="button">{t("staffMembers.grant.submit")}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
