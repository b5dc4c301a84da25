// Bokmål strings of the business area's business screens (kept apart so each screen's texts are easy to find).
const businessNo = {
  landing: {
    heroTitle: "Få flere kunder med MagicDeals",
    heroText:
      "Publiser tilbud, nå tusenvis av kunder i hele Norge og få betalt for hvert verdikort som løses inn. Du betaler ingenting de tre første månedene.",
    trialBadge: "Tre måneders gratis prøveperiode",
    registerCta: "Registrer bedriften",
    loginCta: "Logg inn som partner",
    benefitsTitle: "Derfor velger bedrifter MagicDeals",
    benefits: {
      reach: {
        title: "Nye kunder",
        text: "Tilbudene dine vises for kunder som leter etter opplevelser i byen din.",
      },
      risk: {
        title: "Ingen risiko",
        text: "Tre måneder gratis, og du bestemmer selv pris, antall og hvor lenge tilbudet varer.",
      },
      insight: {
        title: "Tall du kan stole på",
        text: "Dashbordet viser visninger, salg, omsetning og konvertering fra ekte hendelser.",
      },
      payout: {
        title: "Trygg betaling",
        text: "Kundene betaler med kort når de kjøper, og du får oppgjør for verdikortene som løses inn.",
      },
    },
    howTitle: "Slik fungerer det for bedrifter",
    steps: {
      publish: {
        title: "Publiser et tilbud",
        text: "Beskriv tilbudet, sett før- og nåpris og velg pakker. Vi godkjenner det før det blir synlig.",
      },
      buy: {
        title: "Kundene kjøper verdikort",
        text: "Kundene betaler med kort og får et verdikort med QR-kode på e-post og i kontoen sin.",
      },
      redeem: {
        title: "Løs inn verdikortet",
        text: "Skriv inn eller skann koden når kunden kommer. Hver kode kan bare løses inn én gang.",
      },
      paid: {
        title: "Få betalt",
        text: "Du får oppgjør for innløste verdikort og ser alt salget i dashbordet.",
      },
    },
    trialTitle: "Tre måneder gratis",
    trialText:
      "Alle abonnementer starter med tre måneders gratis prøveperiode. Vi trekker ingen penger nå, og du ser når prøveperioden slutter i dashbordet.",
    plansTitle: "Velg abonnementet som passer bedriften",
    plansText: "Alle priser er per måned etter prøveperioden, inkludert mva.",
    planCta: "Start gratis med {{plan}}",
    moreTitle: "Mer hjelp til å vokse",
    more: {
      solutions: {
        title: "Digitale løsninger",
        text: "Nettside, sikkerhet og betalingsløsninger for bedriften din.",
      },
      marketing: {
        title: "Digital markedsføring",
        text: "Synlighet i søk og sosiale medier som gir flere kunder.",
      },
      consultation: {
        title: "Gratis konsultasjon",
        text: "Bestill 30 minutter med en rådgiver som ser på hva som passer for deg.",
      },
    },
    readMore: "Les mer om {{topic}}",
    haveAccount: "Er du allerede partner?",
  },
  register: {
    title: "Registrer bedriften",
    intro: "Det tar et par minutter. De tre første månedene er gratis.",
    progress: "Registreringssteg",
    stepOf: "Steg {{step}} av {{total}}",
    steps: {
      business: "Bedriftsinformasjon",
      details: "Flere detaljer",
      done: "Ferdig",
    },
    name: "Bedriftens navn",
    orgNumber: "Organisasjonsnummer",
    orgNumberHint: "9 siffer, for eksempel 923 609 016.",
    email: "E-post",
    phone: "Telefon",
    phoneHint: "Norsk nummer, for eksempel 22 33 44 55 eller +47 923 45 678.",
    website: "Nettside",
    websiteHint: "Valgfritt, for eksempel www.bedriften.no.",
    description: "Om bedriften",
    city: "By",
    address: "Adresse",
    contactPerson: "Kontaktperson",
    logo: "Logo",
    logoHint: "Valgfritt. Et bilde (JPG, PNG eller WebP) på høyst 5 MB.",
    logoPreview: "Forhåndsvisning av logoen",
    removeLogo: "Fjern logoen",
    plan: "Abonnement",
    planOption: "{{plan}} – {{price}} per måned etter prøveperioden",
    password: "Passord",
    passwordHint: "Minst 8 tegn. Du bruker e-postadressen og passordet til å logge inn.",
    confirmPassword: "Gjenta passord",
    continue: "Fortsett",
    back: "Tilbake",
    submit: "Registrer bedriften",
    submitting: "Registrerer …",
    failed: "Registreringen mislyktes. Rett opp feltene som er merket, og prøv igjen.",
    networkFailed: "Vi fikk ikke kontakt med serveren. Sjekk nettforbindelsen og prøv igjen.",
    noScript:
      "Registreringen trenger JavaScript. Slå det på i nettleseren, eller bestill en gratis konsultasjon, så hjelper vi deg.",
    successTitle: "Sjekk e-posten din",
    successText:
      "Vi har sendt en e-post til adressen du oppga. Følg lenken i den for å bekrefte adressen, og logg inn. Vi sjekker opplysningene før tilbudene dine blir synlige for kundene.",
    trialText: "Prøveperioden er gratis i tre måneder.",
    dashboardLink: "Logg inn",
    haveAccount: "Er bedriften allerede registrert?",
    signInLink: "Logg inn",
  },
  errors: {
    orgNumberInvalid: "Organisasjonsnummeret må ha 9 siffer og være et gyldig norsk organisasjonsnummer.",
    phoneInvalid: "Skriv inn et norsk telefonnummer med 8 siffer, for eksempel 22 33 44 55.",
    websiteInvalid: "Skriv inn en nettadresse, for eksempel https://www.bedriften.no.",
    planInvalid: "Velg et abonnement.",
    imageTooLarge: "Bildet er større enn 5 MB. Velg et mindre bilde.",
    imageUnreadable: "Vi kan ikke lese bildet. Bruk JPG, PNG eller WebP.",
  },
  request: {
    malformed: "Forespørselen var ikke gyldig JSON.",
    tooLarge: "Forespørselen er for stor.",
    notJson: "Send forespørselen som JSON eller som et skjema.",
  },
  login: {
    title: "Logg inn for bedrifter",
    intro: "Se tallene dine, publiser tilbud og løs inn verdikort.",
    customerAccount: "Dette er innloggingen for bedrifter, og kontoen din er en kundekonto.",
    customerLink: "Logg inn som kunde her",
    suspendedTitle: "Bedriftskontoen din er stengt",
    suspendedText:
      "Tilbudene dine vises ikke for kunder, og bedriftssidene, API-nøklene og innløsning av verdikort er stengt. Ta kontakt med oss hvis du har spørsmål.",
    suspendedReason: "Begrunnelse: {{reason}}",
    noAccount: "Er ikke bedriften registrert ennå?",
    registerLink: "Registrer bedriften",
  },
  reviews: {
    link: "Vurderinger",
    title: "Vurderinger fra kunder",
    intro:
      "Kundene som har brukt verdikortet sitt, kan vurdere tilbudet. Du kan svare offentlig én gang på hver vurdering; svaret vises under vurderingen på tilbudssiden.",
    none: "Ingen vurderinger ennå.",
    byline: "{{rating}} av 5 fra {{author}}",
    replyLabel: "Ditt offentlige svar",
    send: "Publiser svar",
    yourReply: "Ditt svar",
    replied: "Svaret er publisert.",
    already: "Denne vurderingen har allerede et svar.",
    notFound: "Fant ikke vurderingen.",
    required: "Skriv et svar.",
    tooLong: "Svaret kan være høyst 1000 tegn.",
  },
};

export default businessNo;
