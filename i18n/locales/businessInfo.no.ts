// Bokmål strings of the business behind a deal or voucher: the deal page's block, the voucher card, PDF and e-mail.
const businessInfoNo = {
  title: "Om bedriften",
  address: "Adresse",
  phone: "Telefon",
  website: "Nettside",
  bookingLink: "Bestill time på nett",
  openingHours: "Åpningstider",
  howToBook: "Slik bestiller du",
  howToBookDefault: "Ring eller bestill på nettsiden og oppgi verdikortkoden.",
  showOnMap: "Vis i kart",
  mapLabel: "Kart over området rundt {{name}} i {{city}}",
  mapApproximate: "Kartet viser området; bruk adressen for å finne fram.",
  mapAttribution: "© OpenStreetMap-bidragsytere",
  line: "{{label}}: {{value}}",
};

export default businessInfoNo;
