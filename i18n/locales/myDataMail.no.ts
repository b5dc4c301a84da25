// E-mails that confirm a download of one's data or the deletion of one's account (server only).
const myDataMailNo = {
  exportSubject: "Last ned dataene dine fra MagicDeals",
  exportText:
    "Du har bedt om å få alle opplysningene vi har om deg. Åpne lenken mens du er logget inn, så lastes de ned som en JSON-fil. Lenken virker i 24 timer:",
  exportButton: "Last ned mine data",
  exportIgnore: "Har du ikke bedt om dette, bør du endre passordet ditt og skrive til {{support}}.",
  deleteSubject: "Bekreft at du vil slette kontoen din hos MagicDeals",
  deleteText:
    "Du har bedt om å slette kontoen din. Åpne lenken mens du er logget inn og bekreft, så slettes kontoen. Lenken virker i 24 timer:",
  deleteButton: "Slett kontoen min",
  deleteIgnore:
    "Har du ikke bedt om dette, skjer ingenting før lenken åpnes. Endre gjerne passordet ditt og skriv til {{support}}.",
};

export default myDataMailNo;
