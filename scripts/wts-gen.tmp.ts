import { writeFileSync } from "node:fs";
import { openApiDocument } from "~/api/openapi.server";
import { clientTypes } from "../tests/api/typed-client/generate";
writeFileSync("tests/api/typed-client/openapi-types.ts", await clientTypes(openApiDocument("http://localhost:3000")));
