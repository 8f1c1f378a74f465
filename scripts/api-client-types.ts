// `npm run api:client-types`: writes the typed client's snapshot
// (tests/api/typed-client/openapi-types.ts) from this checkout's OpenAPI document, after a change
// to the API's schemas; tests/api/typed-client.test.ts fails while it is stale.
import fs from "node:fs";
import { openApiDocument } from "~/api/openapi.server";
import { clientTypesSnapshot, SNAPSHOT } from "../tests/api/typed-client/generate";

const document = JSON.parse(JSON.stringify(openApiDocument("http://localhost:3000"))) as unknown;
fs.writeFileSync(SNAPSHOT, await clientTypesSnapshot(document));
console.log(`wrote ${SNAPSHOT}`);
