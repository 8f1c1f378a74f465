import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { FileInput } from "~/components/file-input";
import { getT } from "~/i18n/i18n.server";
import type uiEn from "~/i18n/locales/ui.en";
import { requireDevTools } from "~/server/edge/dev-tools.server";
import { pageMeta } from "~/utils/seo";

/** The component gallery: every component of app/styles/app.css in each state. Never in production. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireDevTools(request);
  const { t } = await getT(request);
  return { meta: { title: t("ui.gallery.title") } };
}

type GalleryKey = keyof (typeof uiEn)["gallery"];

function useGallery() {
  const { t } = useTranslation();
  return (key: GalleryKey) => t(`ui.gallery.${key}`);
}

const SWATCHES = [
  "--bg",
  "--card",
  "--fg",
  "--muted",
  "--border",
  "--control-border",
  "--accent",
  "--danger",
  "--success",
  "--warning",
  "--focus",
];

function Specimen({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="ui-specimen" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The pieces that look different on the dark public pages, rendered once per theme. */
function Themed({ prefix }: { prefix: string }) {
  const g = useGallery();
  return (
    <div className="stack">
      <div className="row">
        <button type="button" className="button">
          {g("primary")}
        </button>
        <button type="button" className="button button-secondary">
          {g("secondary")}
        </button>
        <button type="button" className="button button-danger">
          {g("danger")}
        </button>
        <button type="button" className="button button-secondary button-danger">
          {g("danger")}
        </button>
        <button type="button" className="button" aria-busy="true" disabled>
          {g("busy")}
        </button>
        <button type="button" className="button button-secondary" disabled>
          {g("disabled")}
        </button>
        <button type="button" className="button button-small button-secondary">
          {g("small")}
        </button>
        <button type="button" className="link-button">
          {g("link")}
        </button>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${prefix}-name`}>
            {g("name")}
            <span aria-hidden="true"> *</span>
          </label>
          <p id={`${prefix}-name-hint`} className="field-hint">
            {g("nameHint")}
          </p>
          <input
            id={`${prefix}-name`}
            defaultValue="Anna Virtanen"
            required
            aria-describedby={`${prefix}-name-hint`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-email`}>{g("email")}</label>
          <input
            id={`${prefix}-email`}
            type="email"
            defaultValue="anna@"
            aria-invalid="true"
            aria-describedby={`${prefix}-email-error`}
          />
          <ul id={`${prefix}-email-error`} className="field-error">
            <li>{g("emailError")}</li>
          </ul>
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-company`}>{g("disabledField")}</label>
          <input id={`${prefix}-company`} defaultValue="Demo Consulting Oy" disabled />
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-country`}>{g("country")}</label>
          <select id={`${prefix}-country`} defaultValue="FI">
            <option value="FI">{g("finland")}</option>
            <option value="SE">{g("sweden")}</option>
          </select>
        </div>
      </div>
      <div className="field-row">
        <div className="stack">
          <div className="choice">
            <input type="checkbox" id={`${prefix}-newsletter`} defaultChecked />
            <label htmlFor={`${prefix}-newsletter`}>{g("newsletter")}</label>
          </div>
          <div className="field">
            <div className="choice">
              <input
                type="checkbox"
                id={`${prefix}-consent`}
                aria-invalid="true"
                aria-describedby={`${prefix}-consent-error`}
              />
              <label htmlFor={`${prefix}-consent`}>
                {g("consent")}
                <span aria-hidden="true"> *</span>
              </label>
            </div>
            <ul id={`${prefix}-consent-error`} className="field-error">
              <li>{g("consentError")}</li>
            </ul>
          </div>
          <div className="choice">
            <input type="checkbox" id={`${prefix}-off`} disabled />
            <label htmlFor={`${prefix}-off`}>{g("disabled")}</label>
          </div>
        </div>
        <fieldset className="field choice-group">
          <legend>{g("partnerType")}</legend>
          {(["company", "freelancer"] as const).map((value) => (
            <div className="choice" key={value}>
              <input
                type="radio"
                name={`${prefix}-partner-type`}
                id={`${prefix}-${value}`}
                value={value}
                defaultChecked={value === "company"}
                aria-describedby={`${prefix}-${value}-description`}
              />
              <label htmlFor={`${prefix}-${value}`}>
                {g(value)}
                <span id={`${prefix}-${value}-description`} className="choice-description">
                  {g(`${value}Description`)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      <ul className="row tag-list" aria-label={g("tags")}>
        <li className="tag tag-accepted">{g("accepted")}</li>
        <li className="tag tag-pending">{g("pending")}</li>
        <li className="tag tag-declined">{g("declined")}</li>
        <li className="tag">{g("closed")}</li>
        <li className="badge badge-open">{g("open")}</li>
        <li className="badge badge-urgent">{g("closesToday")}</li>
        <li className="badge badge-closed">{g("closed")}</li>
      </ul>
      <div className="card-grid">
        <article className="card">
          <h3>{g("cardTitle")}</h3>
          <p className="gig-card-meta">{g("cardBody")}</p>
          <span className="badge badge-open">{g("open")}</span>
        </article>
        <div className="empty-state">
          <h3>{g("emptyTitle")}</h3>
          <p>{g("emptyBody")}</p>
          <button type="button" className="button">
            {g("emptyAction")}
          </button>
        </div>
      </div>
    </div>
  );
}

const TOAST_TEXT = {
  success: "toastSuccess",
  error: "toastError",
  info: "toastInfo",
  warning: "toastWarning",
} as const;

export default function DevUi() {
  const { t } = useTranslation();
  const g = useGallery();
  return (
    <div className="container section stack">
      <h1>{g("title")}</h1>
      <p className="lead">{g("intro")}</p>

      <Specimen id="ui-tokens" title={g("tokens")}>
        <ul className="ui-swatches">
          {SWATCHES.map((name) => (
            <li key={name}>
              <span style={{ background: `var(${name})` }} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Specimen>

      <Specimen id="ui-type" title={g("type")}>
        {(["3xl", "2xl", "xl", "lg", "base", "sm", "xs"] as const).map((size) => (
          <p key={size} style={{ fontSize: `var(--text-${size})`, margin: 0 }}>
            --text-{size} · {g("cardTitle")}
          </p>
        ))}
      </Specimen>

      <Specimen id="ui-controls" title={`${g("buttons")} · ${g("inputs")} · ${g("choices")}`}>
        <Themed prefix="light" />
      </Specimen>

      <Specimen id="ui-textarea" title={g("message")}>
        <div className="field">
          <label htmlFor="ui-message">{g("message")}</label>
          <textarea id="ui-message" rows={3} aria-describedby="ui-message-counter" />
          <p id="ui-message-counter" className="field-counter">
            {t("validation.counter", { value: 0, max: 1000 })}
          </p>
        </div>
      </Specimen>

      <Specimen id="ui-file" title={g("file")}>
        <div className="field">
          <label htmlFor="ui-cv">{g("cv")}</label>
          <p id="ui-cv-hint" className="field-hint">
            {g("cvHint")}
          </p>
          <FileInput id="ui-cv" name="cv" aria-describedby="ui-cv-hint" />
        </div>
        <div className="cv-progress">
          <progress max={100} value={40} aria-label={t("experts.form.uploading")} />
          <span aria-hidden="true">40 %</span>
        </div>
      </Specimen>

      <Specimen id="ui-tables" title={g("tables")}>
        <p className="muted">{g("tablesHint")}</p>
        <table className="data-table">
          <caption className="visually-hidden">{g("caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{g("colName")}</th>
              <th scope="col">{g("colStage")}</th>
              <th scope="col">{g("colCv")}</th>
              <th scope="col">{g("colActions")}</th>
            </tr>
          </thead>
          <tbody>
            {["Anna Virtanen", "Mikko Korhonen"].map((name, i) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td data-label={g("colStage")}>
                  <span className={i ? "tag tag-pending" : "tag tag-accepted"}>
                    {g(i ? "pending" : "accepted")}
                  </span>
                </td>
                <td data-label={g("colCv")}>cv-{i + 1}.pdf</td>
                <td>
                  <div className="table-actions">
                    <button type="button" className="button button-secondary button-small">
                      {g("small")}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary button-danger button-small"
                    >
                      {g("danger")}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Specimen>

      <Specimen id="ui-toasts" title={g("toasts")}>
        <ul className="toast-list narrow">
          {(["success", "error", "info", "warning"] as const).map((type) => (
            <li key={type} className={`toast toast-${type}`}>
              <div className="toast-body">
                <p className="toast-title">{t(`toast.types.${type}`)}</p>
                <p className="toast-text">{g(TOAST_TEXT[type])}</p>
              </div>
              <button type="button" className="toast-close" aria-label={t("toast.dismiss")}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </Specimen>

      <Specimen id="ui-dialogs" title={g("dialogs")}>
        <div className="modal ui-dialog-preview" role="group" aria-labelledby="ui-dialog-title">
          <div className="modal-header">
            <h3 id="ui-dialog-title">{g("dialogTitle")}</h3>
            <button type="button" className="link-button modal-close" aria-label={t("modal.close")}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p>{g("dialogBody")}</p>
          <div className="form-actions">
            <button type="button" className="button button-danger">
              {g("danger")}
            </button>
            <button type="button" className="button button-secondary">
              {t("modal.cancel")}
            </button>
          </div>
        </div>
      </Specimen>

      <Specimen id="ui-dark" title={g("dark")}>
        <div className="theme-dark ui-theme-panel">
          <Themed prefix="dark" />
        </div>
      </Specimen>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.meta.title, noindex: true });
