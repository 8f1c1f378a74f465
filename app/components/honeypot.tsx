import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { HONEYPOT_FIELD } from "~/utils/honeypot";

/**
 * The trap field of an anonymous form (see app/utils/honeypot.ts): out of sight, out of the
 * accessibility tree and the tab order, never autofilled. Its label still tells anyone who does
 * reach it to leave it empty.
 */
export function Honeypot() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t("auth.honeypot.label")}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
