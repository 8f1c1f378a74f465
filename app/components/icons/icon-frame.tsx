import type { ReactNode } from "react";

/**
 * The frame every inline icon shares: drawn in the text colour, sized to the text, and hidden
 * from assistive technology (the words beside it carry the meaning).
 */
export function IconFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
