import { IconFrame } from "./icon-frame";

/** A calendar: the offer deadline and the days left. */
export function DeadlineIcon() {
  return (
    <IconFrame>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </IconFrame>
  );
}
