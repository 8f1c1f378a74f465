import { useNavigate } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { LazyNewsletterForm } from "./lazy-newsletter-form";
import { WORK_MODES } from "~/db/schema";
import {
  GIG_LIST_FILTER_KEYS,
  GIG_SEARCH_Q_MAX,
  GIG_SEARCH_SORTS,
  GIG_SEARCH_STATUSES,
  gigSearchParams,
  parseGigSearch,
  type GigListFilter,
  type GigSearch,
} from "~/validation/gig-search-params";
import { ChoiceGroup } from "./field-parts";

/** The choices of the filters that offer them (app/domain/gig-search/options.server.ts). */
export type GigFilterOptions = Partial<Record<GigListFilter, string[]>>;

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

/** What the "Filters (n)" summary counts: each chosen value, and a status other than "all". */
export function activeFilterCount(search: GigSearch) {
  return (
    (search.status === "all" ? 0 : 1) +
    GIG_LIST_FILTER_KEYS.reduce((sum, key) => sum + search[key].length, 0)
  );
}

/**
 * A text input backed by a <datalist>: 200-odd skills are found by typing, not by scrolling a
 * select, and without JavaScript too. The first skill of the URL fills the input; further ones
 * (`?skill=a&skill=b`, from a shared link) stay as checked boxes, so applying the form keeps them.
 */
function SkillFilter({ skills, options }: { skills: string[]; options: string[] }) {
  const { t } = useTranslation();
  const [first = "", ...more] = skills;
  return (
    <div className="field">
      <label htmlFor="gig-search-skill">{t("search.skill")}</label>
      <p id="gig-search-skill-hint" className="field-hint">
        {t("search.skillHint")}
      </p>
      <input
        key={first}
        id="gig-search-skill"
        name="skill"
        list="gig-search-skills"
        autoComplete="off"
        defaultValue={first}
        maxLength={100}
        aria-describedby="gig-search-skill-hint"
      />
      <datalist id="gig-search-skills">
        {options.map((skill) => (
          <option key={skill} value={skill} />
        ))}
      </datalist>
      {more.length ? (
        <ChoiceGroup
          legend={t("search.moreSkills")}
          type="checkbox"
          meta={noErrors("gig-search-more-skills", "skill", more)}
          options={more.map((skill) => ({ value: skill, label: skill }))}
        />
      ) : null}
    </div>
  );
}

/**
 * The gig list's search form: a GET form, so it works without JavaScript and every search is a
 * URL. Changes apply with the one submit button, with or without JavaScript: a list that reloads
 * under a screen reader user on every tick of a checkbox is harder to use (WCAG 3.2.2), and a
 * reload racing the next change would undo it.
 *
 * The filters fold into a <details> so that on a phone the first gig is on the first screen;
 * wide screens show them unfolded through CSS alone (gig-search.css).
 */
export function GigFilters({ search, options }: { search: GigSearch; options: GigFilterOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const filtersKey = gigSearchParams({ ...search, page: 1 }).toString();
  const active = activeFilterCount(search);

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
      className="gig-search"
    >
      <div className="field">
        <label htmlFor="gig-search-q">{t("search.phrase")}</label>
        <p id="gig-search-q-hint" className="field-hint">
          {t("search.phraseHint")}
        </p>
        <input
          id="gig-search-q"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={GIG_SEARCH_Q_MAX}
          aria-describedby="gig-search-q-hint"
        />
      </div>
      <div className="gig-search-controls">
        <details className="gig-filters">
          <summary>
            {active ? t("search.filtersCount", { n: active }) : t("search.filters")}
          </summary>
          <div className="gig-filters-body">
            <ChoiceGroup
              legend={t("search.status.legend")}
              type="radio"
              meta={noErrors("gig-search-status", "status", search.status)}
              options={GIG_SEARCH_STATUSES.map((s) => ({
                value: s,
                label: t(`search.status.${s}`),
              }))}
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
              options={options.language ?? []}
              optionLabel={(v) => t(`search.languageNames.${v}`, { defaultValue: v })}
            />
            <FilterSelect
              id="gig-search-location"
              name="location"
              label={t("search.location")}
              value={search.location[0] ?? ""}
              options={options.location ?? []}
            />
            <SkillFilter skills={search.skill} options={options.skill ?? []} />
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
        </details>
        <p className="gig-search-actions">
          <button type="submit" className="button">
            {t("search.submit")}
          </button>
          <Link to="/gigs">{t("search.clear")}</Link>
        </p>
      </div>
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
      <LazyNewsletterForm source="empty-gigs" />
    </div>
  );
}
