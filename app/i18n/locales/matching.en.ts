// English strings of the "matching" section (match reasons, rate insight); fi is typed against this file.
const matching = {
  reasons: {
    alreadyOffered: "Already offered on this gig",
    requiredAll: "Has every required skill: {{covered}}",
    requiredPartial:
      "Has {{coveredCount}} of {{total}} required skills: {{covered}}; missing {{missing}}",
    requiredMissing: "Has none of the required skills: missing {{missing}}",
    requiredUnlisted: "The gig lists no required skills",
    niceAll: "Has every nice-to-have skill: {{covered}}",
    nicePartial: "Has nice-to-have skills {{covered}}; not {{missing}}",
    niceMissing: "Has none of the nice-to-have skills: {{missing}}",
    niceUnlisted: "The gig lists no nice-to-have skills",
    availableByStart: "Available by the start on {{date}}",
    availableAfterStart_one: "Available {{count}} day after the start on {{date}}",
    availableAfterStart_other: "Available {{count}} days after the start on {{date}}",
    availableNow: "Available now (the gig's start date is not known)",
    availableLater_one:
      "Available from {{date}}, {{count}} day from now (the gig's start date is not known)",
    availableLater_other:
      "Available from {{date}}, {{count}} days from now (the gig's start date is not known)",
    allocationEnough: "Allocation {{allocation}} % covers the gig's {{required}} %",
    allocationShort: "Allocation {{allocation}} % is less than the gig's {{required}} %",
    allocationUnknown: "The gig states no allocation",
    rateInside:
      "Rate expectation {{expectation}} €/h is inside the gig's range {{min}}–{{max}} €/h",
    rateUnder: "Rate expectation {{expectation}} €/h is under the gig's range {{min}}–{{max}} €/h",
    rateAbove: "Rate expectation {{expectation}} €/h is above the gig's range {{min}}–{{max}} €/h",
    rateNoExpectation: "No rate expectation given",
    rateNoRange: "Rate expectation {{expectation}} €/h; the gig states no range",
    workModeOk: {
      onsite: "Works on site, as the gig asks",
      remote: "Works remotely, as the gig asks",
      hybrid: "Works hybrid, as the gig asks",
    },
    workModeMismatch: {
      onsite: "Does not work on site, which the gig asks",
      remote: "Does not work remotely, which the gig asks",
      hybrid: "Does not work hybrid, which the gig asks",
    },
    locationRemote: "Remote work: the location does not matter",
    locationUnlisted: "The gig names no location",
    locationAny: "Works in any location; the gig is in {{locations}}",
    locationMatch: "Works in the gig's location: {{locations}}",
    locationMismatch: "Does not work in the gig's location: {{locations}}",
  },
  box: {
    title_one: "{{count}} of your experts matches",
    title_other: "{{count}} of your experts match",
    titleSelf: "You match this gig",
    score: "Match {{score}}/100",
    offer: "Offer",
    offerLabel: "Offer {{name}}",
    showingBest_one: "The best match is shown.",
    showingBest_other: "The best {{count}} are shown.",
  },
  bench: {
    title: "Best gigs for your bench",
    titleSelf: "Best gigs for you",
    intro: "Open gigs your experts fit best, with each expert's match score out of 100.",
    empty:
      "No open gig fits your experts yet. Give your experts their skills and availability to see matches here.",
    expert: "{{name}}: {{score}}/100",
  },
  expertGigs: {
    title: "Open gigs that fit",
    empty: "No open gig fits this expert yet.",
    score: "Match {{score}}/100",
    offered: "already offered",
  },
  rateInsight: {
    market: "Partners offered {{low}}–{{high}} €/h on similar gigs (median {{median}} €/h).",
    earlier: "Earlier rates for this expert: {{rates}}.",
    earlierSelf: "Your earlier rates: {{rates}}.",
  },
};

export default matching;
