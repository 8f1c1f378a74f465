import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { requireStaff } from "~/auth/guards.server";
import { ConflictError } from "~/domain/shared/errors";
import { setCompanyDisabled } from "~/domain/company/company-disable.server";
import {
  changePartnerType,
  getPartner,
  setPartnerUserDisabled,
} from "~/domain/company/partners.server";
import { getT } from "~/i18n/i18n.server";
import { redirectWithToast } from "~/server/forms/toast.server";
import { formatDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { PartnerActionSchema } from "~/validation/staff";
import { ScrollRegion } from "~/components/scroll-region";

export { InsetErrorBoundary as ErrorBoundary } from "~/components/error-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const partner = await getPartner(params.companyId ?? "");
  return { ...partner, meta: { title: partner.company.name, noindex: true } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const companyId = params.companyId ?? "";
  const back = `/staff/partners/${companyId}`;
  const { t } = await getT(request);
  const parsed = PartnerActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return redirectWithToast(request, back, { type: "error", text: t("staff.partners.invalid") });
  const actor = user;
  const input = parsed.data;
  try {
    if (input.intent === "partner-type") {
      await changePartnerType(actor, companyId, input.partnerType);
      return redirectWithToast(request, back, {
        type: "success",
        text: t("staff.partners.typeChanged", {
          type: t(`staff.partners.types.${input.partnerType}`),
        }),
      });
    }
    if (input.intent === "enable-company") {
      await setCompanyDisabled(actor, companyId, false);
      return redirectWithToast(request, back, {
        type: "success",
        text: t("staff.partners.companyEnabled"),
      });
    }
    await setPartnerUserDisabled(actor, companyId, input.userId, input.intent === "disable");
    return redirectWithToast(request, back, {
      type: "success",
      text: t(input.intent === "disable" ? "staff.partners.disabled" : "staff.partners.enabled"),
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    return redirectWithToast(request, back, {
      type: "error",
      text: t("staff.partners.severalUsers"),
    });
  }
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.meta ?? {});

export default function StaffPartner() {
  const { company, users, experts, offers, invites } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const other = company.partner_type === "company" ? "freelancer" : "company";
  return (
    <section aria-labelledby="tab-title" className="stack">
      <p>
        <Link to="/staff/partners">{t("staff.partners.back")}</Link>
      </p>
      <h2 id="tab-title">{company.name}</h2>
      <p>
        {t(`staff.partners.types.${company.partner_type}`)}
        {company.business_id
          ? ` · ${company.business_id}`
          : company.light_entrepreneur
            ? ` · ${t("staff.partners.lightEntrepreneur")}`
            : ""}
        {company.website ? ` · ${company.website}` : ""}
      </p>
      {company.disabled_at ? (
        <p role="status" className="banner">
          {t("staff.partners.companyDisabledNote")}
        </p>
      ) : null}
      <Form method="post" className="row">
        <input type="hidden" name="intent" value="partner-type" />
        <input type="hidden" name="partnerType" value={other} />
        <button type="submit" className="button button-secondary">
          {t("staff.partners.changeTypeTo", { type: t(`staff.partners.types.${other}`) })}
        </button>
      </Form>
      {company.disabled_at ? (
        <Form method="post" className="row">
          <button type="submit" name="intent" value="enable-company" className="button">
            {t("staff.partners.enableCompany")}
          </button>
        </Form>
      ) : (
        <p className="row">
          <Link to={`/staff/partners/${company.id}/disable`} className="button button-danger">
            {t("staff.partners.disableCompany")}
          </Link>
        </p>
      )}

      <h3>{t("staff.partners.users")}</h3>
      <ScrollRegion label={t("staff.tableOf", { name: t("staff.partners.users") })}>
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">{t("staff.partners.columns.user")}</th>
              <th scope="col">{t("staff.partners.columns.state")}</th>
              <th scope="col">{t("staff.partners.columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <th scope="row">
                  {u.name ?? ""} &lt;{u.email}&gt;
                  {u.is_contact_person ? ` · ${t("staff.partners.contactPerson")}` : ""}
                </th>
                <td>
                  {u.disabled_at
                    ? t(
                        u.disabled_with_company
                          ? "staff.partners.stateDisabledWithCompany"
                          : "staff.partners.stateDisabled",
                      )
                    : t("staff.partners.stateActive")}
                </td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="userId" value={u.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={u.disabled_at ? "enable" : "disable"}
                      className={`button button-small${u.disabled_at ? "" : " button-danger"}`}
                      aria-label={t(
                        u.disabled_at
                          ? "staff.partners.enableNamed"
                          : "staff.partners.disableNamed",
                        { email: u.email },
                      )}
                    >
                      {t(u.disabled_at ? "staff.partners.enable" : "staff.partners.disable")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      <h3>{t("staff.partners.experts")}</h3>
      {experts.length === 0 ? (
        <p>{t("staff.partners.none")}</p>
      ) : (
        <ul>
          {experts.map((e) => (
            <li key={e.id}>
              {e.name} · {e.cv_filename ?? t("staff.pipeline.noCv")}
            </li>
          ))}
        </ul>
      )}

      <h3>{t("staff.partners.offers")}</h3>
      {offers.length === 0 ? (
        <p>{t("staff.partners.none")}</p>
      ) : (
        <ul>
          {offers.map((o) => (
            <li key={o.id}>
              <Link to={`/staff/gigs/${o.gigId}`}>{o.gigTitle}</Link>: {o.expertName} ·{" "}
              {t(`dashboard.stages.${o.stage}`)}
            </li>
          ))}
        </ul>
      )}

      <h3>{t("staff.partners.invites")}</h3>
      {invites.length === 0 ? (
        <p>{t("staff.partners.none")}</p>
      ) : (
        <ul>
          {invites.map((i) => (
            <li key={i.id}>
              {i.email} · {formatDate(i.sent_at, i18n.language)} ·{" "}
              {t(`company.invites.states.${i.state}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
