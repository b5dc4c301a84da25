// E-mails about an account's address and security, and the newsletter's own (server only).
const accountMailNo = {
  signInAlertSubject: "Mange mislykkede innlogginger på kontoen din",
  signInAlertText:
    "Noen har prøvd å logge inn på MagicDeals-kontoen din med feil passord {{count}} ganger den siste timen.",
  signInAlertSafe:
    "Var det deg, trenger du ikke gjøre noe. Var det ikke deg, er kontoen fortsatt trygg: forsøk fra ukjente steder bremses, og du kan fortsatt logge inn fra enhetene du har brukt før. Bruker du det samme passordet andre steder, bør du lage et nytt.",
  signInAlertButton: "Lag nytt passord",
  confirmSubject: "Bekreft e-postadressen din hos MagicDeals",
  confirmText:
    "Takk for at du opprettet en konto hos MagicDeals. Bekreft at denne e-postadressen er din. Lenken virker i 24 timer og kan brukes én gang:",
  confirmButton: "Bekreft e-postadressen",
  confirmIgnore: "Har du ikke opprettet en konto, kan du se bort fra denne e-posten.",
  registerExistingSubject: "Noen prøvde å registrere seg med e-postadressen din",
  registerExistingText:
    "Noen prøvde nettopp å opprette en ny konto hos MagicDeals med denne e-postadressen, men du har allerede en konto. Logg inn på {{login}}, eller lag et nytt passord hvis du har glemt det:",
  registerExistingIgnore: "Var det ikke deg, kan du se bort fra denne e-posten. Kontoen din er ikke endret.",
  partnerOrgTakenSubject: "Vi kunne ikke registrere bedriften",
  partnerOrgTakenText:
    "Vi har fått en registrering av bedriften med organisasjonsnummer {{orgNumber}}, men denne bedriften er allerede partner hos MagicDeals. Hører du til bedriften, kan du be den som administrerer kontoen om tilgang, eller kontakte oss på {{support}}.",
  partnerOrgTakenIgnore: "Har du ikke registrert noen bedrift, kan du se bort fra denne e-posten.",
  changeConfirmSubject: "Bekreft den nye e-postadressen din",
  changeConfirmText:
    "Du har bedt om å bruke denne e-postadressen på MagicDeals-kontoen din. Adressen endres først når du åpner lenken. Den virker i 24 timer og kan brukes én gang:",
  changeConfirmButton: "Bekreft den nye adressen",
  changeConfirmIgnore: "Har du ikke bedt om dette, kan du se bort fra e-posten. Ingenting endres.",
  changeTakenSubject: "Noen prøvde å bruke e-postadressen din",
  changeTakenText:
    "Noen prøvde nettopp å flytte en annen MagicDeals-konto over til denne e-postadressen. Adressen hører allerede til kontoen din, så ingenting er endret.",
  changeTakenHelp: "Du trenger ikke gjøre noe. Lurer du på noe, kontakt oss på {{support}}.",
  emailChangedSubject: "E-postadressen på kontoen din er endret",
  emailChangedText:
    "E-postadressen på MagicDeals-kontoen din er endret til {{email}}. Du er logget ut på andre enheter, og lenker for nytt passord som er sendt hit, virker ikke lenger.",
  passwordChangedSubject: "Passordet ditt er endret",
  passwordChangedText:
    "Passordet på MagicDeals-kontoen din er endret. Du er logget ut på andre enheter, og tidligere lenker for nytt passord virker ikke lenger.",
  notYou: "Var det ikke deg? Kontakt oss straks på {{support}}.",
  newsletterConfirmSubject: "Bekreft påmeldingen til nyhetsbrevet",
  newsletterConfirmText:
    "Vi har fått en påmelding til nyhetsbrevet fra MagicDeals med denne e-postadressen. Du får nyhetsbrevet først når du har bekreftet:",
  newsletterConfirmButton: "Bekreft påmeldingen",
  newsletterConfirmIgnore: "Har du ikke meldt deg på, kan du se bort fra e-posten. Da hører du ikke mer fra oss.",
  newsletterWelcomeSubject: "Velkommen til nyhetsbrevet fra MagicDeals",
  newsletterWelcomeText:
    "Takk for at du bekreftet påmeldingen. Du får ukens beste tilbud fra MagicDeals på e-post, og du kan melde deg av når du vil.",
  newsletterWelcomeButton: "Se tilbudene",
  newsletterUnsubscribe: "Vil du ikke ha flere nyhetsbrev? Meld deg av med ett klikk: {{url}}",
};

export default accountMailNo;
