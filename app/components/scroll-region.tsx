import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a narrow screen. The region takes keyboard focus so
 * that the part off screen can be scrolled to without a mouse (axe: scrollable-region-focusable).
 * Its name is its own ("Gigs (table)"): named after the page's heading, it repeated the name of
 * the page's section, and two landmarks of one name cannot be told apart (axe: landmark-unique).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
