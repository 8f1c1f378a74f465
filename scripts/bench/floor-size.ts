// The floor's page at a given weight: bench/floor renders `?cards=N` cards, and its page grows
// linearly with N (the same markup and data per card, but the digits of the card's number). Two
// sizes fix the line; the card count for a weight is read off it and the page fetched to check.

async function pageBytes(base: string, cards: number) {
  const response = await fetch(`${base}/?cards=${cards}`);
  if (!response.ok) throw new Error(`the floor answered ${response.status}`);
  return (await response.text()).length;
}

/** The floor's path whose page weighs about `bytes` (within one card), and what it weighs. */
export async function floorPage(base: string, bytes: number) {
  const [empty, hundred] = [await pageBytes(base, 0), await pageBytes(base, 100)];
  const perCard = (hundred - empty) / 100;
  let cards = Math.max(0, Math.round((bytes - empty) / perCard));
  let weight = await pageBytes(base, cards);
  // Card numbers gain a digit at 1,000 and 10,000: step until the page is within one card.
  while (weight < bytes - perCard / 2) weight = await pageBytes(base, ++cards);
  while (cards > 0 && weight > bytes + perCard / 2) weight = await pageBytes(base, --cards);
  return { path: `/?cards=${cards}`, bytes: weight };
}
