import type { SubmissionResult } from "@conform-to/react";
import { useId, useState, type FocusEvent, type FormEvent } from "react";
import type { TranslationKey } from "~/i18n/keys";
import { useHydrated } from "./use-hydrated";

type Flag = "valueMissing" | "typeMismatch" | "tooLong" | "tooShort" | "patternMismatch";
/** The message (a translation key, as the zod schema's) for each broken native constraint. */
type Rules = Partial<Record<Flag, TranslationKey>>;
type Errors = Record<string, string[] | null | undefined>;

/**
 * For a small public form whose rules the input's own attributes express (required, type,
 * maxLength): the browser's constraint validation finds the fault, and the form shows the same
 * translated message as the action's zod schema would, when a field is left, on every keystroke
 * once a field shows an error, and on submit. The action still validates with its schema and
 * its answer (conform's SubmissionResult) is shown the same way. This spares the page conform
 * and zod (about 27 KB gzip) on its first visit.
 */
export function useLightForm<Name extends string>(
  rules: Record<Name, Rules>,
  lastResult?: SubmissionResult<string[]> | null,
) {
  const formId = useId();
  const hydrated = useHydrated();
  const [found, setFound] = useState<{ for: unknown; errors: Errors } | null>(null);
  // A new answer from the server replaces what the browser found before it.
  const errors: Errors =
    found && found.for === lastResult ? found.errors : (lastResult?.error ?? {});

  function check(input: HTMLInputElement): string[] | undefined {
    const fieldRules: Rules = rules[input.name as Name];
    const flag = (Object.keys(fieldRules) as Flag[]).find((f) => input.validity[f]);
    return flag ? [fieldRules[flag]!] : undefined;
  }
  function inputsOf(form: HTMLFormElement) {
    return [...form.elements].filter(
      (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.name in rules,
    );
  }
  function update(input: HTMLInputElement) {
    setFound({ for: lastResult, errors: { ...errors, [input.name]: check(input) } });
  }

  const form = {
    id: formId,
    errorId: `${formId}-form-error`,
    errors: errors[""] ?? undefined,
    props: {
      id: formId,
      // Without JavaScript the browser's own checks run; with it, the translated messages.
      noValidate: hydrated,
      onBlur(event: FocusEvent<HTMLFormElement>) {
        if (event.target instanceof HTMLInputElement && event.target.name in rules)
          update(event.target);
      },
      onInput(event: FormEvent<HTMLFormElement>) {
        const input = event.target;
        if (!(input instanceof HTMLInputElement)) return;
        // The server's answer to the form as a whole ("incorrect email or password") is about
        // what was sent: once the user changes it, the message is stale and goes (issue 34).
        if (errors[""]?.length)
          setFound({
            for: lastResult,
            errors: {
              ...errors,
              "": undefined,
              ...(input.name in rules && errors[input.name]?.length
                ? { [input.name]: check(input) }
                : {}),
            },
          });
        else if (errors[input.name]?.length) update(input);
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const next: Errors = {};
        let firstInvalid: HTMLInputElement | undefined;
        for (const input of inputsOf(event.currentTarget)) {
          next[input.name] = check(input);
          if (next[input.name]) firstInvalid ??= input;
        }
        setFound({ for: lastResult, errors: next });
        if (firstInvalid) {
          event.preventDefault();
          firstInvalid.focus();
        }
      },
    },
  };
  const fields = Object.fromEntries(
    (Object.keys(rules) as Name[]).map((name) => [
      name,
      {
        id: `${formId}-${name}`,
        name,
        errorId: `${formId}-${name}-error`,
        errors: errors[name] ?? undefined,
        required: "valueMissing" in rules[name],
        /** What the server got back for the field (it never returns a password). */
        value: lastResult?.initialValue?.[name] as string | undefined,
      },
    ]),
  ) as Record<
    Name,
    {
      id: string;
      name: Name;
      errorId: string;
      errors?: string[];
      required: boolean;
      value?: string;
    }
  >;
  return [form, fields] as const;
}
