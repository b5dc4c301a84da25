// Error-page strings, separate so the error page works even when the page data failed.

const noErrors = {
  notFoundTitle: "Fant ikke siden",
  notFoundText: "Siden du leter etter finnes ikke, eller den er flyttet.",
  goHome: "Til forsiden",
  serverErrorTitle: "Noe gikk galt",
  serverErrorText: "Vi klarte ikke å vise denne siden akkurat nå. Prøv igjen om litt.",
  tryAgain: "Prøv igjen",
  forbidden: "Du har ikke tilgang til denne siden.",
};

export default noErrors;
