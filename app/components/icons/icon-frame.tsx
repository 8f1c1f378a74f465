import type { ReactNode } from "react";

/**
 * The frame every inline icon shares, hidden from assistive technology (the words beside it
 * carry the meaning). The stroke (the text colour, 2 units, round ends) is in identity.css, so
 * each icon's markup stays small in the page's script.
 */
export function IconFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
