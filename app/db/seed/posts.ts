import type { Insertable } from "kysely";
import type { PostTable } from "../schema";
import { helsinkiDate } from "~/utils/dates";
import { addDays } from "./gigs";

export const POST_CATEGORIES = ["news", "guides", "stories"] as const;

export interface PostSeed {
  slug: string;
  locale: "en" | "fi";
  category: (typeof POST_CATEGORIES)[number];
  title: string;
  lead: string;
  body: string;
  /** Published this many days before today. */
  daysAgo: number;
}

export const POST_SEEDS: PostSeed[] = [
  {
    slug: "partner-marketplace-opens-for-nordic-consultancies",
    locale: "en",
    category: "news",
    title: "The partner marketplace opens for Nordic consultancies",
    lead: "Consulting companies and freelancers in Finland, Sweden, Norway and Denmark can now offer their experts directly to our customers' assignments.",
    daysAgo: 45,
    body: `We have worked with a small group of subcontracting partners for years, mostly by e-mail and phone. That worked while the network was small, but it made it hard for new partners to see what was on offer and easy for good experts to miss a deadline.

Starting today, every open assignment is published on the partner marketplace. Registered partners see the full description, the required and nice-to-have skills, the rate range and the deadline for offers. Offering an expert takes a few minutes: pick the expert from your company's list, set the hourly rate and add a few words on why they fit.

## What changes for existing partners

- You no longer need to wait for our e-mail: new gigs appear on the marketplace as soon as they are published.
- You can follow the status of every offer, from review to the customer's decision.
- Your colleagues can join your company account, so offers do not depend on one person's inbox.

Existing partners can log in with the e-mail address we already have on file. If you have any questions, contact your partner manager.`,
  },
  {
    slug: "new-gigsletter-delivers-open-assignments-every-monday",
    locale: "en",
    category: "news",
    title: "New gigsletter delivers open assignments every Monday",
    lead: "Partners can now subscribe to a weekly e-mail that lists the new assignments and the deadlines of the coming week.",
    daysAgo: 12,
    body: `Many partners told us that they check the marketplace every morning just to be sure they are not missing anything. To make that easier, we now send a weekly summary every Monday at 8 am Finnish time.

The gigsletter lists the assignments published during the previous week and reminds you of offer deadlines in the coming days. Each item links straight to the gig, so you can check the details and offer an expert in one go.

You can subscribe when you register or later on your profile page. Unsubscribing takes one click from any gigsletter.`,
  },
  {
    slug: "kumppaniportaali-nyt-myos-suomeksi",
    locale: "fi",
    category: "news",
    title: "Kumppaniportaali nyt myös suomeksi",
    lead: "Portaalin koko käyttöliittymä on nyt saatavilla suomeksi. Kielen voi vaihtaa milloin tahansa sivun yläreunasta.",
    daysAgo: 30,
    body: `Suurin osa kumppaneistamme toimii Suomessa, ja moni on toivonut portaalia omalla äidinkielellään. Nyt toive on toteutettu: kaikki näkymät, lomakkeet ja sähköpostit ovat saatavilla suomeksi.

Toimeksiantojen kuvaukset julkaistaan edelleen sillä kielellä, jolla asiakas on ne meille toimittanut. Useimmat kuvaukset ovat englanniksi, koska monet toimeksiannot ovat avoimia koko Pohjoismaiden kumppaneille.

## Näin vaihdat kielen

Valitse kieli sivun yläreunan valikosta. Valinta tallentuu käyttäjätietoihisi, joten portaali avautuu jatkossa valitsemallasi kielellä myös toisella laitteella.

Jos huomaat käännöksessä virheen tai kömpelön ilmauksen, kerro siitä kumppanipäällikölle. Korjaamme sen mielellämme.`,
  },
  {
    slug: "how-to-write-an-offer-that-gets-your-expert-shortlisted",
    locale: "en",
    category: "guides",
    title: "How to write an offer that gets your expert shortlisted",
    lead: "Our partner managers read hundreds of offers every month. Here is what makes an offer stand out, and what makes us move on.",
    daysAgo: 38,
    body: `The customer rarely sees more than three or four candidates for one assignment. Your offer has to convince our partner manager first, usually in under a minute.

## Answer the requirements, one by one

Go through the required skills in the gig and say briefly where the expert has used each of them, and how recently. "Five years of Spring Boot, most recently in a payments platform at a Nordic bank (2022-2024)" says far more than "strong Java skills".

## Keep the CV current and short

A two-page CV that lists the last five years in detail works better than a ten-page history. Put the projects that match the gig first. Remove old technologies that nobody asks for any more.

## Be realistic about the rate

Offer a rate within the range shown in the gig. An offer above the range can still be considered for an exceptional expert, but explain why in the description. Offers far below the range raise questions about seniority.

## Confirm availability

Only offer experts who can really start on the start date and work the stated allocation. A withdrawn candidate after the customer interview hurts everyone's credibility, including yours.`,
  },
  {
    slug: "pricing-your-consulting-work-in-finland",
    locale: "en",
    category: "guides",
    title: "Pricing your consulting work in Finland",
    lead: "What hourly rates do Finnish customers pay for IT consulting, and how should a freelancer set their own rate?",
    daysAgo: 20,
    body: `Rates in the Finnish IT consulting market depend on the role, seniority and the length of the assignment. In our marketplace, most assignments fall between 70 and 120 euros per hour, excluding VAT. Architects, security specialists and interim leaders are often above that; junior roles below.

## Start from your costs, not from the market

As a freelancer you pay for your own pension insurance (YEL), holidays, sick days, equipment and training. A common rule of thumb is that only 1 400 to 1 600 hours a year are billable. Divide your target yearly income plus costs by that number, and you have your minimum rate.

## Then look at the market

Compare your minimum with the rate ranges in the gigs you would like to work on. If your minimum is above the range, look for roles that value your specialisation more, or consider longer assignments where a slightly lower rate is offset by fewer gaps between projects.

## Remember VAT and invoicing

Rates in the marketplace are always without VAT. If your yearly turnover stays under the VAT threshold you may not need to charge VAT at all, but most full-time consultants are above it. Check the current rules from the Finnish Tax Administration (Vero).`,
  },
  {
    slug: "kevytyrittajasta-toiminimeksi-mita-freelancerin-kannattaa-tietaa",
    locale: "fi",
    category: "guides",
    title: "Kevytyrittäjästä toiminimeksi: mitä freelancerin kannattaa tietää",
    lead: "Moni konsultti aloittaa freelancerina kevytyrittäjänä. Kun toimeksiannot pitenevät, oma toiminimi tai osakeyhtiö on usein järkevämpi valinta.",
    daysAgo: 8,
    body: `Kevytyrittäjyys on helppo tapa kokeilla freelancerina toimimista: laskutuspalvelu hoitaa laskutuksen, verot ja vakuutukset palkkiota vastaan. Kun työtä on säännöllisesti ja asiakkaat ovat yrityksiä, palvelun kulut alkavat kuitenkin tuntua.

## Toiminimen perustaminen

Toiminimi perustetaan tekemällä perustamisilmoitus Patentti- ja rekisterihallitukselle ja Verohallinnolle. Saat Y-tunnuksen, jolla voit laskuttaa asiakkaita suoraan. Muista ottaa YEL-vakuutus heti, kun työtulosi ylittävät rajan.

## Mitä me tarvitsemme sinulta

Kumppaniportaalissa rekisteröidyt freelancerina. Tarvitsemme yrityksesi nimen, Y-tunnuksen ja osaamisalueet. Voit lisätä itsesi asiantuntijaksi ja tarjota itseäsi toimeksiantoihin samalla tavalla kuin konsulttiyritykset tarjoavat omia asiantuntijoitaan.

## Milloin osakeyhtiö?

Osakeyhtiö voi olla verotuksellisesti edullisempi, kun tulos kasvaa, ja se rajaa henkilökohtaisen vastuun. Keskustele kirjanpitäjäsi kanssa ennen päätöstä: oikea ratkaisu riippuu tulotasosta ja tulevaisuuden suunnitelmista.`,
  },
  {
    slug: "from-one-consultant-to-a-team-of-twelve",
    locale: "en",
    category: "stories",
    title: "From one consultant to a team of twelve",
    lead: "A Tampere-based consultancy started with a single subcontracting assignment in 2019. Today it has twelve experts on customer projects through the marketplace.",
    daysAgo: 26,
    body: `When the founder of a small Tampere consultancy offered her first expert to us, the company had two employees and one customer. "We were good at embedded software but had no sales team," she says. "The marketplace gave us access to assignments we would never have heard of."

The first assignment was a six-month contract at a machine builder in Hervanta. It was extended twice. The customer later asked for two more developers with the same background, and the company hired them specifically for the work.

## Focus on a niche

The company decided early to offer only experts it knows well: embedded Linux, C++ and industrial protocols. "We skip gigs that are not a clear match. Our offers are few, but they are accepted often."

## Keeping people happy between projects

The biggest challenge has been the gaps between assignments. The company now follows offer deadlines weekly and starts looking for the next assignment two months before a contract ends.`,
  },
  {
    slug: "a-freelance-ux-designer-on-working-with-large-customers",
    locale: "en",
    category: "stories",
    title: "A freelance UX designer on working with large customers",
    lead: "Working alone does not mean working small. A Helsinki-based freelancer tells how she wins assignments with public sector and enterprise customers.",
    daysAgo: 4,
    body: `After ten years in design agencies, Katja wanted to choose her own projects. The problem: large customers buy through framework agreements, and a one-person company rarely has one.

"Subcontracting through the marketplace solved that," she says. "The contract is with the provider, and I can focus on the work. I have done user research for a hospital district and a design system for a retailer without writing a single tender."

## What makes a freelancer's offer credible

Katja keeps a short portfolio with three case studies that match the kind of work she wants next, and she updates her CV before every offer. "I rewrite the first paragraph for each gig. It takes fifteen minutes and makes a real difference."

## Advice for new freelancers

Start with assignments where your experience is an obvious fit, deliver well, and ask the customer for a reference at the end. "In Finland, the market is small. A good reference travels fast."`,
  },
];

