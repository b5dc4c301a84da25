// "About MagicDeals": who runs the marketplace, why, and what it does for local businesses.
import type { ContentShape, PageContent } from "./types";

const no = {
  description:
    "MagicDeals AS driver en norsk markedsplass for lokale opplevelser med opptil 70 % rabatt fra verifiserte bedrifter i hele landet.",
  lead: "MagicDeals er markedsplassen for lokale opplevelser i Norge. Vi samler spadager, restaurantbesøk, aktiviteter, fotografering og mye mer fra bedrifter der du bor – med opptil 70 % rabatt.",
  highlightsHeading: "Derfor velger folk MagicDeals",
  highlights: [
    {
      id: "savings",
      title: "Opptil 70 % rabatt",
      text: "De fleste tilbudene gir mellom 40 og 70 % avslag på ordinær pris. Prisen du ser, er totalprisen inkludert 25 % mva.",
    },
    {
      id: "verified",
      title: "Verifiserte bedrifter",
      text: "Vi sjekker hver bedrift og hvert tilbud før det blir publisert, slik at du alltid vet hvem du handler hos.",
    },
    {
      id: "fresh",
      title: "Nye tilbud hver dag",
      text: "Bedrifter fra Kristiansand til Tromsø legger ut nye tilbud daglig, så det er alltid noe nytt å oppdage.",
    },
    {
      id: "support",
      title: "Kundeservice som svarer",
      text: "Ring oss på hverdager {supportHours}, eller send e-post når det passer deg – døgnet rundt.",
    },
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Hvem vi er",
      paragraphs: [
        "MagicDeals drives av {company}, et norsk selskap med kontor i Oslo. Vi er et lite team med bakgrunn fra reiseliv, handel og teknologi – og vi bruker selv tilbudene vi selger.",
        "Alle tilbudene kommer fra lokale bedrifter: spa og frisører, restauranter og bakerier, fotografer, treningssentre og aktivitetsarrangører. Du kjøper et verdikort hos oss og løser det inn hos bedriften.",
      ],
    },
    {
      id: "mission",
      heading: "Vårt oppdrag",
      paragraphs: [
        "Vi vil gjøre det enkelt og rimelig å oppleve mer der du bor – og samtidig sørge for at pengene blir igjen i lokalmiljøet.",
        "Derfor samarbeider vi bare med bedrifter som leverer tjenesten selv, og vi gjør kjøpet så trygt vi kan: sikker kortbetaling, verdikortet rett i innboksen og full refusjon på ubrukte verdikort i 14 dager.",
      ],
    },
    {
      id: "local-businesses",
      heading: "Slik hjelper vi lokale bedrifter",
      paragraphs: [
        "For en lokal bedrift er en tom time på en tirsdag dyr. Med MagicDeals når bedriften nye kunder akkurat i periodene der det er ledig kapasitet, uten å betale for annonser på forhånd.",
        "Bedriften bestemmer selv pris, pakker og sluttdato, løser inn verdikort med kode eller QR-kode og følger visninger, salg og omsetning i sitt eget dashbord. De tre første månedene er gratis.",
      ],
    },
  ],
  customers: {
    heading: "Finn ditt neste tilbud",
    text: "Bla gjennom hundrevis av tilbud på spa, mat, aktiviteter og opplevelser i hele Norge.",
    link: "Se alle tilbud",
  },
  business: {
    heading: "Driver du en bedrift?",
    text: "Bli partner og nå nye kunder i nærområdet ditt. De tre første månedene er gratis.",
    link: "Les mer for bedrifter",
  },
};

export type AboutContent = ContentShape<typeof no>;

const en: AboutContent = {
  description:
    "MagicDeals AS runs a Norwegian marketplace for local experiences at up to 70% off, from verified businesses all over the country.",
  lead: "MagicDeals is the marketplace for local experiences in Norway. We bring together spa days, restaurant visits, activities, photo shoots and much more from businesses near you – at up to 70% off.",
  highlightsHeading: "Why people choose MagicDeals",
  highlights: [
    {
      id: "savings",
      title: "Up to 70% off",
      text: "Most deals take 40 to 70% off the regular price. The price you see is the total price, including 25% VAT.",
    },
    {
      id: "verified",
      title: "Verified businesses",
      text: "We check every business and every deal before it goes live, so you always know who you are buying from.",
    },
    {
      id: "fresh",
      title: "Fresh deals every day",
      text: "Businesses from Kristiansand to Tromsø publish new deals daily, so there is always something new to discover.",
    },
    {
      id: "support",
      title: "Support that answers",
      text: "Call us on weekdays {supportHours}, or e-mail us whenever it suits you – day and night.",
    },
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        "MagicDeals is run by {company}, a Norwegian company based in Oslo. We are a small team with backgrounds in travel, retail and technology – and we use the deals we sell ourselves.",
        "Every deal comes from a local business: spas and hair salons, restaurants and bakeries, photographers, gyms and activity providers. You buy a voucher from us and redeem it at the business.",
      ],
    },
    {
      id: "mission",
      heading: "Our mission",
      paragraphs: [
        "We want to make it easy and affordable to experience more where you live – and to keep the money in the local community.",
        "That is why we only work with businesses that deliver the service themselves, and why we make buying as safe as we can: secure card payment, the voucher straight to your inbox and a 14-day money-back guarantee on unused vouchers.",
      ],
    },
    {
      id: "local-businesses",
      heading: "How we help local businesses",
      paragraphs: [
        "For a local business, an empty slot on a Tuesday is expensive. With MagicDeals, a business reaches new customers exactly when it has room for them, without paying for advertising up front.",
        "The business sets its own price, packages and end date, redeems vouchers by code or QR code and follows views, sales and revenue in its own dashboard. The first three months are free.",
      ],
    },
  ],
  customers: {
    heading: "Find your next deal",
    text: "Browse hundreds of deals on spa, dining, activities and experiences all over Norway.",
    link: "Browse all deals",
  },
  business: {
    heading: "Do you run a business?",
    text: "Become a partner and reach new customers in your area. The first three months are free.",
    link: "Learn more for businesses",
  },
};

export const ABOUT: PageContent<typeof no> = { no, en };
