// Bokmål strings of the business area's dashboard screens (kept apart so each screen's texts are easy to find).
const dashboardNo = {
  title: "Dashbord",
  intro: "Tallene for {{name}}, talt fra ekte visninger og kjøp.",
  loading: "Laster …",
  period: {
    label: "Periode",
    days: "{{days}} dager",
    compared: "Siste {{days}} dager ({{from}}–{{to}}), sammenlignet med de {{days}} dagene før.",
  },
  status: {
    pendingTitle: "Bedriften venter på godkjenning",
    pendingText:
      "Vi sjekker bedriften din. Du kan lage tilbud allerede nå, men de blir ikke synlige for kunder før en administrator har godkjent bedriften.",
    rejectedTitle: "Bedriften ble ikke godkjent",
    rejectedText: "Tilbudene dine blir ikke vist for kunder. Ta kontakt med oss hvis du har spørsmål.",
    reason: "Begrunnelse: {{reason}}",
  },
  stats: {
    title: "Nøkkeltall",
    views: "Totale visninger",
    viewsHelp: "Besøk på tilbudssidene dine",
    revenue: "Omsetning",
    revenueHelp: "Betalte kjøp minus refusjoner",
    activeDeals: "Aktive tilbud",
    activeDealsHelp: "Publisert, startet og ikke utløpt",
    conversion: "Konverteringsrate",
    conversionHelp: "Solgte enheter ({{sales}}) per visning",
    trendNew: "Ny",
    trendNewHelp: "Ingenting i forrige periode å sammenligne med",
    trendNone: "Ingen endring",
    trendLabel: "Endring fra forrige periode:",
  },
  gettingStarted: {
    title: "Kom i gang",
    progress:
      "{{done}} av {{total}} steg er gjort. Når det første verdikortet er solgt, viser vi visninger og salg her.",
    done: "Gjort",
    todo: "Gjenstår",
    actions: {
      profile: "Gå til bedriftsprofilen",
      firstDeal: "Lag et tilbud",
      submitted: "Se tilbudene dine",
    },
    steps: {
      approval: {
        title: "Vi godkjenner bedriften",
        text: "Vi sjekker opplysningene om bedriften før tilbudene dine blir synlige for kunder. Du kan lage tilbud så lenge.",
      },
      profile: {
        title: "Fyll ut bedriftsprofilen",
        text: "Åpningstider, adresse og hvordan kundene bestiller time vises på tilbudet og på verdikortene.",
      },
      firstDeal: {
        title: "Lag ditt første tilbud",
        text: "Tittel, bilder, pris og pakker – vi fyller inn det vi vet om bedriften.",
      },
      submitted: {
        title: "Send tilbudet til godkjenning",
        text: "Forhåndsvis tilbudet og send det til oss. Vi sjekker det før det publiseres.",
      },
      live: {
        title: "Tilbudet er ute for salg",
        text: "Når tilbudet er godkjent, kan kundene kjøpe det på datoen du har valgt.",
      },
      firstSale: {
        title: "Det første salget",
        text: "Del lenken til tilbudet med kundene dine, for eksempel på nettsiden og i sosiale medier.",
      },
    },
  },
  chart: {
    title: "Visninger og salg",
    label: "Søylediagram: visninger og salg per dag, siste {{days}} dager",
    views: "Visninger",
    sales: "Salg",
    date: "Dato",
    tableCaption: "Visninger og salg per dag, siste {{days}} dager",
    noViews:
      "Ingen visninger i denne perioden ennå. Hver gang noen åpner et av tilbudene dine, telles det her – del gjerne lenken til tilbudene dine.",
  },
  deals: {
    title: "Dine tilbud",
    create: "Opprett nytt tilbud",
    redeem: "Løs inn verdikort",
    emptyTitle: "Du har ingen tilbud ennå",
    emptyText: "Opprett ditt første tilbud. Det blir synlig for kunder når en administrator har godkjent det.",
    sold: "{{sold}} solgt",
    edit: "Rediger {{title}}",
    status: {
      draft: "Utkast",
      pending: "Venter på godkjenning",
      published: "Publisert",
      paused: "På pause",
      rejected: "Avvist",
      ended: "Avsluttet",
    },
  },
  plan: {
    title: "Abonnement",
    current: "Ditt abonnement: {{plan}}",
    perMonth: "{{price}} per måned",
    maxDeals: "Opptil {{count}} aktive tilbud",
    trialEnds:
      "Gratis prøveperiode til {{date}}. Bekreft abonnementet før da for å fortsette å selge etter prøveperioden.",
    noTrial: "Vi tar ikke betalt for abonnementet ennå.",
    dealsOnPlan: "Tilbud som er publisert eller venter på godkjenning: {{count}} av {{max}}.",
    choose: "Velg abonnement",
    change: "Bytt abonnement",
    changed: "Abonnementet er endret til {{plan}}.",
    unchanged: "Du har allerede {{plan}}.",
    tooManyDeals:
      "Du har {{count}} tilbud som er publisert eller venter på godkjenning, men {{plan}} tillater bare {{max}}. Avslutt noen tilbud eller sett dem på pause først.",
    invalid: "Velg et av abonnementene.",
    confirmText: "Bekreft {{plan}} til {{price}} per måned. Vi tar ikke betalt i prøveperioden.",
    confirmButton: "Bekreft abonnement",
    confirmed: "Takk! {{plan}} er bekreftet til {{price}} per måned. Vi har sendt deg en e-post.",
    alreadyConfirmed: "Abonnementet ditt er allerede bekreftet.",
    confirmChanged: "Abonnementet ditt er endret i mellomtiden. Se over abonnementet og prisen, og bekreft på nytt.",
    confirmedOn: "Du bekreftet abonnementet {{date}}.",
  },
  trial: {
    endedTitle: "Prøveperioden din endte {{date}}",
    endedText:
      "Bekreft et abonnement for å fortsette å selge. Til da kan du ikke opprette nye tilbud, gjenoppta tilbud som er satt på pause eller bruke API-et. Tilbud som allerede er til salgs, selges videre.",
    confirmLink: "Bekreft abonnementet",
  },
  planMail: {
    confirmedSubject: "Du har bekreftet abonnementet {{plan}}",
    confirmedText: "{{business}} har bekreftet abonnementet {{plan}} til {{price}} per måned, inkludert mva.",
    confirmedFrom:
      "Prisen gjelder fra {{date}}, når den gratis prøveperioden slutter. Du kan bytte abonnement i dashbordet.",
    confirmedNoTrial: "Prisen gjelder fra i dag. Du kan bytte abonnement i dashbordet.",
    reminderSubject: "Den gratis prøveperioden din hos MagicDeals slutter {{date}}",
    reminderText:
      "Den gratis prøveperioden til {{business}} slutter {{date}}. Bekreft abonnementet ditt ({{plan}}, {{price}} per måned) i dashbordet for å fortsette å selge:",
    reminderAfter:
      "Uten bekreftet abonnement kan du etter den datoen ikke opprette nye tilbud, gjenoppta tilbud som er satt på pause eller bruke API-et. Tilbud som allerede er til salgs, selges videre.",
    reminderButton: "Bekreft abonnementet",
  },
  api: {
    title: "API-nøkler",
    intro: "Hent tallene og tilbudene dine inn i egne systemer med en API-nøkkel.",
    docs: "API-dokumentasjon (OpenAPI)",
    notApproved: "API-nøkler blir tilgjengelige når en administrator har godkjent bedriften.",
    notIncluded: "API-tilgang er med i abonnementet {{plan}}. Bytt abonnement ovenfor for å lage API-nøkler.",
    name: "Navn på nøkkelen",
    nameHint: "For eksempel navnet på systemet som skal bruke den.",
    create: "Lag nøkkel",
    createdTitle: "Ny API-nøkkel: {{name}}",
    createdText: "Kopier nøkkelen nå. Den vises bare denne ene gangen, vi lagrer bare et fingeravtrykk av den.",
    none: "Ingen nøkler ennå. Lag én nøkkel for hvert system som skal hente data, så kan du trekke dem tilbake hver for seg.",
    listCaption: "Dine API-nøkler",
    columnName: "Navn",
    columnPrefix: "Starter med",
    columnCreated: "Laget",
    columnLastUsed: "Sist brukt",
    columnActions: "Handlinger",
    never: "Aldri",
    revoke: "Trekk tilbake",
    revokeLabel: "Trekk tilbake nøkkelen {{name}}",
    revoked: "Nøkkelen er trukket tilbake og virker ikke lenger.",
    revokeFailed: "Fant ikke nøkkelen. Den kan allerede være trukket tilbake.",
    tooMany: "Du kan ha høyst {{max}} nøkler. Trekk tilbake en du ikke bruker.",
  },
};

export default dashboardNo;
