import mailEn from "./mail.en";
import apiEn from "./api.en";
import apiExpertsEn from "./api-experts.en";
import apiCompanyEn from "./api-company.en";
import apiAuthEn from "./api-auth.en";
import edgeEn from "./edge.en";
import apiDocsEn from "./api-docs.en";
import offersCsvEn from "./offers-csv.en";
import apiQueryEn from "./api-query.en";

/**
 * Texts only the server uses (mails, API messages, the HTTP edge's answers): kept out of the
 * browser's language chunk. resources.server.ts merges them over en.ts (the full mail group
 * replaces the browser's, which holds only the development outbox's page).
 */
const serverOnlyEn = {
  mail: mailEn,
  api: apiEn,
  apiExperts: apiExpertsEn,
  apiCompany: apiCompanyEn,
  apiAuth: apiAuthEn,
  edge: edgeEn,
  apiDocs: apiDocsEn,
  offersCsv: offersCsvEn,
  apiQuery: apiQueryEn,
};

export default serverOnlyEn;
export type ServerOnlyTranslation = typeof serverOnlyEn;
