import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { describedBy, FieldErrors, Label } from "./field-parts";

// The parts without conform live in field-parts.tsx, so public pages can use them without it.
export { ChoiceGroup, FieldErrors, FormErrors } from "./field-parts";

/** A text, number or date field: conform keeps each one's value as the text the form sent. */
export type Meta = FieldMetadata<string | number | undefined>;

type FieldProps = {
  label: string;
  meta: Meta;
  type?: "text" | "email" | "password" | "tel" | "url" | "date";
  inputMode?: "numeric";
  autoComplete?: string;
  hint?: string;
  /**
   * Shows the limit ("At most max characters"), and once JavaScript runs a live "value / max"
   * counter instead; the limit itself comes from the schema.
   */
  counterMax?: number;
  /**
   * Marks the field required when a rule of the whole form makes it so (the schema's constraint
   * cannot say "required when another field has this value"); the server still checks it.
   */
  required?: boolean;
};

type ControlProps = {
  "aria-describedby"?: string;
  "aria-required"?: true;
  onChange?: (event: { currentTarget: { value: string } }) => void;
};

/**
 * Label, hint, counter and translated errors around one control, wired with aria-describedby;
 * the control itself (input or textarea) comes from `render`.
 */
function FieldFrame({
  label,
  meta,
  hint,
  counterMax,
  required,
  render,
}: Omit<FieldProps, "type" | "autoComplete" | "inputMode"> & {
  render: (props: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const [length, setLength] = useState((meta.initialValue ?? "").length);
  // Without JavaScript nothing would update a count as the user types, so a count rendered by the
  // server would soon be wrong: show only the limit until the live counter can run.
  const hydrated = useHydrated();
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const counterId = counterMax ? `${meta.id}-counter` : undefined;
  const hasErrors = Boolean(meta.errors?.length);
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} required={required ?? meta.required} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {render({
        "aria-describedby": describedBy(hintId, counterId, hasErrors && meta.errorId),
        "aria-required": required && !meta.required ? true : undefined,
        onChange: counterMax ? (e) => setLength(e.currentTarget.value.length) : undefined,
      })}
      {counterMax ? (
        <p id={counterId} className="field-counter" aria-live="polite">
          {hydrated
            ? t("validation.counter", { value: length, max: counterMax })
            : t("validation.counterLimit", { max: counterMax })}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Label, input and translated error list wired with aria-invalid and aria-describedby. */
export function Field({ type = "text", autoComplete, inputMode, ...frame }: FieldProps) {
  return (
    <FieldFrame
      {...frame}
      render={(control) => (
        <input
          {...getInputProps(frame.meta, { type })}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...control}
        />
      )}
    />
  );
}

/** A multi-line Field: same label, hint, counter and error wiring. */
export function TextareaField({
  rows = 5,
  ...frame
}: Omit<FieldProps, "type" | "autoComplete" | "inputMode"> & { rows?: number }) {
  return (
    <FieldFrame
      {...frame}
      render={(control) => <textarea {...getTextareaProps(frame.meta)} rows={rows} {...control} />}
    />
  );
}

export function SelectField({
  label,
  meta,
  children,
  onChange,
}: {
  label: string;
  meta: Meta;
  children: ReactNode;
  onChange?: (value: string) => void;
}) {
  const hasErrors = Boolean(meta.errors?.length);
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} required={meta.required} />
      <select
        {...getSelectProps(meta)}
        aria-describedby={describedBy(hasErrors && meta.errorId)}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
      >
        {children}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({
  label,
  meta,
  hint,
  onChange,
}: {
  label: ReactNode;
  meta: Meta;
  /** A note under the label, read with the checkbox (like a choice's description). */
  hint?: string;
  onChange?: () => void;
}) {
  const hasErrors = Boolean(meta.errors?.length);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const labelEl = (
    <label htmlFor={meta.id}>
      {label}
      {meta.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  return (
    <div className="field field-checkbox">
      <div className="choice">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          aria-describedby={describedBy(hintId, hasErrors && meta.errorId)}
          onChange={onChange}
        />
        {hint ? (
          <span className="choice-text">
            {labelEl}
            <span id={hintId} className="choice-description">
              {hint}
            </span>
          </span>
        ) : (
          labelEl
        )}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
