import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "~/components/plain-link";
import { useTranslation } from "~/i18n/react";
import { FieldErrors, FormErrors, SelectField, TextareaField } from "~/components/field";
import { ModalCancel } from "~/components/modal";
import { RateInsight, type RateInsightProps } from "~/components/rate-insight";
import { SubmitButton } from "~/components/submit-button";
import { useZodForm } from "~/utils/use-zod-form";
import { OFFER_DESCRIPTION_MAX, OfferEditSchema, OfferSchema } from "~/validation/offer";

type Option = { id: string; name: string };

export type OfferFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  rateMin: number;
  rateMax: number;
  contacts: Option[];
  closeTo: string;
  defaults: { rate?: number; description?: string; contactUserId?: string; expertId?: string };
  /** Rates for comparison under the gig's range (docs/matching.md). */
  rateInsight?: Pick<RateInsightProps, "market" | "earlier">;
} & (
  | {
      mode: "create";
      /** Experts to choose from; a freelancer gets their own row only, shown as fixed. */
      experts: Array<Option & { hasCv?: boolean }>;
      freelancer: boolean;
      /** Another expert was chosen (the earlier rates follow the choice). */
      onExpertChange?: (expertId: string) => void;
    }
  | { mode: "edit"; expertName: string; freelancer?: boolean }
);

/** Offer expert, offer more experts and edit proposal: one form, two schemas. */
export function OfferForm(props: OfferFormProps) {
  const { t } = useTranslation();
  const self = Boolean(props.freelancer);
  const schema = props.mode === "create" ? OfferSchema : OfferEditSchema;
  const fixedExpert =
    props.mode === "create" && props.freelancer && props.experts.length === 1
      ? props.experts[0]
      : undefined;
  const [form, fields] = useZodForm(schema, {
    lastResult: props.lastResult,
    defaultValue: {
      rate: props.defaults.rate === undefined ? undefined : String(props.defaults.rate),
      description: props.defaults.description ?? "",
      contactUserId: props.defaults.contactUserId ?? "",
      ...(fixedExpert
        ? { expertId: fixedExpert.id }
        : props.defaults.expertId
          ? { expertId: props.defaults.expertId }
          : {}),
    },
  });
  const expertField = (fields as typeof fields & { expertId?: typeof fields.contactUserId })
    .expertId;
  const rate = fields.rate;
  const rateHintId = `${rate.id}-hint`;
  const rateInsightId = `${rate.id}-insight`;

  // A freelancer is led to add the CV first: the customer decides on it (and the server refuses).
  if (fixedExpert && fixedExpert.hasCv === false) {
    return (
      <div className="stack">
        <p>{t("offers.form.noCv")}</p>
        <p className="form-actions">
          <Link to="/dashboard/freelancer-information" className="button">
            {t("offers.form.noCvLink")}
          </Link>
          <ModalCancel to={props.closeTo} />
        </p>
      </div>
    );
  }

  if (props.mode === "create" && props.experts.length === 0) {
    return (
      <div className="stack">
        {/* A refused offer (already offered) can leave nobody to choose: keep its message. */}
        <FormErrors id={form.errorId} errors={form.errors} />
        <p>{t(props.freelancer ? "offers.form.noSelf" : "offers.form.noExperts")}</p>
        <p className="form-actions">
          <Link
            to={props.freelancer ? "/dashboard/freelancer-information" : "/dashboard/experts"}
            className="button"
          >
            {t(props.freelancer ? "offers.form.noSelfLink" : "offers.form.noExpertsLink")}
          </Link>
          <ModalCancel to={props.closeTo} />
        </p>
      </div>
    );
  }

  return (
    <Form method="post" {...getFormProps(form)} className="stack" preventScrollReset>
      <p className="field-hint">{t("offers.form.required")}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.mode === "edit" ? (
        self ? null : (
          <p>{t("offers.form.expertFixed", { name: props.expertName })}</p>
        )
      ) : fixedExpert && expertField ? (
        <>
          <p>{t("offers.form.you", { name: fixedExpert.name })}</p>
          <input type="hidden" name={expertField.name} value={fixedExpert.id} />
        </>
      ) : expertField ? (
        <SelectField
          label={t("offers.form.expert")}
          meta={expertField}
          onChange={props.mode === "create" ? props.onExpertChange : undefined}
        >
          <option value="">{t("offers.form.chooseExpert")}</option>
          {props.experts.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="field">
        <label htmlFor={rate.id}>
          {t("offers.form.rate")}
          <span aria-hidden="true"> *</span>
        </label>
        <p id={rateHintId} className="field-hint">
          {t("offers.form.rateRange", { min: props.rateMin, max: props.rateMax })}{" "}
          {t("offers.form.nonBinding")}
        </p>
        {props.rateInsight ? (
          <RateInsight id={rateInsightId} self={self} {...props.rateInsight} />
        ) : null}
        {/* Text, not number: the browser must not block 0 or 9999 before the server explains. */}
        <input
          {...getInputProps(rate, { type: "text" })}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={[
            rateHintId,
            props.rateInsight ? rateInsightId : "",
            rate.errors?.length ? rate.errorId : "",
          ]
            .filter(Boolean)
            .join(" ")}
        />
        <FieldErrors id={rate.errorId} errors={rate.errors} />
      </div>
      <TextareaField
        label={t("offers.form.description")}
        hint={t(self ? "offers.form.descriptionHintSelf" : "offers.form.descriptionHint")}
        meta={fields.description}
        counterMax={OFFER_DESCRIPTION_MAX}
      />
      <SelectField label={t("offers.form.contact")} meta={fields.contactUserId}>
        {props.contacts.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <p className="field-hint">{t("offers.form.evaluationTime")}</p>
      <div className="form-actions">
        <SubmitButton>
          {t(
            props.mode === "edit"
              ? "offers.form.submitEdit"
              : self
                ? "offers.form.submitSelf"
                : "offers.form.submitOffer",
          )}
        </SubmitButton>
        <ModalCancel to={props.closeTo} />
      </div>
    </Form>
  );
}

/** The confirm step of Remove offer: GET shows the question, POST removes. */
export function OfferRemoveConfirm({
  expertName,
  gigTitle,
  closeTo,
  freelancer,
}: {
  expertName: string;
  gigTitle: string;
  closeTo: string;
  freelancer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="stack" preventScrollReset>
      <p>
        <strong>
          {freelancer
            ? t("offers.remove.questionSelf", { gig: gigTitle })
            : t("offers.remove.question", { expert: expertName, gig: gigTitle })}
        </strong>
      </p>
      <p>{t(freelancer ? "offers.remove.textSelf" : "offers.remove.text")}</p>
      <div className="form-actions">
        <SubmitButton className="button button-danger">{t("offers.remove.confirm")}</SubmitButton>
        <ModalCancel to={closeTo} />
      </div>
    </Form>
  );
}
