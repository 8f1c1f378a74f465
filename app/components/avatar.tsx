import { avatarBackground, initialsOf } from "~/utils/avatar";

/**
 * An initials avatar for an expert, a user or a company. Decorative: the name is always
 * written beside it, so screen readers do not hear it twice.
 */
export function Avatar({
  name,
  size = "medium",
  shape = "round",
}: {
  name: string;
  size?: "small" | "medium" | "large";
  /** Companies get a rounded square, people a circle. */
  shape?: "round" | "square";
}) {
  return (
    <span
      className={`avatar avatar-${size} avatar-${shape}`}
      style={{ backgroundColor: avatarBackground(name) }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
