import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { PartnerNumbers as Numbers } from "~/domain/partner-numbers.server";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/utils/dates";
import { formatCount } from "~/utils/numbers";

/*
 * The overview's last twelve months (app/domain/partner-numbers.server.ts): four figures, each a
 * table and a chart drawn on the server as SVG. The table comes first and carries every number,
 * so a screen reader and a phone without JavaScript read it first; the chart is a picture of the
 * same numbers, hidden from assistive technology. The charts lay out in percentages of their
 * width and pixels of their height, so their text keeps its size on a phone and on a desktop
 * (a viewBox would scale it) and no script measures anything.
 */

type MonthKey = "01" | "02" | "03" | "04" | "05" | "06" | "07" | "08" | "09" | "10" | "11" | "12";

/** One decimal, with the language's decimal sign ("2.5", "2,5"); Intl-free (decision 025). */
function formatDays(days: number, locale: string) {
  const text = days.toFixed(1);
  return locale === "fi" ? text.replace(".", ",") : text;
}

/** A share as a whole percent: "40%", in Finnish "40 %" (a no-break space). */
function formatPercent(share: number, locale: string) {
  const n = Math.round(share * 100);
  return locale === "fi" ? `${n}\u00a0%` : `${n}%`;
}

export function PartnerNumbers({ numbers }: { numbers: Numbers }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const total = numbers.months.reduce((sum, m) => sum + m.offers, 0);
  return (
    <section aria-labelledby="numbers-title" className="stack partner-numbers">
      <h3 id="numbers-title">{t("partnerData.numbers.title")}</h3>
      {total === 0 ? (
        <p className="muted">{t("partnerData.numbers.empty")}</p>
      ) : (
        <>
          <p className="muted">
            {t("partnerData.numbers.intro", { date: formatDate(numbers.since, locale) })}
          </p>
          <OffersPerMonth months={numbers.months} total={total} />
          <Outcomes outcomes={numbers.outcomes} winRate={numbers.winRate} />
          <StageDays stages={numbers.stageDays} />
          <DeclineReasons reasons={numbers.declineReasons} />
        </>
      )}
    </section>
  );
}

/** A figure: its title and one-line summary, the table, then the chart (hidden from AT). */
function NumbersFigure({
  id,
  title,
  summary,
  table,
  chart,
}: {
  id: string;
  title: string;
  summary: string;
  table: ReactNode;
  chart: ReactNode;
}) {
  return (
    <figure className="card numbers-figure" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h4 id={`${id}-title`}>{title}</h4>
        <p className="numbers-summary">{summary}</p>
      </figcaption>
      <div className="numbers-table-wrap">{table}</div>
      <div className="numbers-chart">{chart}</div>
    </figure>
  );
}

