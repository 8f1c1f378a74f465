import { Form } from "~/components/plain-link";
import { Modal, ModalCancel } from "~/components/modal";
import { SubmitButton } from "~/components/submit-button";
import { useTranslation } from "~/i18n/react";
import type { KeepCvQuestion } from "./__cv-keep.server";

/** The keep question as a dialog over its tab: where the CV stands and one button to keep it. */
export function KeepCvDialog({ keep, back }: Pick<KeepCvQuestion, "keep" | "back">) {
  const { t } = useTranslation();
  const months = t("cvRetention.months", { count: keep.months });
  const values = {
    name: keep.name,
    filename: keep.filename ?? "",
    added: keep.added ?? "",
    date: keep.deleteOn ?? "",
    months,
  };
  return (
    <Modal
      title={t(keep.own ? "cvRetention.keep.titleOwn" : "cvRetention.keep.title")}
      closeTo={back}
    >
      {keep.filename === null ? (
        <div className="stack">
          <p>{t(keep.own ? "cvRetention.keep.noCvOwn" : "cvRetention.keep.noCv", values)}</p>
          <div className="form-actions">
            <ModalCancel to={back} />
          </div>
        </div>
      ) : (
        <Form method="post" className="stack" preventScrollReset>
          <p>
            {keep.activeOffer
              ? t(
                  keep.own ? "cvRetention.keep.activeOfferOwn" : "cvRetention.keep.activeOffer",
                  values,
                )
              : t(keep.own ? "cvRetention.keep.questionOwn" : "cvRetention.keep.question", values)}
          </p>
          {keep.noticed ? <p>{t("cvRetention.keep.noticeSent", { date: keep.noticed })}</p> : null}
          <p>{t("cvRetention.keep.explain", values)}</p>
          <div className="form-actions">
            <SubmitButton>{t("cvRetention.keep.confirm")}</SubmitButton>
            <ModalCancel to={back} />
          </div>
        </Form>
      )}
    </Modal>
  );
}
