import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/** Shows a busy state while its form submits (with JavaScript); a plain submit button without. */
export function SubmitButton({
  children,
  name,
  value,
  className = "button",
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      className={className}
      name={name}
      value={value}
      aria-busy={busy}
      disabled={busy}
    >
      {children}
    </button>
  );
}
