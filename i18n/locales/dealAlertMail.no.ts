// The deal alerts' e-mails: the double opt-in confirmation and the daily digest.
const dealAlertMailNo = {
  confirmSubject: "Bekreft tilbudsvarsler fra MagicDeals",
  confirmText: "Du har bedt om tilbudsvarsler på e-post. Følg lenken for å slå dem på.",
  confirmIgnore: "Ba du ikke om dette, kan du se bort fra e-posten. Da sender vi deg ingen varsler.",
  confirmButton: "Slå på tilbudsvarsler",
  digestSubject: "{{count}} nye tilbud for deg",
  digestText: "Disse tilbudene er nye siden sist, i byene og kategoriene du har valgt:",
  digestButton: "Se alle tilbud",
  unsubscribe: "Vil du ikke ha flere tilbudsvarsler? Meld deg av med ett klikk: {{url}}",
};

export default dealAlertMailNo;
