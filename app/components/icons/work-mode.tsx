import { IconFrame } from "./icon-frame";

/** A laptop: where and how the work is done (on site, remote, hybrid). */
export function WorkModeIcon() {
  return (
    <IconFrame>
      <rect x="4" y="5" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </IconFrame>
  );
}
