import mailFi from "./mail.fi";
import apiFi from "./api.fi";
import apiExpertsFi from "./api-experts.fi";
import apiCompanyFi from "./api-company.fi";
import apiAuthFi from "./api-auth.fi";
import edgeFi from "./edge.fi";
import apiDocsFi from "./api-docs.fi";
import offersCsvFi from "./offers-csv.fi";
import apiQueryFi from "./api-query.fi";
import type { ServerOnlyTranslation } from "./server-only.en";
import type { Shape } from "./shape";

const serverOnlyFi: Shape<ServerOnlyTranslation> = {
  mail: mailFi,
  api: apiFi,
  apiExperts: apiExpertsFi,
  apiCompany: apiCompanyFi,
  apiAuth: apiAuthFi,
  edge: edgeFi,
  apiDocs: apiDocsFi,
  offersCsv: offersCsvFi,
  apiQuery: apiQueryFi,
};

export default serverOnlyFi;
