import { IconFrame } from "./icon-frame";

/** A euro sign in a circle: the hourly rate. */
export function RateIcon() {
  return (
    <IconFrame>
      <circle cx="12" cy="12" r="9" />
      <path d="M15.5 8.5a4 4 0 1 0 0 7M7.5 11h6M7.5 13.5h6" />
    </IconFrame>
  );
}
