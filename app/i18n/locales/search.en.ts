// Texts of the public site's search part; kept apart so each part can grow on its own.
const searchEn = {
  title: "Search",
  form: "Search gigs",
  phrase: "Search phrase",
  phraseHint: "Words from the title, skills, locations or description",
  submit: "Search",
  apply: "Apply",
  clear: "Clear search and filters",
  filters: "Filters",
  status: {
    legend: "Status",
    all: "All",
    open: "Open for offers",
    closed: "Closed",
  },
  mode: "Work mode",
  language: "Language",
  location: "Location",
  skill: "Skill",
  any: "Any",
  sort: {
    label: "Sort by",
    deadline: "Deadline",
    newest: "Newest",
  },
  languageNames: {
    English: "English",
    Finnish: "Finnish",
    Swedish: "Swedish",
  },
  page: "Page {{page}}",
  countCapped: "More than {{count}} gigs",
  emptyHint: "Try fewer words or filters, or get new gigs by e-mail.",
};
export default searchEn;
