// English strings of a partner's own numbers and data: the overview's last twelve months, the
// offers' CSV link in My gigs and "Download my data" in My details (decision 050).
const partnerData = {
  numbers: {
    title: "Your last 12 months",
    intro:
      "Your offers made since {{date}}, by the month they were made. Each chart has its numbers in the table beside it.",
    empty: "You have made no offers in the last 12 months. Once you do, their numbers show here.",
    perMonth: {
      title: "Offers per month",
      summary_one: "{{count}} offer in 12 months",
      summary_other: "{{count}} offers in 12 months",
      month: "Month",
      offers: "Offers",
    },
    outcomes: {
      title: "Win rate",
      summary: "{{rate}} of decided offers accepted",
      undecided: "None of these offers has been decided yet.",
      outcome: "Outcome",
      offers: "Offers",
      won: "Accepted",
      notWon: "Declined",
      inProgress: "Still in progress",
    },
    stageDays: {
      title: "Median days in each stage",
      summary:
        "From the stage moves recorded since offers were made; an offer still in a stage counts once it leaves it.",
      stage: "Stage",
      median: "Median days",
      stays: "Offers measured",
      none: "No data",
    },
    declines: {
      title: "Decline reasons",
      summary_one: "{{count}} declined offer",
      summary_other: "{{count}} declined offers",
      none: "None of these offers has been declined.",
      reason: "Reason",
      expertDeclined: "The expert did not agree to be proposed",
      offers: "Offers",
      share: "Share",
    },
    months: {
      long: {
        "01": "January",
        "02": "February",
        "03": "March",
        "04": "April",
        "05": "May",
        "06": "June",
        "07": "July",
        "08": "August",
        "09": "September",
        "10": "October",
        "11": "November",
        "12": "December",
      },
      short: {
        "01": "Jan",
        "02": "Feb",
        "03": "Mar",
        "04": "Apr",
        "05": "May",
        "06": "Jun",
        "07": "Jul",
        "08": "Aug",
        "09": "Sep",
        "10": "Oct",
        "11": "Nov",
        "12": "Dec",
      },
    },
  },
  csv: {
    download: "Download all offers (CSV)",
    hint: "Every offer of your company, one row each, for a spreadsheet.",
  },
  myData: {
    title: "Your data",
    intro: {
      company:
        "Download a JSON file of everything GigPartners holds about you (your account, sign-in methods, sessions, settings and the log entries about you) and your company's details, experts and offers. CVs are listed with their download links.",
      freelancer:
        "Download a JSON file of everything GigPartners holds about you (your account, sign-in methods, sessions, settings and the log entries about you) and your freelancer profile and offers. Your CV is listed with its download link.",
    },
    download: "Download my data",
  },
};

export default partnerData;
