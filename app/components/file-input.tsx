import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";

/** "2.4 MB", "830 kB" in the page's language. */
export function formatFileSize(bytes: number, locale: string) {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}

/**
 * A file input that is the native control underneath, so it works and names the chosen file
 * without JavaScript; with JavaScript a line below it repeats the file's name with its size, which
 * the native control never shows, and is announced to screen readers.
 */
export function FileInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const { onChange, ...rest } = props;
  return (
    <div className="file-input">
      <input
        {...rest}
        type="file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosen(file ? { name: file.name, size: file.size } : null);
          onChange?.(event);
        }}
      />
      <p className="file-input-chosen" aria-live="polite" id={`${props.id}-chosen`}>
        {chosen ? (
          <>
            <span>{t("ui.fileInput.chosen")}</span>
            <strong>{chosen.name}</strong>
            <span className="muted">({formatFileSize(chosen.size, i18n.language)})</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
