import { describe, expect, it } from "vitest";
import { AVATAR_BACKGROUNDS, avatarBackground, initialsOf } from "~/utils/avatar";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe("initials avatars", () => {
  it("takes the first letters of the first and the last word", () => {
    expect(initialsOf("Anna Maria Virtanen")).toBe("AV");
    expect(initialsOf("  matti  ")).toBe("M");
    expect(initialsOf("Åsa Öberg")).toBe("ÅÖ");
    expect(initialsOf("nordic-consulting oy")).toBe("NO");
    expect(initialsOf("jane.doe@example.com")).toBe("JD");
    expect(initialsOf("")).toBe("?");
  });

  it("gives a name the same colour every time, whatever its case and spaces", () => {
    expect(avatarBackground("Anna Virtanen")).toBe(avatarBackground(" anna virtanen "));
    const colours = new Set(
      ["Anna", "Mikko", "Liisa", "Pekka", "Nordic Oy", "Sari", "Jussi", "Aino"].map(
        avatarBackground,
      ),
    );
    expect(colours.size).toBeGreaterThan(3);
  });

  it("keeps white initials at WCAG AA (4.5:1) on every background", () => {
    for (const background of AVATAR_BACKGROUNDS)
      expect(contrastWithWhite(background), background).toBeGreaterThanOrEqual(4.5);
  });
});
