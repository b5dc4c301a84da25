// Bokmål strings of the local payment service's pages (local-payments/): the hosted card
// fields, the 3-D Secure challenge and the simulated Vipps approval. Key for key with
// localPayments.en.ts. Kept apart from the shop's dictionary: these pages belong to the
// payment service, not to the shop.
const localPaymentsNo = {
  serviceName: "Lokal betalingstjeneste (testmodus)",
  testModeNote: "Testmodus: ingen ekte penger trekkes.",
  amount: "Beløp: {{amount}}",
  card: {
    title: "Betal med kort",
    number: "Kortnummer",
    expiry: "Utløpsdato (MM/ÅÅ)",
    cvv: "CVV",
    cvvHint: "De tre eller fire sifrene på baksiden av kortet.",
    cardholder: "Kortinnehaverens navn",
    pay: "Betal {{amount}}",
    processing: "Behandler …",
    testCards:
      "Testkort: 4242 4242 4242 4242 godkjennes, 4000 0000 0000 0002 avvises, 4000 0000 0000 9995 har ikke dekning, 4000 0027 6000 3184 ber om 3-D Secure.",
    errorSummary: "Rett opp feltene som er merket.",
    required: "Fyll ut dette feltet.",
    numberInvalid: "Kortnummeret er ikke gyldig.",
    expiryInvalid: "Skriv utløpsdatoen som MM/ÅÅ.",
    expiryPast: "Kortet er utløpt.",
    cvvInvalid: "CVV er 3 eller 4 sifre.",
    cardholderTooLong: "Navnet kan ha høyst 100 tegn.",
  },
  threeDs: {
    title: "Bekreft kjøpet (3-D Secure)",
    intro: "Banken din ber deg bekrefte at det er du som betaler {{amount}} med kortet som slutter på {{last4}}.",
    approve: "Bekreft",
    fail: "Avvis",
  },
  vipps: {
    title: "Betal med Vipps",
    intro: "Dette er en simulert Vipps-side. Skriv inn mobilnummeret ditt og godkjenn betalingen på {{amount}}.",
    phone: "Mobilnummer",
    phoneHint: "8 sifre, norsk nummer (+47).",
    phoneInvalid: "Skriv inn et norsk mobilnummer med 8 sifre.",
    approve: "Godkjenn i Vipps",
    cancel: "Avbryt",
  },
  result: {
    authorised: "Betalingen er godkjent.",
    declined: "Banken avviste kortet. Prøv et annet kort, eller kontakt banken din.",
    insufficient_funds: "Kortet ble avvist: ikke nok dekning. Prøv et annet kort.",
    authentication_failed: "Kjøpet ble ikke bekreftet hos banken. Prøv igjen, eller bruk et annet kort.",
    cancelled: "Betalingen ble avbrutt.",
    expired: "Tiden for betalingen gikk ut. Gå tilbake til butikken og prøv igjen.",
    other: "Betalingen gikk ikke gjennom. Prøv igjen.",
    backToShop: "Tilbake til butikken",
  },
  notFound: "Vi finner ikke denne betalingen.",
};

export default localPaymentsNo;
export type LocalPaymentTexts = typeof localPaymentsNo;
