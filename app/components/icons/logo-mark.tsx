import { LOGO_CENTRE, LOGO_COLOURS, LOGO_GLYPH } from "~/utils/logo-mark";

/**
 * The product's mark (the favicon's drawing, public/favicon.svg), drawn inline so the header
 * costs no request. Decorative beside the product name, which is the link's text.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill={LOGO_COLOURS.tile} />
      <path d={LOGO_GLYPH} fill={LOGO_COLOURS.glyph} transform={LOGO_CENTRE} />
    </svg>
  );
}
