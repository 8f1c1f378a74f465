// Markdown with front matter; see app/content/index.ts.
export default `---
title: Get in touch
description: Questions about gigs, partnership or your account? Write to partners@gigpartners.example or call +358 9 4289 1000 on weekdays 9–16.
---

## Partner support

- E-mail: [partners@gigpartners.example](mailto:partners@gigpartners.example)
- Phone: [+358 9 4289 1000](tel:+358942891000), on weekdays from 9 to 16 Finnish time

We aim to answer e-mail within one business day.

## To help us answer quickly

- Write from the e-mail address of your GigPartners account.
- Tell us your company's name and, about a gig or an offer, the gig's number and title.
- Never send passwords. We will never ask for yours.

## Changing your partner type

The partner type (company or freelancer) is fixed after registration. If it needs to change, our support can do it: write to us and tell us why.

## Customers

Do you need experts for a project of your own? Call or write to the same address, and one of our consultants will contact you.

## Personal data

To use your data protection rights, for example to see or delete your data, write to us with the subject "Data protection". Read more in our [privacy policy](/privacy-policy).
`;
