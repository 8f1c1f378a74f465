/** The drawings in public/icons.svg: a calendar (deadline), a pin, a clock, a euro sign, a laptop. */
export type IconName = "deadline" | "location" | "published" | "rate" | "work-mode";

/**
 * An icon from the sprite public/icons.svg, hidden from assistive technology (the words beside
 * it carry the meaning). The drawings live in that file, not in this component: gig cards are on
 * the first pages a visitor sees, and paths written here would travel twice (in the HTML and in
 * the page's script, which the JavaScript budget counts); the sprite is one cached request. The
 * stroke (the text colour, 2 units, round ends) is in identity.css.
 */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
