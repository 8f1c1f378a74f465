// The percentiles the benches print: nearest rank over the sorted timings.

export type Figures = { count: number; p50: number; p95: number; max: number };

export function quantile(sorted: number[], q: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  if (value === undefined) throw new Error("quantile() of no timings");
  return value;
}

export function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: quantile(sorted, 1),
  };
}
