// Promo codes in the cart, at the checkout and on the receipt.
const promoNo = {
  label: "Rabattkode",
  apply: "Bruk",
  remove: "Fjern koden",
  applied: "Rabattkode {{code}}",
  discount: "Rabatt",
  checking: "Sjekker koden …",
  totalAfter: "Å betale",
  receiptLine: "Rabattkode {{code}}",
  problems: {
    unknown: "Vi finner ikke denne rabattkoden. Sjekk at den er skrevet riktig.",
    notStarted: "Denne rabattkoden kan ikke brukes ennå.",
    expired: "Denne rabattkoden er utløpt.",
    usedUp: "Denne rabattkoden er brukt opp.",
    belowMinimum: "Minstebeløp {{amount}} for denne rabattkoden.",
    firstPurchaseOnly: "Denne rabattkoden gjelder bare ditt første kjøp.",
    alreadyUsed: "Du har allerede brukt denne rabattkoden så mange ganger som den kan brukes.",
  },
};

export default promoNo;
