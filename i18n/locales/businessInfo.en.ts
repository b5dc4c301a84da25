// English strings of the business behind a deal or voucher: the deal page's block, the voucher card, PDF and e-mail.
import type { Messages } from "#i18n/messages";

const businessInfoEn: Messages["businessInfo"] = {
  title: "About the business",
  address: "Address",
  phone: "Phone",
  website: "Website",
  bookingLink: "Book online",
  openingHours: "Opening hours",
  howToBook: "How to book",
  howToBookDefault: "Call or book on the website and give your voucher code.",
  showOnMap: "Show on map",
  mapLabel: "Map of the area around {{name}} in {{city}}",
  mapApproximate: "The map shows the area; use the address to find your way.",
  mapAttribution: "© OpenStreetMap contributors",
  line: "{{label}}: {{value}}",
};

export default businessInfoEn;
