// Texts of the public site's search part; kept apart so each part can grow on its own.
const searchEn = {
  title: "Search",
  form: "Search gigs",
  phrase: "Search phrase",
  phraseHint: "Words from the title, skills, locations or description",
  submit: "Search",
  clear: "Clear search and filters",
  filters: "Filters",
  filtersCount: "Filters ({{n}})",
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
  skillHint: "Type a few letters and pick from the list",
  moreSkills: "Also chosen skills",
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
  countCapped: "More than {{number}} gigs",
  emptyHint: "Try fewer words or filters, or get new gigs by e-mail.",
};
export default searchEn;
