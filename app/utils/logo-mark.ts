// The product's mark, one drawing for the header, the mails, the share image and the icons
// (public/favicon.svg and scripts/make-icons.mjs carry the same path).
export const LOGO_GLYPH =
  "M18 40c0-9 6-16 15-16 5 0 9 2 11 5l-5 4c-1-2-3-3-6-3-5 0-8 4-8 10s3 10 8 10c4 0 7-2 7-5h-7v-6h14v3c0 9-6 14-14 14-9 0-15-7-15-16z";

export const LOGO_COLOURS = { tile: "#0b1f3a", glyph: "#7dd3fc" } as const;

/** The glyph sits low in the favicon's tile (its optical middle is 33, 40): centred and a little
 * larger where the mark is shown big enough to notice. */
export const LOGO_CENTRE = "translate(32 32) scale(1.2) translate(-33 -40)";
