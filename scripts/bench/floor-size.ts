// The floor's page at a given weight: bench/floor renders `?cards=N` cards, and its page grows
// linearly with N (the same markup and data per card, but the digits of the card's number). Two
// sizes fix the line; the card count for a weight is read off it and the page fetched to check.

/** What the floor's page at `path` weighs, however the bench reaches the floor. */
type Weigh = (path: string) => Promise<number>;

/** The floor's path whose page weighs about `bytes` (within one card), and what it weighs. */
export async function floorPageBy(weigh: Weigh, bytes: number) {
  const size = (cards: number) => weigh(`/?cards=${cards}`);
  const [empty, hundred] = [await size(0), await size(100)];
  const perCard = (hundred - empty) / 100;
  let cards = Math.max(0, Math.round((bytes - empty) / perCard));
  let weight = await size(cards);
  // Card numbers gain a digit at 1,000 and 10,000: step until the page is within one card.
  while (weight < bytes - perCard / 2) weight = await size(++cards);
  while (cards > 0 && weight > bytes + perCard / 2) weight = await size(--cards);
  return { path: `/?cards=${cards}`, bytes: weight };
}

/** The same, over HTTP from the floor's server at `base`. */
export function floorPage(base: string, bytes: number) {
  return floorPageBy(async (path) => {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`the floor answered ${response.status}`);
    return (await response.text()).length;
  }, bytes);
}
