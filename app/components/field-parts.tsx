import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/validation/messages";

/**
 * The form parts that need no conform: public pages (sign-in, the newsletter, the gig filters)
 * use them with plain constraint validation (utils/use-light-form.ts), so their first visit
 * loads neither conform nor zod. field.tsx builds its conform fields from the same parts.
 */

/** What a field needs to render: conform's field metadata has the same names. */
export type PlainMeta = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  required?: boolean;
};

export function describedBy(...ids: Array<string | false | undefined>) {
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

export function Label({
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

/** A group of checkboxes or radios sharing one name, in a fieldset with a legend. */
export function ChoiceGroup({
  legend,
  hint,
  meta,
  type,
  options,
}: {
  legend: string;
  /** Said of the whole group, under its legend. */
  hint?: string;
  meta: PlainMeta & { initialValue?: unknown };
  type: "checkbox" | "radio";
  options: Array<{ value: string; label: string; description?: string }>;
}) {
  const initial = meta.initialValue as unknown;
  const selected = new Set(
    (Array.isArray(initial) ? initial : initial ? [initial] : []).map(String),
  );
  const hasErrors = Boolean(meta.errors?.length);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, hasErrors && meta.errorId].filter(Boolean).join(" ");
  return (
    <fieldset
      className="field choice-group"
      aria-describedby={describedBy || undefined}
      aria-invalid={hasErrors || undefined}
    >
      <legend>
        {legend}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
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

/** Label, input and translated error list, for a form checked by useLightForm. */
export function PlainField({
  label,
  meta,
  type = "text",
  autoComplete,
  maxLength,
  defaultValue,
}: {
  label: string;
  meta: PlainMeta;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  maxLength?: number;
  defaultValue?: string;
}) {
  const hasErrors = Boolean(meta.errors?.length);
  return (
    <div className="field">
      <Label htmlFor={meta.id} label={label} required={meta.required} />
      <input
        id={meta.id}
        name={meta.name}
        type={type}
        required={meta.required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy(hasErrors && meta.errorId)}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
