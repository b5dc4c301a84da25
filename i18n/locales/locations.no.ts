// A partner's locations (/business/locations), choosing them in the deal editor, and where a
// voucher can be used on the deal page and the voucher.
const locationsNo = {
  title: "Steder",
  intro:
    "Her legger du inn stedene der kundene kan bruke verdikortene. I hvert tilbud velger du hvilke steder det gjelder for.",
  listTitle: "Stedene dine",
  name: "Navn på stedet",
  nameHint: "For eksempel bydelen, som «Majorstuen».",
  address: "Gateadresse",
  postalCode: "Postnummer",
  city: "Sted (by)",
  phone: "Telefon (valgfritt)",
  phoneHint: "Tomt: telefonnummeret i bedriftsprofilen.",
  hoursHint:
    "Valgfritt. Skriv tider som 09.00, og la begge feltene stå tomme de dagene stedet er stengt. Tomt for hele uka: åpningstidene i bedriftsprofilen.",
  addLegend: "Legg til et sted",
  add: "Legg til stedet",
  adding: "Legger til …",
  editLegend: "Endre «{{name}}»",
  edit: "Endre",
  editLabel: "Endre {{name}}",
  save: "Lagre endringene",
  cancel: "Avbryt",
  remove: "Fjern",
  removeLabel: "Fjern {{name}}",
  added: "«{{name}}» er lagt til.",
  saved: "Endringene i «{{name}}» er lagret.",
  removed: "Stedet er fjernet.",
  gone: "Vi fant ikke det stedet. Kanskje det allerede er fjernet.",
  inUse:
    "Stedet kan ikke fjernes fordi tilbud som er i salg eller venter på godkjenning, selges der: {{deals}}. Ta stedet bort fra tilbudene først.",
  errors: {
    postalCodeInvalid: "Skriv et postnummer med fire sifre, for eksempel 0355.",
  },
  editor: {
    legend: "Hvor kan verdikortet brukes?",
    hint: "Velg ett eller flere av stedene dine.",
    manage: "Legg til eller endre steder",
  },
  deal: {
    title: "Her kan du bruke verdikortet",
  },
  voucher: {
    usedAt: "Kan brukes hos",
    allLocations: "alle våre steder",
  },
};

export default locationsNo;
