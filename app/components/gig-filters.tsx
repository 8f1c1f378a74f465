import { useNavigate } from "@remix-run/react";
import { Form, Link } from "~/components/plain-link";
import { useEffect, useRef, useState, type FormEvent } from "react";
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
import type { NewsletterFormSearch } from "~/validation/saved-search";
import { ChoiceGroup } from "./field-parts";

/** How long after the last change the list updates by itself (JavaScript only). */
const LIVE_DELAY_MS = 400;

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
  generation,
  optionLabel = (v) => v,
}: {
  generation: number;
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
      {/* Keyed: React leaves a select's defaultValue as first rendered. */}
      <select key={generation} id={id} name={name} defaultValue={value}>
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
function SkillFilter({
  skills,
  options,
  generation,
}: {
  skills: string[];
  options: string[];
  generation: number;
}) {
  const { t } = useTranslation();
  const [first = "", ...more] = skills;
  return (
    <div className="field">
      <label htmlFor="gig-search-skill">{t("search.skill")}</label>
      <p id="gig-search-skill-hint" className="field-hint">
        {t("search.skillHint")}
      </p>
      <input
        key={generation}
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
 * URL; without JavaScript the Search button applies it. With JavaScript a change applies by
 * itself a moment after the last keystroke or tick (the same client navigation as the button,
 * replacing the history entry), and the result count, a polite live region, says how many
 * match. The list is updated in place: focus and the fields stay where the user is (WCAG 3.2.2
 * is about a change of context, which this is not).
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

  const liveQuery = useRef<string | null>(null);
  const shownKey = useRef(filtersKey);
  // Bumped when the URL changes from elsewhere: remounts the fields React cannot reset
  // (a select's defaultValue), and only then, since a remount drops the focus.
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Uncontrolled fields follow the URL (back button, "clear" link) without remounting the form,
  // which would drop the keyboard focus (on the button just pressed, for one). Not after a live
  // update: the fields already say it, and a reset would drop what was typed since.
  useEffect(() => {
    if (shownKey.current === filtersKey) return;
    shownKey.current = filtersKey;
    if (liveQuery.current === filtersKey) {
      liveQuery.current = null;
      return;
    }
    form.current?.reset();
    setGeneration((g) => g + 1);
  }, [filtersKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // With JavaScript the URL leaves out empty fields and defaults (`?mode=remote`, not
  // `?q=&status=all&mode=remote&language=…`); without it the browser sends every field.
  function queryOf(formElement: HTMLFormElement) {
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(formElement)) {
      if (typeof value === "string") fields.append(key, value);
    }
    return gigSearchParams(parseGigSearch(fields)).toString();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    liveQuery.current = null;
    const query = queryOf(event.currentTarget);
    navigate(query ? `/gigs?${query}` : "/gigs");
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const formElement = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = queryOf(formElement);
      if (query === filtersKey) return;
      liveQuery.current = query;
      navigate(query ? `/gigs?${query}` : "/gigs", { replace: true, preventScrollReset: true });
    }, LIVE_DELAY_MS);
  }

  return (
    <Form
      ref={form}
      onSubmit={onSubmit}
      onChange={onChange}
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
              generation={generation}
              optionLabel={(v) => t(`search.languageNames.${v}`, { defaultValue: v })}
            />
            <FilterSelect
              id="gig-search-location"
              name="location"
              label={t("search.location")}
              value={search.location[0] ?? ""}
              options={options.location ?? []}
              generation={generation}
            />
            <SkillFilter
              skills={search.skill}
              options={options.skill ?? []}
              generation={generation}
            />
            <div className="field">
              <label htmlFor="gig-search-sort">{t("search.sort.label")}</label>
              <select key={generation} id="gig-search-sort" name="sort" defaultValue={search.sort}>
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

/**
 * The empty result offers the gig newsletter, so a visitor hears of the next matching gig: the
 * form carries the search, and the newsletter then lists only its new gigs.
 */
export function EmptyGigs({ search }: { search: NewsletterFormSearch | null }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <p>
        <strong>{t("gigs.empty")}</strong>
      </p>
      <p>{t("search.emptyHint")}</p>
      <LazyNewsletterForm source="empty-gigs" search={search} />
    </div>
  );
}