function OffersPerMonth({ months, total }: { months: Numbers["months"]; total: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const monthKey = (month: string) => month.slice(5, 7) as MonthKey;
  const longName = (month: string) =>
    `${t(`partnerData.numbers.months.long.${monthKey(month)}`)} ${month.slice(0, 4)}`;
  const max = Math.max(1, ...months.map((m) => m.offers));
  // Pixels: value labels above the bars, the bars, month labels below.
  const top = 20;
  const plot = 130;
  const height = top + plot + 26;
  const slot = 100 / months.length;
  return (
    <NumbersFigure
      id="per-month"
      title={t("partnerData.numbers.perMonth.title")}
      summary={t("partnerData.numbers.perMonth.summary", { count: total })}
      table={
        <table className="numbers-table" aria-labelledby="per-month-title">
          <thead>
            <tr>
              <th scope="col">{t("partnerData.numbers.perMonth.month")}</th>
              <th scope="col" className="numeric">
                {t("partnerData.numbers.perMonth.offers")}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{longName(m.month)}</th>
                <td className="numeric">{formatCount(m.offers, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      chart={
        <svg
          className="chart chart-columns"
          width="100%"
          height={height}
          aria-hidden="true"
          focusable="false"
        >
          {months.map((m, i) => {
            const h = Math.round((m.offers / max) * plot);
            const centre = `${(i + 0.5) * slot}%`;
            return (
              <g key={m.month}>
                <rect
                  className="chart-bar"
                  x={`${(i + 0.18) * slot}%`}
                  width={`${slot * 0.64}%`}
                  y={top + plot - h}
                  height={h}
                  rx="2"
                />
                {m.offers > 0 ? (
                  <text className="chart-value" x={centre} y={top + plot - h - 5}>
                    {formatCount(m.offers, locale)}
                  </text>
                ) : null}
                <text
                  className={`chart-label${i % 2 ? " chart-label-odd" : ""}`}
                  x={centre}
                  y={height - 7}
                >
                  {t(`partnerData.numbers.months.short.${monthKey(m.month)}`)}
                </text>
              </g>
            );
          })}
          <line className="chart-axis" x1="0" x2="100%" y1={top + plot} y2={top + plot} />
        </svg>
      }
    />
  );
}

type Bar = { key: string; label: string; value: number; text: string; tone?: string };

/**
 * Horizontal bars, one row each: the label on its own line (long Finnish labels keep the
 * width), the bar under it and the value at the row's end.
 */
function BarRows({ bars }: { bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const row = 46;
  return (
    <svg
      className="chart chart-bars"
      width="100%"
      height={bars.length * row}
      aria-hidden="true"
      focusable="false"
    >
      {bars.map((bar, i) => {
        const y = i * row;
        return (
          <g key={bar.key}>
            <text className="chart-label" x="0" y={y + 16}>
              {bar.label}
            </text>
            <rect className="chart-track" x="0" y={y + 24} width="84%" height="12" rx="3" />
            {bar.value > 0 ? (
              <rect
                className={`chart-bar${bar.tone ? ` chart-bar-${bar.tone}` : ""}`}
                x="0"
                y={y + 24}
                width={`${(bar.value / max) * 84}%`}
                height="12"
                rx="3"
              />
            ) : null}
            <text className="chart-value chart-value-end" x="100%" y={y + 35}>
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Outcomes({
  outcomes,
  winRate,
}: {
  outcomes: Numbers["outcomes"];
  winRate: number | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rows = [
    { key: "won", value: outcomes.won, tone: "won" },
    { key: "notWon", value: outcomes.notWon, tone: "lost" },
    { key: "inProgress", value: outcomes.inProgress, tone: "open" },
  ] as const;
  return (
    <NumbersFigure
      id="outcomes"
      title={t("partnerData.numbers.outcomes.title")}
      summary={
        winRate === null
          ? t("partnerData.numbers.outcomes.undecided")
          : t("partnerData.numbers.outcomes.summary", { rate: formatPercent(winRate, locale) })
      }
      table={
        <table className="numbers-table" aria-labelledby="outcomes-title">
          <thead>
            <tr>
              <th scope="col">{t("partnerData.numbers.outcomes.outcome")}</th>
              <th scope="col" className="numeric">
                {t("partnerData.numbers.outcomes.offers")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{t(`partnerData.numbers.outcomes.${r.key}`)}</th>
                <td className="numeric">{formatCount(r.value, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      chart={
        <BarRows
          bars={rows.map((r) => ({
            key: r.key,
            label: t(`partnerData.numbers.outcomes.${r.key}`),
            value: r.value,
            text: formatCount(r.value, locale),
            tone: r.tone,
          }))}
        />
      }
    />
  );
}

function StageDays({ stages }: { stages: Numbers["stageDays"] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const none = t("partnerData.numbers.stageDays.none");
  return (
    <NumbersFigure
      id="stage-days"
      title={t("partnerData.numbers.stageDays.title")}
      summary={t("partnerData.numbers.stageDays.summary")}
      table={
        <table className="numbers-table" aria-labelledby="stage-days-title">
          <thead>
            <tr>
              <th scope="col">{t("partnerData.numbers.stageDays.stage")}</th>
              <th scope="col" className="numeric">
                {t("partnerData.numbers.stageDays.median")}
              </th>
              <th scope="col" className="numeric">
                {t("partnerData.numbers.stageDays.stays")}
              </th>
            </tr>
          </thead>
          <tbody>
            {stages.map((s) => (
              <tr key={s.stage}>
                <th scope="row">{t(`dashboard.stages.${s.stage}`)}</th>
                <td className="numeric">
                  {s.medianDays === null ? none : formatDays(s.medianDays, locale)}
                </td>
                <td className="numeric">{formatCount(s.stays, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      chart={
        <BarRows
          bars={stages.map((s) => ({
            key: s.stage,
            label: t(`dashboard.stages.${s.stage}`),
            value: s.medianDays ?? 0,
            text: s.medianDays === null ? "–" : formatDays(s.medianDays, locale),
          }))}
        />
      }
    />
  );
}

const reasonText = (t: TFunction, reason: Numbers["declineReasons"][number]["reason"]) =>
  reason === "EXPERT_DECLINED"
    ? t("partnerData.numbers.declines.expertDeclined")
    : t(`offers.declineReasons.${reason}`);

function DeclineReasons({ reasons }: { reasons: Numbers["declineReasons"] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const total = reasons.reduce((sum, r) => sum + r.count, 0);
  if (total === 0)
    return (
      <section aria-labelledby="declines-title" className="card numbers-figure numbers-empty">
        <h4 id="declines-title">{t("partnerData.numbers.declines.title")}</h4>
        <p className="numbers-summary">{t("partnerData.numbers.declines.none")}</p>
      </section>
    );
  return (
    <NumbersFigure
      id="declines"
      title={t("partnerData.numbers.declines.title")}
      summary={t("partnerData.numbers.declines.summary", { count: total })}
      table={
        <table className="numbers-table" aria-labelledby="declines-title">
          <thead>
            <tr>
              <th scope="col">{t("partnerData.numbers.declines.reason")}</th>
              <th scope="col" className="numeric">
                {t("partnerData.numbers.declines.offers")}
              </th>
              <th scope="col" className="numeric">
                {t("partnerData.numbers.declines.share")}
              </th>
            </tr>
          </thead>
          <tbody>
            {reasons.map((r) => (
              <tr key={r.reason}>
                <th scope="row">{reasonText(t, r.reason)}</th>
                <td className="numeric">{formatCount(r.count, locale)}</td>
                <td className="numeric">{formatPercent(r.count / total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      chart={
        <BarRows
          bars={reasons.map((r) => ({
            key: r.reason,
            label: reasonText(t, r.reason),
            value: r.count,
            text: formatCount(r.count, locale),
            tone: "lost",
          }))}
        />
      }
    />
  );
}
