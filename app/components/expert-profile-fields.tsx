import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { WORK_MODES } from "~/db/schema";
import {
  ALLOCATION_MAX,
  ALLOCATION_MIN,
  EXPERT_SKILLS_MAX,
  listItems,
} from "~/validation/expert-profile";
import { Field, type Meta } from "./field";
import { ChoiceGroup, describedBy, FieldErrors } from "./field-parts";

type ProfileFieldName =
  "skills" | "availableFrom" | "allocation" | "rateExpectation" | "workModes" | "locations";

export type ProfileSuggestions = { skills: string[]; locations: string[] };

/**
 * A list of terms without JavaScript: the chosen ones as ticked boxes (untick to remove) and one
 * text field to add more, with the vocabulary as suggestions (a datalist suggests for a single
 * entry, so the field adds one at a time, or several separated by commas). Boxes and field share
 * the list's name; the schema splits and merges them. A re-shown form (an error) shows what was
 * typed as boxes too, so nothing typed is lost and the field is empty again.
 */
function TermListField({
  meta,
  legend,
  hint,
  addLabel,
  addHint,
  emptyText,
  suggestions,
}: {
  meta: FieldMetadata<unknown>;
  legend: string;
  hint: string;
  addLabel: string;
  addHint: string;
  emptyText: string;
  suggestions: string[];
}) {
  const items = listItems(meta.initialValue);
  const hasErrors = Boolean(meta.errors?.length);
  const hintId = `${meta.id}-hint`;
  const addId = `${meta.id}-add`;
  const addHintId = `${addId}-hint`;
  const listId = `${meta.id}-suggestions`;
  return (
    <fieldset
      className="field choice-group term-list"
      aria-describedby={describedBy(hintId, hasErrors && meta.errorId)}
      aria-invalid={hasErrors || undefined}
    >
      <legend>{legend}</legend>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {items.length > 0 ? (
        <div className="term-choices">
          {items.map((item, index) => (
            <div key={item} className="choice">
              <input
                type="checkbox"
                id={`${meta.id}-${index}`}
                name={meta.name}
                value={item}
                defaultChecked
              />
              <label htmlFor={`${meta.id}-${index}`}>{item}</label>
            </div>
          ))}
        </div>
      ) : (
        <p className="muted">{emptyText}</p>
      )}
      <div className="field">
        <label htmlFor={addId}>{addLabel}</label>
        <p id={addHintId} className="field-hint">
          {addHint}
        </p>
        <input
          // Empty again once the typed entries come back as boxes.
          key={items.join("\n")}
          id={addId}
          name={meta.name}
          list={listId}
          autoComplete="off"
          aria-describedby={describedBy(addHintId, hasErrors && meta.errorId)}
          aria-invalid={hasErrors || undefined}
        />
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/**
 * What an expert offers (issue 36), in the expert dialog and the freelancer's own form: skills,
 * availability, allocation, rate expectation, work modes and locations.
 */
export function ExpertProfileFields({
  fields,
  suggestions,
}: {
  fields: Record<ProfileFieldName, FieldMetadata<unknown>>;
  suggestions: ProfileSuggestions;
}) {
  const { t } = useTranslation();
  const workModes = fields.workModes;
  return (
    <fieldset className="stack">
      <legend>{t("experts.profile.legend")}</legend>
      <TermListField
        meta={fields.skills}
        legend={t("experts.profile.skills")}
        hint={t("experts.profile.skillsHint", { max: EXPERT_SKILLS_MAX })}
        addLabel={t("experts.profile.addSkills")}
        addHint={t("experts.profile.addSkillsHint")}
        emptyText={t("experts.profile.noSkills")}
        suggestions={suggestions.skills}
      />
      <div className="field-row">
        <Field
          label={t("experts.profile.availableFrom")}
          hint={t("experts.profile.availableFromHint")}
          meta={fields.availableFrom as Meta}
          type="date"
        />
        <Field
          label={t("experts.profile.allocation")}
          hint={t("experts.profile.allocationHint", {
            min: ALLOCATION_MIN,
            max: ALLOCATION_MAX,
          })}
          meta={fields.allocation as Meta}
          inputMode="numeric"
        />
        <Field
          label={t("experts.profile.rateExpectation")}
          hint={t("experts.profile.rateExpectationHint")}
          meta={fields.rateExpectation as Meta}
          inputMode="numeric"
        />
      </div>
      <ChoiceGroup
        legend={t("experts.profile.workModes")}
        type="checkbox"
        // None ticked is a valid answer (not said), whatever the list's constraint says.
        meta={{
          id: workModes.id,
          name: workModes.name,
          errorId: workModes.errorId,
          errors: workModes.errors,
          initialValue: workModes.initialValue,
          required: false,
        }}
        options={WORK_MODES.map((mode) => ({ value: mode, label: t(`gigs.workMode.${mode}`) }))}
      />
      <TermListField
        meta={fields.locations}
        legend={t("experts.profile.locations")}
        hint={t("experts.profile.locationsHint")}
        addLabel={t("experts.profile.addLocations")}
        addHint={t("experts.profile.addLocationsHint")}
        emptyText={t("experts.profile.noLocations")}
        suggestions={suggestions.locations}
      />
    </fieldset>
  );
}
