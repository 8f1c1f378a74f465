// Markdown with front matter; see app/content/index.ts. Each "## Question" starts an item.
export default `---
title: Frequently asked questions
description: Answers to the questions partners ask most about registering, experts, offers and the gig newsletter.
---

Cannot find your answer here? [Get in touch](/get-in-touch) and we will help.

## What is GigPartners?

GigPartners is the partner marketplace of a Nordic consulting provider. We publish our customers' projects as gigs, and registered partners offer their experts to them. You follow every offer on your dashboard until the customer decides.

## Who can register as a partner?

Consulting companies, talent hubs and freelancers. A company or talent hub can have several users and many experts; a freelancer offers themselves. A company registered in Finland needs a valid business ID (y-tunnus).

## Does it cost anything?

No. Registering, keeping your experts on GigPartners and making offers are free of charge. When a customer accepts your expert, the work is agreed in a separate subcontracting agreement at the hourly rate you offered.

## Can I change my partner type after registering?

No. You choose between company and freelancer at the start of registration, and the choice is fixed afterwards because your account, experts and offers depend on it. If you chose wrongly, contact our support: only they can change the partner type.

## Which CV files can I upload?

PDF, DOC, DOCX and ODT files of up to 15 MB. We recommend a short CV, at most a few pages, with the projects that match the gig first.

## How do I invite my colleagues?

Open **Company and users** on your dashboard and send an invitation to your colleague's e-mail address. The invitation link is valid for 14 days. If it expires, simply send a new one.

## Is an offer binding?

No. An offer is a non-binding proposal of an expert at a given hourly rate. A binding agreement is made only when the customer has chosen your expert and we have signed the subcontracting agreement with you. Tell us at once if your expert is no longer available.

## How long does it take to evaluate an offer?

Evaluation can take several business days. We first check that the expert matches the requirements, then present the best candidates to the customer, who may want to interview them. The customer's decision sometimes takes a little longer.

## How do I follow my offers?

Your dashboard shows every offer and its stage: waiting review, suitable candidate, ready to offer, waiting customer decision, and finally accepted or declined.

## How do I hear about new gigs?

Browse the [open gigs](/gigs) at any time, or subscribe to our gig newsletter. It arrives on weekdays and lists the gigs published since the previous one. Every newsletter has a link for unsubscribing.

## I did not get the verification e-mail. What should I do?

Check your spam folder first. The verification link is valid for 3 days; if it has expired or never arrived, try to sign in and choose to send the link again. Accounts that use Google or Microsoft sign-in need no verification e-mail.
`;
