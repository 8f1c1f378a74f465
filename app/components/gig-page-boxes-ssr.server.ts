// The server renders the gig page's lazily loaded parts at once, from these static imports.
export { GigMatchBox } from "./gig-match-box";
export { GigOfferRows } from "./gig-offer-rows";
export { GigQuestionList } from "./gig-question-list";
