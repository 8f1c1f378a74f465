import { useOutlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

// Apart from ./modal.tsx: a page that can host a dialog (the public gig page among them) should
// not load the dialog's own code (focus return, ./dialog-focus.ts) until a dialog opens.

/**
 * Wraps a parent route's content. With JavaScript the child modal renders on top of it; without
 * JavaScript only the child renders, so the form is the page.
 */
export function ModalHost({ children }: { children: ReactNode }) {
  const outlet = useOutlet();
  const hydrated = useHydrated();
  if (outlet && !hydrated) return <>{outlet}</>;
  return (
    <>
      {children}
      {outlet}
    </>
  );
}
