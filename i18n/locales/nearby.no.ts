// "Nær meg", "Nærmest" and the city pages on /deals, and the home city on the start page.
const nearbyNo = {
  nearMe: "Nær meg",
  locating: "Finner posisjonen din …",
  sortNearest: "Nærmest",
  distance: "{{km}} km unna",
  denied:
    "Vi fikk ikke bruke posisjonen din. Tillat posisjon for dette nettstedet i nettleseren, eller velg en by i filteret.",
  unavailable: "Vi klarte ikke å finne posisjonen din nå. Prøv igjen, eller velg en by i filteret.",
  unsupported: "Nettleseren din kan ikke dele posisjon. Velg en by i filteret i stedet.",
  dealsIn: "Tilbud i {{city}}",
  cityTitle: "Tilbud i {{city}} – opplevelser og rabatter",
  cityDescription:
    "Se dagens tilbud i {{city}}: opplevelser, mat, skjønnhet og aktiviteter med rabatt hos lokale bedrifter.",
  cityNotFound: "Vi har ingen tilbud i den byen ennå.",
  homeCity: "Hjemby",
  homeCityChoose: "Velg hjemby",
  homeCityNone: "Ingen hjemby",
  homeCityIntro: "Vi husker byen på denne enheten og viser tilbudene derfra her.",
  seeAllIn: "Se alle tilbud i {{city}}",
  otherCities: "Andre byer",
};

export default nearbyNo;
