// Markdown with front matter; see app/content/index.ts. "version" is the date of the latest version.
export default `---
title: Privacy policy
description: How GigPartners processes the personal data of partners' users, experts, newsletter subscribers and visitors, and what rights you have.
version: 2026-11-29
---

This privacy policy explains how we process personal data in GigPartners, the partner marketplace for consulting gigs, in accordance with the EU General Data Protection Regulation (GDPR) and the Finnish Data Protection Act.

## 1. Controller and contact

The controller is the Nordic consulting provider that operates GigPartners, based in Helsinki, Finland ("we", "us").

Questions and requests about personal data: [partners@gigpartners.example](mailto:partners@gigpartners.example) (subject "Data protection"), +358 9 4289 1000.

## 2. Whose data we process

- **Users**: people who register and use the service on behalf of a partner.
- **Experts**: people whom partners add to the service and offer to gigs, including freelancers.
- **Newsletter subscribers**: people who subscribe to the gig newsletter.
- **Visitors**: people who browse the public pages.

## 3. What data we process

- **Users**: name, e-mail address, phone number, job title, company, language, password in hashed form, or the identifier of your Google or Microsoft account when you sign in with one.
- **Experts**: name, role, skills, experience, CV, availability and the offers made for them, with hourly rates and their stages. When a partner proposes an expert for a gig, the expert's answer to being represented (agreed or declined), its time and the IP address it was given from.
- **Subscribers**: e-mail address, language and the time of subscribing.
- **Technical data**: sign-in sessions, IP address and browser information in security logs, and the cookies described in section 9.

## 4. Purposes and legal bases

| Purpose | Legal basis |
|---|---|
| Creating and running partner accounts | Contract (GDPR art. 6(1)(b)) |
| Evaluating offers and presenting experts to customers | Contract with the partner; our legitimate interest in staffing customer projects (art. 6(1)(f)) |
| Asking an expert whether they agree to be proposed for a gig, and recording the answer | Our legitimate interest in presenting only experts who know of and agree to it (art. 6(1)(f)) |
| Sending the gig newsletter | Consent (art. 6(1)(a)), which you can withdraw at any time |
| Security, preventing misuse and limiting repeated attempts | Legitimate interest (art. 6(1)(f)) |
| Bookkeeping and other legal obligations | Legal obligation (art. 6(1)(c)) |

We do not use personal data for automated decision-making or profiling that would have legal or similarly significant effects on you.

## 5. Where the data comes from

Users give their own data when they register. Data about experts comes from the partner who adds them, and from the experts themselves. A partner must tell its experts that it shares their data with us and point them to this policy. When a partner proposes an expert whose e-mail address it has given us, we e-mail the expert which partner proposes them, for which gig and at what rate, and ask whether they agree to be represented; the answer comes from the expert. When you sign in with Google or Microsoft, we receive your name, e-mail address and account identifier from that provider.

## 6. Recipients

We share an expert's information with the customer of a gig only when we present the expert as a candidate. Service providers that host the service and deliver e-mail process data on our behalf under data processing agreements. We do not sell personal data.

## 7. Transfers outside the EU and EEA

We store the data in the EU/EEA. If a service provider processes data outside the EU/EEA, we make sure the transfer is protected, for example by the European Commission's standard contractual clauses.

## 8. Retention

- Account data is kept while the account is in use and deleted within three months after it is closed.
- Experts are kept until the partner removes them; offers are kept for three years after the gig has ended, for handling possible claims. An expert's answer to being represented is kept with the offer; the links in the mail asking for it work once and expire after 30 days.
- An expert's CV is deleted when the expert has had no active offer for {{cvRetentionPeriod}}, counted from the latest of the CV's upload, the last change to an offer of the expert and the partner's choice to keep the CV. The partner's users (for a freelancer's CV, the freelancer) get an e-mail 30 days before, and the CV is deleted no earlier than 30 days after that e-mail. The expert's other details stay until the partner removes them.
- Sign-in sessions expire after 30 days at the latest, or when you sign out. E-mail verification links expire after 3 days, password reset links after an hour and invitations after 14 days.
- Newsletter subscriptions are kept until you unsubscribe.
- Security logs are kept for at most 12 months.
- Bookkeeping material is kept as long as the Accounting Act requires.

## 9. Cookies

We use only the cookies the service needs to work. We use no analytics, advertising or other third-party cookies, so we do not ask for consent to cookies.

| Cookie | Purpose | Duration |
|---|---|---|
| session | Keeps you signed in | Until you sign out, at most 30 days |
| lng | Remembers the language you chose | 1 year |
| ui | Shows short notices after an action, remembers the page to return to after signing in and your unfinished registration steps | Until you close the browser |

When you sign in with Google or Microsoft, a short-lived security cookie also protects the sign-in for up to 10 minutes.

## 10. Security

Connections are encrypted, passwords are stored only as hashes, and access to personal data is limited to those who need it in their work. Users see only the data of their own company.

## 11. Your rights

You have the right to:

- get access to your data;
- have incorrect data corrected;
- have your data erased, or its processing restricted;
- object to processing based on our legitimate interest;
- receive the data you gave us in a machine-readable format (data portability);
- withdraw your consent at any time, without affecting processing before that.

Send requests to the contact address in section 1. We answer within a month. You also have the right to lodge a complaint with the supervisory authority, in Finland the Data Protection Ombudsman ([tietosuoja.fi](https://tietosuoja.fi)).

## 12. Changes to this policy

We update this policy when our processing changes. The date of the latest version is shown at the top of this page.
`;
