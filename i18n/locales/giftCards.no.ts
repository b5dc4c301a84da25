// MagicDeals gift cards: the page that sells them, the checkout's field, My gift cards, the e-mail.
const giftCardsNo = {
  title: "Gavekort",
  metaDescription: "Gi bort et gavekort fra MagicDeals: mottakeren velger selv blant alle tilbudene. Gyldig i tre år.",
  intro:
    "Et gavekort fra MagicDeals kan brukes på alle tilbudene våre. Det som ikke brukes første gang, står igjen på kortet. Gavekortet er gyldig i tre år.",
  chooseAmount: "Velg beløp",
  amountRequired: "Velg et beløp for gavekortet.",
  buy: "Kjøp gavekort for {{amount}}",
  signInToBuy: "Logg inn for å kjøpe gavekort, så finner du koden under Mine gavekort.",
  signIn: "Logg inn",
  howItWorks: "Du får koden på e-post med en gang betalingen er gjennomført. Koden skrives inn i kassen.",
  account: {
    title: "Mine gavekort",
    sectionText: "Gavekortene du har kjøpt, og hva som står igjen på dem.",
    empty: "Du har ingen gavekort ennå.",
    code: "Kode",
    amount: "Beløp",
    balance: "Saldo",
    expires: "Gyldig til",
    expired: "Utløpt",
    buyMore: "Kjøp et gavekort",
    bought: "Takk! Gavekortet er kjøpt, og koden er sendt til deg på e-post.",
  },
  field: {
    label: "Gavekort",
    hint: "Har du et gavekort? Skriv inn koden (GAVE-…). Vi trekker det kortet dekker, og resten betaler du som vanlig.",
    check: "Sjekk saldo",
    checking: "Sjekker gavekortet …",
    balance: "Saldo på gavekortet: {{amount}}. Trekkes i denne ordren: {{used}}.",
    remove: "Fjern gavekortet",
    covered: "Gavekortet dekker hele beløpet.",
    payRest: "Gjenstår å betale: {{amount}}",
    completeOrder: "Fullfør bestillingen",
  },
  problems: {
    unknown: "Vi finner ikke dette gavekortet. Sjekk at koden er skrevet riktig.",
    expired: "Dette gavekortet er utløpt.",
    empty: "Det er ingen saldo igjen på dette gavekortet.",
  },
  orderPaid: "Betalt med gavekort ({{code}})",
  orderCharged: "Belastet kort eller Vipps",
  paidWith: "Betalt med gavekort",
  mailSubject: "Gavekortet ditt fra MagicDeals på {{amount}}",
  mailGreeting: "Takk for kjøpet!",
  mailText: "Her er gavekortet på {{amount}} (ordre {{number}}).",
  mailCode: "Kode: {{code}}",
  mailValid: "Gyldig til og med {{date}}.",
  mailHowTo:
    "Koden skrives inn i feltet «Gavekort» i kassen. Det som ikke brukes, står igjen på kortet til neste gang.",
  mailButton: "Se gavekortene mine",
};

export default giftCardsNo;
