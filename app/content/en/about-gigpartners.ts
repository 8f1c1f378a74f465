// Markdown with front matter; see app/content/index.ts.
export default `---
title: About GigPartners
description: GigPartners is the partner marketplace of a Nordic consulting provider. We publish our customers' projects as gigs and work with partners to staff them.
---

We are a Nordic consulting provider. Our customers, from growing companies to large enterprises and public organisations, ask us for experienced people for their projects: developers, architects, designers, data specialists, project managers and interim leaders.

## Why we built GigPartners

For years, we staffed many projects together with a small group of partners, mostly by e-mail and phone. It worked while the network was small, but it made it hard for new partners to see what was on offer, and too easy for a good expert to miss a deadline. GigPartners puts every open project in one place, open to every registered partner.

## How we work with partners

- **One contract with the customer.** We sign the agreement with the customer and a subcontracting agreement with you, so you do not need a framework agreement of your own.
- **Clear information.** Each gig shows the requirements, schedule, location and the deadline for offers.
- **A fair review.** Our consultants read every offer and present the best candidates to the customer.
- **Open status.** You see the stage of every offer on your dashboard until the customer decides.

## What we value

We value honesty about skills and availability, fair rates and respect for the experts whose careers we handle. We process personal data only to run the marketplace; read our [privacy policy](/privacy-policy).

## Where to find us

We are based in Helsinki and work with partners across Finland and the other Nordic countries. [Get in touch](/get-in-touch) or [discover what GigPartners can do for you](/discover-the-power).
`;
