import { useTranslation } from "~/i18n/react";
import { Avatar } from "./avatar";
import { FactList } from "./fact-list";

export type CompanyDetailsView = {
  name: string;
  website: string | null;
  partnerType: "company" | "freelancer";
  countryName: string | null;
  businessId: string | null;
  lightEntrepreneur: boolean;
  capabilities: Array<{ id: number; name: string }>;
  contactPerson: { id: string; name: string | null; email: string } | null;
};

/** The company information as a definition list; partner type is shown with its support note. */
export function CompanyDetailsList({ company }: { company: CompanyDetailsView }) {
  const { t } = useTranslation();
  const freelancer = company.partnerType === "freelancer";
  const none = t("company.info.none");
  const rows: Array<[string, React.ReactNode]> = [
    [
      t(freelancer ? "company.info.freelancerName" : "company.info.name"),
      <span key="name" className="with-avatar">
        <Avatar name={company.name} size="small" shape={freelancer ? "round" : "square"} />
        {company.name}
      </span>,
    ],
    [
      t("company.info.website"),
      // Only http(s) addresses become links, whatever an older row may hold.
      company.website && /^https?:\/\//i.test(company.website) ? (
        <a href={company.website} rel="noopener noreferrer" target="_blank">
          {company.website}
        </a>
      ) : (
        (company.website ?? none)
      ),
    ],
    [
      t("company.info.partnerType"),
      <>
        {t(`company.info.partnerTypes.${company.partnerType}`)}
        <span className="field-hint"> {t("company.info.partnerTypeNote")}</span>
      </>,
    ],
    [t("company.info.country"), company.countryName ?? none],
    [
      t("company.info.capabilities"),
      company.capabilities.length ? company.capabilities.map((c) => c.name).join(", ") : none,
    ],
    [
      t("company.info.businessId"),
      company.businessId ??
        (company.lightEntrepreneur ? t("company.info.lightEntrepreneur") : none),
    ],
  ];
  if (!freelancer)
    rows.push([
      t("company.info.contactPerson"),
      company.contactPerson
        ? `${company.contactPerson.name ?? company.contactPerson.email} (${company.contactPerson.email})`
        : none,
    ]);
  return <FactList facts={rows} />;
}
