import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on a narrow screen. The region takes keyboard focus so
 * that the part off screen can be scrolled to without a mouse (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
