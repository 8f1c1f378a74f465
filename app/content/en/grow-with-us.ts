// Markdown with front matter; see app/content/index.ts.
export default `---
title: Grow with us
description: GigPartners brings customer projects to consulting companies, talent hubs and freelancers. Grow your business by offering your experts to gigs that match them.
---

Our customers are Nordic companies and public organisations that need experienced people for their projects. Many of those projects are staffed together with partners. GigPartners is where we publish them, and where partners offer the right experts.

## Projects you would not hear of otherwise

Large customers buy consulting through framework agreements, and a small consultancy or a freelancer rarely has one. When you work through us, the contract with the customer is ours and you can focus on the work. Every open gig is published on the marketplace with its description, required skills, schedule, location and the deadline for offers.

## Who can join

- **Consulting companies** with several experts and users, who offer their consultants to customer projects.
- **Talent hubs** and networks that represent independent experts.
- **Freelancers** who offer themselves, with their own company.

## How it works

1. [Register](/register) as a company or as a freelancer and tell us about your business.
2. Add your experts and their CVs. They stay in your company's account, ready for the next gig.
3. Offer an expert to a gig with an hourly rate and a few words on why they fit.
4. Follow each offer on your dashboard until the customer decides.

## What we expect from our partners

We present only candidates we believe in, and we ask the same of you. Offer experts who match the requirements, who are really available from the start date and whose CV is current. Keep the information in your account up to date, and tell us at once if something changes.

## Ready to grow with us?

Read [how to get started](/about-us/get-started), browse the [open gigs](/gigs) or [register now](/register). If you would like to talk first, [get in touch](/get-in-touch).
`;
