import { IconFrame } from "./icon-frame";

/** A clock: how long ago a gig was published. */
export function PublishedIcon() {
  return (
    <IconFrame>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </IconFrame>
  );
}
