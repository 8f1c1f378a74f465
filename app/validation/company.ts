import { z } from "zod";
import { msg } from "./messages";
import { CompanyInformationSchema, FreelancerInformationSchema } from "./registration";

/**
 * Editing company information uses registration step 2's rules; a company also names its contact
 * person among its own users (the domain checks the id belongs to the caller's company).
 */
export const CompanyEditSchema = CompanyInformationSchema.and(
  z.object({
    contactUserId: z
      .string({ required_error: msg("validation.contactPersonRequired") })
      .trim()
      .min(1, msg("validation.contactPersonRequired"))
      .max(100, msg("validation.contactPersonRequired")),
  }),
);

/**
 * A freelancer's company details: the same fields and rules in a freelancer's words, the
 * light-entrepreneur choice, and no contact person (the freelancer is the only user and always
 * the contact person).
 */
export const FreelancerCompanyEditSchema = FreelancerInformationSchema;
