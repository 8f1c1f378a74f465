// Markdown with front matter; see app/content/index.ts.
export default `---
title: Discover the power
description: One place to find customer projects, offer your experts and follow your offers, in English and Finnish.
---

GigPartners brings together everything a consulting partner needs to win customer projects with us.

## Find the right gigs

Every open gig is published with its description, required and nice-to-have skills, schedule, work mode, location and the deadline for offers. Search and filter the [gig list](/gigs), or subscribe to the gig newsletter: it arrives on weekdays with the new gigs.

## Keep your experts in one place

Add your experts once, with their roles, skills and CVs (PDF, DOC, DOCX or ODT, up to 15 MB). They are ready whenever a matching gig appears, and the whole team sees the same information.

## Offer in minutes

Choose the experts, give an hourly rate for each and tell us why they fit. An offer is a non-binding proposal, so you can offer as soon as you see a match.

## Follow every offer

Your dashboard shows where each offer is:

| Stage | What it means |
|---|---|
| Waiting review | We have received the offer and will review it. |
| Suitable candidate | The expert matches the requirements. |
| Ready to offer | We will present the expert to the customer. |
| Waiting customer decision | The customer is considering the candidates. |
| Accepted or declined | The customer has decided. |

## Work as a team

Invite colleagues to your company's account; invitations are valid for 14 days. Everyone works with the same experts and offers, so nothing depends on one person's inbox.

## Built for everyone

GigPartners works in English and Finnish, on phones and computers, and every page and form works even without JavaScript. Sign in with a password or with your Google or Microsoft account.

[Register as a partner](/register) or [read how to get started](/about-us/get-started).
`;