/**
 * Drafts staff are still writing (one per language): in the back office's post list, never on the
 * public site. `daysAgo` is when they were started.
 */
export const DRAFT_POST_SEEDS: PostSeed[] = [
  {
    slug: "what-our-customers-ask-for-in-2026",
    locale: "en",
    category: "guides",
    title: "What our customers ask for in 2026",
    lead: "Draft: the skills and roles that appeared most often in this year's assignments, and what they mean for your bench.",
    daysAgo: 2,
    body: `Draft. Numbers to be checked before publishing.

## The most requested roles

- Cloud architects with hands-on migration experience
- Data engineers who can also talk to the business
- Product owners for public sector services

## What this means for partners

Keep the CVs of your experts in these roles up to date, and tell us about upcoming availability early.`,
  },
  {
    slug: "kumppanipaivat-syksylla",
    locale: "fi",
    category: "news",
    title: "Kumppanipäivät syksyllä",
    lead: "Luonnos: kutsumme kumppanimme tapaamaan asiakkaitamme ja toisiaan Helsinkiin ja Tampereelle.",
    daysAgo: 1,
    body: `Luonnos. Päivämäärät vahvistetaan myöhemmin.

## Ohjelmassa

- Asiakkaiden puheenvuorot tulevista hankkeista
- Kumppanien kokemuksia portaalin käytöstä
- Vapaata verkostoitumista

Ilmoittautuminen avataan, kun ohjelma on valmis.`,
  },
];

/**
 * Database rows for the posts, the published ones and the drafts; dates are relative to `today`
 * so the demo looks current. A draft's `published_at` holds its creation time until it is first
 * published (migration 0007).
 */
export function buildPostRows(today: Date): Insertable<PostTable>[] {
  const day = helsinkiDate(today);
  const row = (post: PostSeed, published: boolean): Insertable<PostTable> => {
    const at = `${addDays(day, -post.daysAgo)}T07:00:00.000Z`;
    return {
      slug: post.slug,
      locale: post.locale,
      title: post.title,
      category: post.category,
      lead: post.lead,
      body: post.body,
      published: published ? 1 : 0,
      published_at: at,
      first_published_at: published ? at : null,
      created_at: at,
      updated_at: at,
    };
  };
  return [
    ...POST_SEEDS.map((post) => row(post, true)),
    ...DRAFT_POST_SEEDS.map((post) => row(post, false)),
  ];
}
