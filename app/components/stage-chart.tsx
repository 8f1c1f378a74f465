import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CANDIDATE_STAGES, type CandidateStage } from "~/db/schema";

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 210;
const BAR_MAX = 300;
const WIDTH = LABEL_WIDTH + BAR_MAX + 50;

/**
 * Offers per stage as a horizontal bar chart: plain SVG rendered on the server, no chart
 * runtime. Screen readers get it as one image whose description lists every number.
 */
export function StageChart({ counts }: { counts: Record<CandidateStage, number> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const entries = CANDIDATE_STAGES.map((stage) => [stage, counts[stage]] as const);
  const max = Math.max(1, ...entries.map(([, n]) => n));
  const height = entries.length * (BAR_HEIGHT + GAP) + GAP;
  const summary = entries.map(([stage, n]) => `${t(`dashboard.stages.${stage}`)} ${n}`).join(", ");
  return (
    <svg
      className="stage-chart"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH }}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{t("offers.overview.chartTitle")}</title>
      <desc id={descId}>{t("offers.overview.chartDesc", { summary })}</desc>
      {entries.map(([stage, n], i) => {
        const y = GAP + i * (BAR_HEIGHT + GAP);
        const width = n === 0 ? 0 : Math.max(4, Math.round((n / max) * BAR_MAX));
        return (
          <g key={stage} aria-hidden="true">
            <text
              x={LABEL_WIDTH - 8}
              y={y + BAR_HEIGHT / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="14"
              fill="currentColor"
            >
              {t(`dashboard.stages.${stage}`)}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={width}
              height={BAR_HEIGHT}
              rx="3"
              className={`stage-bar stage-bar-${stage}`}
            />
            <text
              x={LABEL_WIDTH + width + 6}
              y={y + BAR_HEIGHT / 2}
              dominantBaseline="middle"
              fontSize="14"
              fill="currentColor"
            >
              {n}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
