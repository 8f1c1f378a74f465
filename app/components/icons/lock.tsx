/**
 * A padlock, drawn in the text colour at the text's size. Decorative: the words beside it say
 * why something is locked, so screen readers skip the drawing.
 */
export function LockIcon({ className = "icon" }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 3.5a2 2 0 1 1 4 0V7H6V4.5Zm2 5a1.25 1.25 0 0 1 .75 2.25V13h-1.5v-1.25A1.25 1.25 0 0 1 8 9.5Z"
      />
    </svg>
  );
}
