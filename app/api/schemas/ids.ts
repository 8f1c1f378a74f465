import { z } from "./openapi-zod";

/*
 * Ids as the API sends them (issue 38: "ids typed as they are sent"). Gigs, gig questions and
 * capabilities are numbered by the database; everything else (users, companies, experts, offers,
 * invites) has a random text id.
 */
export const GigId = z.number().int().describe("A gig's number");
export const TextId = z.string();
export const CapabilityId = z.number().int();
