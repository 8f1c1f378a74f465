import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// Lets a schema name itself for the document (`.openapi("Expert")`): zod-to-openapi adds the
// method to zod's types. Every schema file imports `z` from here, so it is added before use.
extendZodWithOpenApi(z);

export { z };
