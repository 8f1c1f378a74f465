// Markdown with front matter; see app/content/index.ts.
export default `---
title: Get started
description: Register, add your experts and offer them to open gigs. Your dashboard shows every offer until the customer decides.
---

Getting started takes about ten minutes. Have your company's details and your experts' CVs at hand.

## 1. Choose your partner type

Register as a **company** if you are a consulting company or a talent hub with several experts or users. Register as a **freelancer** if you offer your own work through your own company. The partner type cannot be changed later without contacting our support, so choose carefully.

## 2. Create your account

Sign up with your e-mail address and a password, or continue with your Google or Microsoft account. With a password, we send you a verification link that is valid for 3 days; open it before signing in.

## 3. Tell us about your company

Give your company's name, country and business ID. A company registered in Finland needs a valid business ID (y-tunnus). Then add your own contact details and accept the [terms of use](/terms-of-use) and the [privacy policy](/privacy-policy).

## 4. Add your experts and their CVs

Add each expert with their role, skills and CV. CVs can be PDF, DOC, DOCX or ODT files of up to 15 MB. Make sure your experts know that you share their information with us, as described in our privacy policy.

## 5. Offer experts to gigs

Open a gig, choose **Offer experts**, pick the experts and give an hourly rate (euros, excluding VAT) for each. Tell us briefly why the expert fits. Offers are non-binding proposals.

## 6. Follow your offers

Your dashboard shows the stage of every offer until the customer decides. Evaluation can take several business days.

## Working as a team

Invite your colleagues from **Company and users** on your dashboard. Each invitation is valid for 14 days. Everyone in your company sees the same experts and offers.

For more tips, read our [guides](/posts?category=guides) or the [frequently asked questions](/about-us/faq).
`;
