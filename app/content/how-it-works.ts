// "How it works": the customer's four steps, and the partner's way from registration to numbers.
import type { ContentShape, PageContent } from "./types";

const no = {
  description:
    "Slik kjøper du et verdikort på MagicDeals i fire enkle steg – og slik selger bedrifter opplevelsene sine hos oss.",
  lead: "Fra du finner et tilbud til du sitter i badstuen eller kajakken: slik fungerer MagicDeals for kunder og for bedrifter.",
  customers: {
    heading: "For kunder",
    intro: "Fire steg fra idé til opplevelse.",
    steps: [
      {
        id: "browse",
        title: "Finn et tilbud",
        text: "Bla i kategoriene, søk etter det du har lyst på, eller se hva som er nytt i byen din. Lagre favorittene i ønskelisten til senere.",
      },
      {
        id: "purchase",
        title: "Kjøp trygt",
        text: "Velg pakke – Basis, Premium eller Gruppe – og antall, og betal med kort. Prisen er totalprisen i norske kroner, inkludert 25 % mva.",
      },
      {
        id: "voucher",
        title: "Få verdikortet",
        text: "Rett etter betalingen får du ett verdikort per enhet du har kjøpt, hvert med sin egen kode. Du finner dem i [Mine verdikort](/account/vouchers) og på e-post, med QR-kode og som PDF.",
      },
      {
        id: "enjoy",
        title: "Nyt opplevelsen",
        text: "Bestill time direkte hos bedriften, og vis frem koden når du kommer. Husk å bruke verdikortet før siste gyldighetsdag.",
      },
    ],
    note: "Ombestemt deg? Ubrukte verdikort kan refunderes innen 14 dager etter kjøpet. Les mer i [ofte stilte spørsmål](/faq#refunds).",
  },
  business: {
    heading: "For bedrifter",
    intro: "Nye kunder uten kostnader på forhånd – og full oversikt hele veien.",
    steps: [
      {
        id: "register",
        title: "Registrer bedriften",
        text: "Fyll ut skjemaet med organisasjonsnummer, kontaktinformasjon og en kort beskrivelse av bedriften. Det tar bare noen minutter.",
      },
      {
        id: "publish",
        title: "Publiser tilbud etter godkjenning",
        text: "Vi sjekker bedriften og hvert tilbud før det blir synlig for kundene, vanligvis innen én virkedag. Du bestemmer pris, pakker og sluttdato.",
      },
      {
        id: "sell",
        title: "Selg verdikort",
        text: "Kundene kjøper og betaler hos MagicDeals. Hvert kjøp gir verdikort med unike koder som hører til tilbudet ditt.",
      },
      {
        id: "redeem",
        title: "Løs inn verdikort",
        text: "Når kunden kommer, skriver du inn koden eller skanner QR-koden i dashbordet. Hvert verdikort kan bare løses inn én gang.",
      },
      {
        id: "dashboard",
        title: "Følg tallene",
        text: "Dashbordet viser visninger, salg, omsetning og konverteringsrate dag for dag, sammenlignet med forrige periode.",
      },
    ],
  },
  trial: {
    heading: "Prøv gratis i tre måneder",
    text: "Nye partnere bruker MagicDeals gratis de tre første månedene. Registreringen tar noen minutter, og vi hjelper deg gjerne med det første tilbudet.",
    register: "Registrer bedriften",
    learnMore: "Les mer for bedrifter",
  },
};

export type HowItWorksContent = ContentShape<typeof no>;

const en: HowItWorksContent = {
  description:
    "How to buy a voucher on MagicDeals in four easy steps – and how businesses sell their experiences with us.",
  lead: "From finding a deal to sitting in the sauna or the kayak: this is how MagicDeals works for customers and for businesses.",
  customers: {
    heading: "For customers",
    intro: "Four steps from idea to experience.",
    steps: [
      {
        id: "browse",
        title: "Browse deals",
        text: "Explore the categories, search for what you fancy, or see what is new in your city. Save your favourites to the wishlist for later.",
      },
      {
        id: "purchase",
        title: "Buy securely",
        text: "Choose a package – Basic, Premium or Group – and a quantity, and pay by card. The price is the total price in Norwegian kroner, including 25% VAT.",
      },
      {
        id: "voucher",
        title: "Get your voucher",
        text: "Right after payment you get one voucher for each unit you bought, each with its own code. You will find them in [My Vouchers](/account/vouchers) and in your e-mail, with a QR code and as a PDF.",
      },
      {
        id: "enjoy",
        title: "Enjoy the experience",
        text: "Book directly with the business and show your code when you arrive. Remember to use the voucher before its last valid day.",
      },
    ],
    note: "Changed your mind? Unused vouchers can be refunded within 14 days of purchase. Read more in the [frequently asked questions](/faq#refunds).",
  },
  business: {
    heading: "For businesses",
    intro: "New customers with no up-front costs – and a full overview all the way.",
    steps: [
      {
        id: "register",
        title: "Register your business",
        text: "Fill in the form with your organisation number, contact details and a short description of your business. It only takes a few minutes.",
      },
      {
        id: "publish",
        title: "Publish deals once approved",
        text: "We check your business and every deal before customers can see it, usually within one working day. You decide the price, packages and end date.",
      },
      {
        id: "sell",
        title: "Sell vouchers",
        text: "Customers buy and pay on MagicDeals. Every purchase creates vouchers with unique codes that belong to your deal.",
      },
      {
        id: "redeem",
        title: "Redeem vouchers",
        text: "When the customer arrives, type in the code or scan the QR code in your dashboard. Each voucher can be redeemed only once.",
      },
      {
        id: "dashboard",
        title: "Follow your numbers",
        text: "The dashboard shows views, sales, revenue and conversion rate day by day, compared with the previous period.",
      },
    ],
  },
  trial: {
    heading: "Try it free for three months",
    text: "New partners use MagicDeals free of charge for the first three months. Registering takes a few minutes, and we are happy to help you with your first deal.",
    register: "Register your business",
    learnMore: "Learn more for businesses",
  },
};

export const HOW_IT_WORKS: PageContent<typeof no> = { no, en };
