import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * conform's useForm with the project's defaults: the same zod schema as the action, native
 * constraints for browsers without JavaScript, validation when leaving a field and, once a field
 * shows an error, again on every keystroke (so the error is gone before the user clicks on).
 */
export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: {
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    /**
     * The rules for one submission when a button asks for others (the post editor's Preview
     * checks less than Save); the constraints for the browser stay those of `schema`.
     */
    schemaFor?: (formData: FormData) => z.ZodTypeAny;
  } = {},
) {
  return useForm<z.input<Schema>>({
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: options.schemaFor?.(formData) ?? schema }),
  });
}
