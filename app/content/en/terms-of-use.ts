// Markdown with front matter; see app/content/index.ts. "version" is the date of the latest version.
export default `---
title: Terms of use
description: The terms that apply when partners and visitors use GigPartners, the partner marketplace for consulting gigs.
version: 2023-06-01
---

## 1. Scope

These terms apply to the use of GigPartners (the "service"), the partner marketplace operated by a Nordic consulting provider ("we", "us"). They apply to visitors who browse the public pages and to partners who register and use the service. By registering, you accept these terms on behalf of yourself and the company you represent.

## 2. Definitions

- **Partner**: a consulting company, talent hub or freelancer registered in the service.
- **User**: a person who uses the service on behalf of a partner.
- **Expert**: a person whom a partner offers to a gig, including a freelancer offering themselves.
- **Gig**: a customer's project or assignment that we publish in the service.
- **Offer**: a partner's proposal of an expert for a gig at a given hourly rate.

## 3. Registration and accounts

3.1 To register, you must be at least 18 years old and authorised to represent the partner.

3.2 The information you give must be correct and kept up to date. A company registered in Finland must give a valid business ID.

3.3 Keep your password safe and do not share your account. Each user needs their own account; colleagues can be invited, and an invitation is valid for 14 days.

3.4 You are responsible for everything done with your account. Tell us at once if you suspect misuse.

## 4. Partner type

You choose the partner type (company or freelancer) when you register. It cannot be changed afterwards in the service; only our support can change it on request.

## 5. Experts, CVs and other content

5.1 You may add only experts who have agreed to be offered through the service, and you must tell them how their data is processed (see the [privacy policy](/privacy-policy)).

5.2 CVs and other information about experts must be truthful and current. CV files can be PDF, DOC, DOCX or ODT files of up to 15 MB.

5.3 You keep all rights to the content you add. You give us the right to use it to evaluate offers and to present your experts to our customers.

## 6. Gigs and offers

6.1 Gigs are published for partners' information. We may change, suspend or close a gig at any time, for example when the customer's needs change.

6.2 An offer is a non-binding proposal. A binding agreement about an expert's work is made only in a separate subcontracting agreement between you and us after the customer has chosen the expert.

6.3 Offer only experts who meet the requirements and are available for the stated period and allocation. Hourly rates are given in euros, excluding VAT.

6.4 Evaluation can take several business days. We decide which candidates are presented to the customer, and the customer makes the final choice. We do not have to give reasons for a decision.

## 7. Confidentiality

Information about gigs and customers that is not public is confidential. You may use it only to prepare offers and may share it only with the experts you consider offering.

## 8. Fees

Using the service is free of charge for partners and visitors. Compensation for an expert's work is agreed in the subcontracting agreement.

## 9. Acceptable use

You may not misuse the service, for example by giving false information, collecting data about other users or experts, offering experts without their consent, trying to get around its security or loading it with automated requests.

## 10. Availability and changes

We develop the service continuously and may change its features. We aim to keep it available at all times but do not guarantee uninterrupted operation. Planned breaks are announced in advance when possible.

## 11. Liability

The service is provided as it is. We are not liable for indirect damage, such as lost business, or for damage caused by interruptions, to the extent permitted by law. Our liability is limited to direct damage caused by our wilful act or gross negligence.

## 12. Ending the use of the service

You may stop using the service and ask us to close your account at any time. We may suspend or close an account that breaks these terms, or one that has not been used for a long time, after informing the partner.

## 13. Personal data

We process personal data as described in the [privacy policy](/privacy-policy).

## 14. Changes to these terms

We may change these terms. We tell registered partners about significant changes by e-mail or in the service at least 14 days before they take effect. The date of the latest version is shown at the top of this page.

## 15. Governing law and disputes

These terms are governed by the laws of Finland. Disputes are settled in the District Court of Helsinki, unless mandatory law provides otherwise.

## 16. Contact

Questions about these terms: [partners@gigpartners.example](mailto:partners@gigpartners.example), +358 9 4289 1000.
`;
