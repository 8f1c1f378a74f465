import { useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { SubmitButton } from "~/components/submit-button";
import { useTranslation } from "~/i18n/react";

type Member = { id: string; email: string; self: boolean };

/**
 * The confirmation page of a destructive action on a staff member (revoke, reset): the GET asks,
 * the one button's POST does it. One's own account gets the refusal instead of the button.
 */
export function StaffMemberConfirm({ kind }: { kind: "revoke" | "reset" }) {
  const { member } = useLoaderData<{ member: Member }>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tab-title" className="stack narrow">
      <p>
        <Link to="/staff/members">{t("staffMembers.back")}</Link>
      </p>
      <h2 id="tab-title">{t(`staffMembers.${kind}.title`, { email: member.email })}</h2>
      {member.self ? (
        <p role="alert">{t("staffMembers.errors.self")}</p>
      ) : (
        <>
          <p>{t(`staffMembers.${kind}.question`)}</p>
          <Form method="post" className="form-actions">
            <input type="hidden" name="confirm" value="yes" />
            <SubmitButton className="button button-danger">
              {t(`staffMembers.${kind}.confirm`)}
            </SubmitButton>
            <Link to="/staff/members" className="button button-secondary">
              {t("modal.cancel")}
            </Link>
          </Form>
        </>
      )}
    </section>
  );
}
