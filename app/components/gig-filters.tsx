import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { NewsletterForm } from "./newsletter-form";
import { WORK_MODES } from "~/db/schema";
import {
  GIG_SEARCH_Q_MAX,
  GIG_SEARCH_SORTS,
  GIG_SEARCH_STATUSES,
  gigSearchParams,
  parseGigSearch,
  type GigSearch,
} from "~/validation/gig-search";
import { ChoiceGroup } from "./field";

export type GigFilterOptions = { languages: string[]; locations: string[]; skills: string[] };

const noErrors = (id: string, name: string, initialValue: unknown) => ({
  id,
  name,
  errorId: `${id}-error`,
  errors: undefined,
  required: false,
  initialValue,
});

function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  optionLabel = (v) => v,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: string[];
  optionLabel?: (value: string) => string;
}) {
  const { t } = useTranslation();
  // A value from the URL that no gig has any more stays selectable, so the form shows the truth.
  const values = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* Keyed by the value: React leaves a select's defaultValue as first rendered. */}
      <select key={value} id={id} name={name} defaultValue={value}>
        <option value="">{t("search.any")}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The gig list's search form: a GET form, so it works without JavaScript and every search is a
 * URL. Changes apply with a button, with or without JavaScript: a list that reloads under a
 * screen reader user on every tick of a checkbox is harder to use (WCAG 3.2.2), and a reload
 * racing the next change would undo it.
 */
export function GigFilters({ search, options }: { search: GigSearch; options: GigFilterOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const filtersKey = gigSearchParams({ ...search, page: 1 }).toString();

  // Uncontrolled fields follow the URL (back button, "clear" link) without remounting the form,
  // which would drop the keyboard focus (on the button just pressed, for one).
  useEffect(() => {
    form.current?.reset();
  }, [filtersKey]);

  // With JavaScript the URL leaves out empty fields and defaults (`?mode=remote`, not
  // `?q=&status=all&mode=remote&language=…`); without it the browser sends every field.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") fields.append(key, value);
    }
    const query = gigSearchParams(parseGigSearch(fields)).toString();
    navigate(query ? `/gigs?${query}` : "/gigs");
  }

  return (
    <Form
      ref={form}
      onSubmit={onSubmit}
      method="get"
      action="/gigs"
      role="search"
      aria-label={t("search.form")}
      className="stack"
    >
      <div className="field">
        <label htmlFor="gig-search-q">{t("search.phrase")}</label>
        <p id="gig-search-q-hint" className="field-hint">
          {t("search.phraseHint")}
        </p>
        <div className="row">
          <input
            id="gig-search-q"
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={GIG_SEARCH_Q_MAX}
            aria-describedby="gig-search-q-hint"
            style={{ flex: "1 1 16rem" }}
          />
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
        </div>
      </div>
      <div className="row" style={{ alignItems: "flex-start" }}>
        <ChoiceGroup
          legend={t("search.status.legend")}
          type="radio"
          meta={noErrors("gig-search-status", "status", search.status)}
          options={GIG_SEARCH_STATUSES.map((s) => ({ value: s, label: t(`search.status.${s}`) }))}
        />
        <ChoiceGroup
          legend={t("search.mode")}
          type="checkbox"
          meta={noErrors("gig-search-mode", "mode", search.mode)}
          options={WORK_MODES.map((m) => ({ value: m, label: t(`gigs.workMode.${m}`) }))}
        />
        <FilterSelect
          id="gig-search-language"
          name="language"
          label={t("search.language")}
          value={search.language[0] ?? ""}
          options={options.languages}
          optionLabel={(v) => t(`search.languageNames.${v}`, { defaultValue: v })}
        />
        <FilterSelect
          id="gig-search-location"
          name="location"
          label={t("search.location")}
          value={search.location[0] ?? ""}
          options={options.locations}
        />
        <FilterSelect
          id="gig-search-skill"
          name="skill"
          label={t("search.skill")}
          value={search.skill[0] ?? ""}
          options={options.skills}
        />
        <div className="field">
          <label htmlFor="gig-search-sort">{t("search.sort.label")}</label>
          <select key={search.sort} id="gig-search-sort" name="sort" defaultValue={search.sort}>
            {GIG_SEARCH_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`search.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="row">
        <button type="submit" className="button button-secondary">
          {t("search.apply")}
        </button>
        <Link to="/gigs">{t("search.clear")}</Link>
      </p>
    </Form>
  );
}

/** The empty result offers the gig newsletter, so a visitor hears of the next matching gig. */
export function EmptyGigs() {
  const { t } = useTranslation();
  return (
    <div className="card">
      <p>
        <strong>{t("gigs.empty")}</strong>
      </p>
      <p>{t("search.emptyHint")}</p>
      <NewsletterForm source="empty-gigs" />
    </div>
  );
}
