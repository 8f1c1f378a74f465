import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";
import { translateMessage } from "~/validation/messages";

/** A text, number or date field: conform keeps each one's value as the text the form sent. */
export type Meta = FieldMetadata<string | number | undefined>;

function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(" ") || undefined;
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-error">
      {errors.map((e) => (
        <li key={e}>{translateMessage(t, e)}</li>
      ))}
    </ul>
  );
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

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
}: {
  label: string;
  meta: Meta;
  children: ReactNode;
}) {
  const hasErrors = Boolean(meta.errors?.length);
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} required={meta.required} />
      <select {...getSelectProps(meta)} aria-describedby={describedBy(hasErrors && meta.errorId)}>
        {children}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ label, meta }: { label: ReactNode; meta: Meta }) {
  const hasErrors = Boolean(meta.errors?.length);
  return (
    <div className="field field-checkbox">
      <div className="choice">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          aria-describedby={describedBy(hasErrors && meta.errorId)}
        />
        <label htmlFor={meta.id}>
          {label}
          {meta.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A group of checkboxes or radios sharing one name, in a fieldset with a legend. */
export function ChoiceGroup({
  legend,
  meta,
  type,
  options,
}: {
  legend: string;
  meta: Pick<
    FieldMetadata<unknown>,
    "id" | "name" | "errorId" | "errors" | "required" | "initialValue"
  >;
  type: "checkbox" | "radio";
  options: Array<{ value: string; label: string; description?: string }>;
}) {
  const initial = meta.initialValue as unknown;
  const selected = new Set(
    (Array.isArray(initial) ? initial : initial ? [initial] : []).map(String),
  );
  const hasErrors = Boolean(meta.errors?.length);
  return (
    <fieldset
      className="field choice-group"
      aria-describedby={hasErrors ? meta.errorId : undefined}
      aria-invalid={hasErrors || undefined}
    >
      <legend>
        {legend}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option) => {
        const id = `${meta.id}-${option.value}`;
        const descriptionId = option.description ? `${id}-description` : undefined;
        // The description stays out of the label: inside, it would run into the option's name
        // ("A companyA consulting company…") and be read as part of it.
        return (
          <div key={option.value} className="choice">
            <input
              type={type}
              id={id}
              name={meta.name}
              value={option.value}
              defaultChecked={selected.has(option.value)}
              required={type === "radio" ? meta.required : undefined}
              aria-describedby={descriptionId}
            />
            {option.description ? (
              <span className="choice-text">
                <label htmlFor={id}>{option.label}</label>
                <span id={descriptionId} className="choice-description">
                  {option.description}
                </span>
              </span>
            ) : (
              <label htmlFor={id}>{option.label}</label>
            )}
          </div>
        );
      })}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** Form-level errors (not tied to one field), announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-error" role="alert">
      {errors.map((e) => (
        <p key={e}>{translateMessage(t, e)}</p>
      ))}
    </div>
  );
}
