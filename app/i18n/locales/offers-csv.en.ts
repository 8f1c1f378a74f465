// The offers' CSV file (GET /dashboard/my-gigs.csv, GET /api/my-gigs as text/csv): its column
// headers and file name, in the reader's language (decision 050). Server-only: no page shows them.
const offersCsv = {
  filename: "offers",
  columns: {
    gigId: "Gig ID",
    gig: "Gig",
    offerDeadline: "Expert offer deadline",
    expert: "Expert",
    rate: "Rate (€/h)",
    stage: "Stage",
    offeredOn: "Offered on",
    changedOn: "Last change",
    declineReason: "Decline reason",
    feedback: "Feedback",
    contact: "Contact person",
    consent: "Expert's consent",
    consentOn: "Consent answered on",
  },
};

export default offersCsv;
