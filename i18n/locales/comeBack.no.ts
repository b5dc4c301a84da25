// What brings a visitor back: recently viewed deals, similar deals and deal alerts.
const comeBackNo = {
  recentTitle: "Nylig sett",
  similarTitle: "Lignende tilbud",
  alertsTitle: "Tilbudsvarsler på e-post",
  alertsText:
    "Høyst én e-post om dagen med nye tilbud i byene og kategoriene du velger. Du bekrefter med en lenke vi sender deg, og kan melde deg av med ett klikk i hver e-post.",
  alertsCities: "Byer",
  alertsCategories: "Kategorier",
  alertsAllHint: "Velger du ingen, får du varsler for alle.",
  alertsPending: "Vi har sendt deg en e-post. Følg lenken i den for å slå på tilbudsvarslene.",
  alertsConfirmed: "Tilbudsvarsler er på.",
  confirmTitle: "Tilbudsvarsler",
  confirmDone: "Takk! Tilbudsvarslene er slått på. Du får høyst én e-post om dagen når det kommer nye tilbud.",
  confirmInvalid: "Lenken er ugyldig eller utløpt. Slå på tilbudsvarsler igjen under Kontoinnstillinger.",
  unsubscribeTitle: "Avmeldt tilbudsvarsler",
  unsubscribeDone: "Du får ikke flere tilbudsvarsler. Du kan slå dem på igjen under Kontoinnstillinger.",
  confirmIntro: "Trykk på knappen for å slå på tilbudsvarsler på e-post.",
  confirmButton: "Slå på tilbudsvarsler",
  unsubscribeIntro: "Trykk på knappen for å melde deg av tilbudsvarsler. Du trenger ikke logge inn.",
  unsubscribeButton: "Meld meg av",
  working: "Et øyeblikk...",
  unsubscribeInvalid: "Lenken er ugyldig. Du kan slå av tilbudsvarsler under Kontoinnstillinger.",
};

export default comeBackNo;
