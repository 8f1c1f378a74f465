import type { ReactNode } from "react";

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled facts (a gig's terms, a company's or a user's details) as one description list. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `fact-list ${className}` : "fact-list"}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
