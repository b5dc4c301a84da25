// "Help & support": how to reach customer service, and four quick-help topics.
import type { ContentShape, PageContent } from "./types";

const no = {
  description:
    "Få hjelp med verdikort, betaling, refusjon og kontoen din – ring kundeservice på hverdager eller send oss en e-post døgnet rundt.",
  lead: "Vi hjelper deg gjerne. Mange svar finner du selv her, og ellers er vi bare en telefon eller en e-post unna.",
  contact: {
    heading: "Kontakt kundeservice",
    phone: {
      title: "Telefon",
      hours: "Mandag–fredag {supportHours}",
      note: "Raskest når det haster, for eksempel når du står hos bedriften.",
    },
    email: {
      title: "E-post",
      hours: "Døgnet rundt, 24/7",
      note: "Vi svarer vanligvis innen én virkedag.",
    },
    form: "Du kan også sende oss en melding via [kontaktskjemaet](/contact).",
  },
  topics: {
    heading: "Hurtighjelp",
    items: [
      {
        id: "voucher",
        title: "Verdikortet mitt",
        text: "Finn koden, vis QR-koden, last ned PDF eller sjekk hvor lenge verdikortet er gyldig.",
        links: [
          { label: "Mine verdikort", href: "/account/vouchers" },
          { label: "Hvor lenge gjelder et verdikort?", href: "/faq#validity" },
        ],
      },
      {
        id: "payment",
        title: "Betaling og refusjon",
        text: "Ubrukte verdikort kan refunderes innen 14 dager etter kjøpet, rett fra Mine verdikort.",
        links: [
          { label: "Slik får du pengene tilbake", href: "/faq#refunds" },
          { label: "Betaling og sikkerhet", href: "/faq#payment" },
        ],
      },
      {
        id: "account",
        title: "Min konto",
        text: "Endre navn, e-postadresse eller passord, og velg hvilke e-poster du vil få fra oss.",
        links: [
          { label: "Kontoinnstillinger", href: "/account/settings" },
          { label: "Glemt passord", href: "/forgot-password" },
        ],
      },
      {
        id: "business",
        title: "For bedrifter",
        text: "Kom i gang som partner, løs inn verdikort og følg salget i dashbordet.",
        links: [
          { label: "MagicDeals for bedrifter", href: "/business" },
          { label: "Kontakt oss om partnerskap", href: "/contact" },
        ],
      },
    ],
    faq: "Flere svar finner du under [ofte stilte spørsmål](/faq).",
  },
  beforeContact: {
    heading: "Før du tar kontakt",
    text: "Vi hjelper deg raskere hvis du har dette for hånden:",
    items: [
      "ordrenummeret fra ordrebekreftelsen (begynner med ORD-)",
      "koden på verdikortet det gjelder (begynner med MAGIC-)",
      "e-postadressen du brukte da du handlet",
    ],
  },
};

export type HelpContent = ContentShape<typeof no>;

const en: HelpContent = {
  description:
    "Get help with vouchers, payment, refunds and your account – call customer service on weekdays or e-mail us around the clock.",
  lead: "We are happy to help. You will find many answers right here, and otherwise we are only a phone call or an e-mail away.",
  contact: {
    heading: "Contact customer service",
    phone: {
      title: "Phone",
      hours: "Monday–Friday {supportHours}",
      note: "Quickest when it is urgent, for example when you are at the business.",
    },
    email: {
      title: "E-mail",
      hours: "Around the clock, 24/7",
      note: "We usually reply within one working day.",
    },
    form: "You can also send us a message through the [contact form](/contact).",
  },
  topics: {
    heading: "Quick help",
    items: [
      {
        id: "voucher",
        title: "My voucher",
        text: "Find your code, show the QR code, download the PDF or check how long your voucher is valid.",
        links: [
          { label: "My Vouchers", href: "/account/vouchers" },
          { label: "How long is a voucher valid?", href: "/faq#validity" },
        ],
      },
      {
        id: "payment",
        title: "Payment and refunds",
        text: "Unused vouchers can be refunded within 14 days of purchase, straight from My Vouchers.",
        links: [
          { label: "How to get your money back", href: "/faq#refunds" },
          { label: "Payment and security", href: "/faq#payment" },
        ],
      },
      {
        id: "account",
        title: "My account",
        text: "Change your name, e-mail address or password, and choose which e-mails you get from us.",
        links: [
          { label: "Account Settings", href: "/account/settings" },
          { label: "Forgot password", href: "/forgot-password" },
        ],
      },
      {
        id: "business",
        title: "For businesses",
        text: "Get started as a partner, redeem vouchers and follow your sales in the dashboard.",
        links: [
          { label: "MagicDeals for business", href: "/business" },
          { label: "Contact us about partnering", href: "/contact" },
        ],
      },
    ],
    faq: "You will find more answers in the [frequently asked questions](/faq).",
  },
  beforeContact: {
    heading: "Before you get in touch",
    text: "We can help you faster if you have this at hand:",
    items: [
      "the order number from your order confirmation (starts with ORD-)",
      "the code of the voucher in question (starts with MAGIC-)",
      "the e-mail address you used when you bought",
    ],
  },
};

export const HELP: PageContent<typeof no> = { no, en };
