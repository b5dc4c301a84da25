// "Mine data" on the account settings page and the pages its e-mailed links open.
const myDataNo = {
  title: "Mine data",
  intro:
    "Du kan laste ned alt vi har lagret om deg, eller slette kontoen din. Begge deler bekrefter du med en lenke vi sender til e-postadressen din.",
  exportTitle: "Last ned mine data",
  exportText:
    "Profil, innstillinger, nyhetsbrev, pålogginger, ordrer, verdikort, refusjoner, favoritter, handlekurv og meldinger, i en maskinlesbar JSON-fil.",
  exportButton: "Last ned mine data",
  exportSending: "Sender lenke...",
  exportSent: "Vi har sendt en lenke til {{email}}. Åpne den mens du er logget inn. Den virker i 24 timer.",
  deleteTitle: "Slett kontoen min",
  deleteText:
    "Navn, e-postadresse, passord, favoritter, handlekurv, nyhetsbrev og meldinger slettes, og du logges ut overalt. Ordrer, kvitteringer og verdikort må vi etter bokføringsloven oppbevare i 5 år; de knyttes ikke lenger til en konto. Ubrukte verdikort kan fortsatt brukes med koden.",
  deletePassword: "Passord",
  deletePasswordHint: "Skriv passordet ditt for å bekrefte at det er deg.",
  deleteButton: "Slett kontoen min",
  deleteSending: "Sender lenke...",
  deleteSent:
    "Vi har sendt en lenke til {{email}}. Kontoen slettes først når du åpner lenken og bekrefter. Den virker i 24 timer.",
  failedTitle: "Forespørselen ble ikke sendt",
  passwordWrong: "Passordet er feil",
  passwordMissing: "Skriv passordet ditt for å slette kontoen.",
  partnerAccount:
    "En bedriftskonto kan ikke slettes her, fordi den hører til en partner. Skriv til {{support}}, så hjelper vi deg.",
  adminAccount: "En administratorkonto kan ikke slettes her. Be en annen administrator om å fjerne den.",
  linkInvalid: "Lenken virker ikke. Be om en ny her.",
  linkExpired: "Lenken er utløpt (den virker i 24 timer). Be om en ny her.",
  linkOtherUser:
    "Lenken hører til en annen konto enn den du er logget inn med. Logg inn med kontoen som fikk e-posten.",
  confirmTitle: "Slette kontoen?",
  confirmText:
    "Når du bekrefter, slettes kontoen {{email}} med en gang, og du logges ut på alle enheter. Dette kan ikke angres.",
  confirmKept:
    "Ordrer, kvitteringer og verdikort oppbevares i 5 år etter bokføringsloven. Ubrukte verdikort kan fortsatt brukes med koden.",
  confirmButton: "Ja, slett kontoen min",
  confirmDeleting: "Sletter...",
  cancel: "Nei, behold kontoen",
};

export default myDataNo;
