// "Privacy policy": what MagicDeals stores and why, on which legal basis, for how long, every
// cookie it sets, and the visitor's rights. Keep it true to what the code does.
import type { ContentShape, PageContent } from "./types";

/** When the policy last changed (shown on the page in the visitor's date format). */
export const PRIVACY_UPDATED = "2026-11-27";

const no = {
  description:
    "Hvilke personopplysninger MagicDeals lagrer og hvorfor, hvilke informasjonskapsler vi bruker, og hvilke rettigheter du har.",
  lead: "Vi samler bare inn det vi trenger for å selge deg verdikort og gi deg god service. Vi bruker ingen sporingscookies, og vi selger aldri opplysningene dine.",
  updated: "Sist oppdatert",
  tocHeading: "Innhold",
  sections: [
    {
      id: "controller",
      heading: "1. Hvem som er ansvarlig",
      blocks: [
        "{company} (org.nr. {orgNumber}), {address}, er behandlingsansvarlig for personopplysningene som behandles på MagicDeals. Spørsmål om personvern sender du til {email}.",
        "Denne erklæringen forklarer hvilke opplysninger vi lagrer, hvorfor, hvor lenge, hvem vi deler dem med og hvilke rettigheter du har.",
      ],
    },
    {
      id: "what-we-store",
      heading: "2. Hva vi lagrer og hvorfor",
      blocks: [
        [
          "**Konto:** navn, e-postadresse og passord. Passordet lagres bare som en argon2id-hash – en enveiskode som ikke kan gjøres om til passordet igjen – så ingen hos oss kan se det. Vi bruker opplysningene til å logge deg inn og sende deg ordrebekreftelser og verdikort.",
          "**Bestillinger og verdikort:** hva du har kjøpt, pakke, antall, pris, tidspunkt, ordrenummer, verdikortkoder og om verdikortene er brukt, utløpt eller refundert. Vi lagrer aldri kortnummer eller sikkerhetskode (CVC), bare en referanse til betalingen og om den ble godkjent.",
          "**Handlekurv og ønskeliste:** når du er logget inn, lagrer vi dem på kontoen din, slik at du finner dem igjen på andre enheter.",
          "**Meldinger til oss:** navn, e-postadresse, eventuelt telefonnummer og det du skriver når du bruker kontaktskjemaet eller bestiller en konsultasjon, slik at vi kan svare deg.",
          "**Nyhetsbrev og tilbudsvarsler:** e-postadressen din, men bare hvis du har samtykket. Utsendelsene er slått av til du selv slår dem på.",
          "**Sidevisninger:** vi teller på serveren hvor mange ganger et tilbud blir vist, uten sporingscookies. Tallene brukes samlet, blant annet i bedriftenes statistikk, og ikke til å lage profiler av deg.",
          "**Sikkerhetslogger:** IP-adresse, tidspunkt og hvilken side som ble forespurt, for å oppdage og stoppe misbruk og rette feil.",
          "**Bedrifter:** for partnere lagrer vi bedriftsnavn, organisasjonsnummer, kontaktperson, telefon, e-post og tilbudene bedriften publiserer.",
        ],
      ],
    },
    {
      id: "legal-basis",
      heading: "3. Rettslig grunnlag",
      blocks: [
        "Vi behandler personopplysninger bare når personvernforordningen (GDPR) gir oss grunnlag for det:",
        [
          "**Avtale (art. 6 nr. 1 bokstav b):** konto, bestillinger, verdikort, refusjoner og svar på henvendelser fra deg.",
          "**Rettslig forpliktelse (art. 6 nr. 1 bokstav c):** bokføringsloven krever at vi oppbevarer ordre- og betalingsopplysninger i fem år etter utgangen av regnskapsåret.",
          "**Samtykke (art. 6 nr. 1 bokstav a):** nyhetsbrev og tilbudsvarsler. Du kan trekke samtykket tilbake når som helst i [Kontoinnstillinger](/account/settings) eller ved å skrive til {email}.",
          "**Berettiget interesse (art. 6 nr. 1 bokstav f):** sikkerhetslogger, forebygging av svindel og samlet statistikk over sidevisninger. Interessen vår er å holde tjenesten trygg og stabil, og du kan protestere mot behandlingen (se punkt 7).",
        ],
      ],
    },
    {
      id: "retention",
      heading: "4. Hvor lenge vi lagrer opplysningene",
      blocks: [
        [
          "**Konto:** til du sletter den eller ber oss slette den.",
          "**Bestillinger og verdikort:** i fem år etter utgangen av regnskapsåret, slik bokføringsloven krever.",
          "**Meldinger og konsultasjonsbestillinger:** inntil 12 måneder etter at saken er avsluttet.",
          "**Samtykke til nyhetsbrev og tilbudsvarsler:** til du trekker det tilbake.",
          "**Sikkerhetslogger:** inntil 90 dager.",
        ],
      ],
    },
    {
      id: "cookies",
      heading: "5. Informasjonskapsler og lagring i nettleseren",
      blocks: [
        "Vi bruker ingen sporings- eller reklamecookies og ingen analyseverktøy fra tredjeparter. Derfor ber vi deg heller ikke om samtykke i et cookie-banner. Vi setter bare informasjonskapsler som trengs for at tjenesten skal virke, og dette er alle sammen (på nettstedet har session, orders og flash prefikset __Host-, som gjør at nettleseren bare godtar dem fra oss over kryptert forbindelse):",
        [
          "**session:** holder deg innlogget. Den inneholder bare en tilfeldig økt-ID og kan ikke leses av skript på siden. Den slettes når du lukker nettleseren, eller etter 30 dager hvis du velger «Husk meg i 30 dager», og alltid når du logger ut.",
          "**signed_in:** forteller siden at du er innlogget, slik at den henter navnet ditt, handlekurven og ønskelisten din. Den inneholder bare tallet 1 og varer like lenge som session.",
          "**language:** husker om du vil lese siden på norsk eller engelsk, i ett år.",
          "**device:** husker at denne nettleseren har logget inn på en konto før, slik at du ikke stenges ute av sperren mot passordgjetting når andre prøver seg. Den inneholder et tilfeldig, signert merke, kan ikke leses av skript og varer i ett år.",
          "**orders:** når du handler uten konto, husker den de siste ordrene dine i denne nettleseren, slik at du kan se kvitteringen og verdikortene. Den er signert, kan ikke leses av skript og varer i 30 dager.",
          "**flash:** viser en kort beskjed én gang, for eksempel etter at du har logget inn eller ut. Den slettes når beskjeden er vist, og senest etter ett minutt.",
        ],
        "Når du ikke er logget inn, lagrer nettleseren din handlekurven og ønskelisten lokalt på enheten (under navnene cart-storage og wishlist-storage), sammen med språkvalget. Disse opplysningene sendes ikke til oss før du logger inn eller går til kassen. Logger du inn, slår vi dem sammen med kontoen din.",
      ],
    },
    {
      id: "sharing",
      heading: "6. Hvem vi deler opplysninger med",
      blocks: [
        "Vi selger aldri personopplysninger, og vi deler bare det som trengs:",
        [
          "**Bedriften du har kjøpt av** ser verdikortkoden, hva verdikortet gjelder og når det ble kjøpt, slik at den kan løse det inn.",
          "**E-postleverandøren vår** sender ordrebekreftelser, verdikort, lenker for å tilbakestille passord og – hvis du har samtykket – nyhetsbrev. Leverandøren er databehandler og behandler opplysningene bare etter våre instrukser, etter en databehandleravtale med oss.",
          "**Offentlige myndigheter** når loven pålegger oss det, for eksempel Skatteetaten ved kontroll av regnskapet.",
        ],
      ],
    },
    {
      id: "rights",
      heading: "7. Dine rettigheter",
      blocks: [
        [
          "**Innsyn:** få vite hvilke opplysninger vi har om deg, og få en kopi av dem. Under «Mine data» i [Kontoinnstillinger](/account/settings#my-data) trykker du «Last ned mine data»; vi sender en lenke til e-postadressen din, og når du åpner den mens du er logget inn, får du alt vi har om deg som en JSON-fil.",
          "**Retting:** få rettet feil opplysninger. Navn og e-postadresse kan du endre selv i [Kontoinnstillinger](/account/settings).",
          "**Sletting:** få slettet kontoen og opplysningene dine, bortsett fra det bokføringsloven krever at vi tar vare på. Under «Mine data» i [Kontoinnstillinger](/account/settings#my-data) trykker du «Slett kontoen min» og skriver passordet ditt; kontoen slettes når du bekrefter med lenken vi sender deg. Ordrer, kvitteringer og verdikort (med e-postadressen kvitteringen er utstedt til) oppbevarer vi i fem år, uten kobling til en konto.",
          "**Protest og begrensning:** protestere mot behandling vi gjør på grunnlag av berettiget interesse, eller be oss begrense behandlingen.",
          "**Dataportabilitet:** få opplysningene du har gitt oss, i et maskinlesbart format (JSON-filen fra «Last ned mine data»).",
        ],
        "Andre forespørsler, eller disse om du ikke kan logge inn, sender du til {email}, så svarer vi innen én måned. Mener du at vi behandler opplysningene dine i strid med regelverket, kan du klage til [Datatilsynet](https://www.datatilsynet.no).",
      ],
    },
    {
      id: "security",
      heading: "8. Sikkerhet",
      blocks: [
        "All trafikk til MagicDeals går over kryptert forbindelse (HTTPS). Passord lagres som argon2id-hasher, øktcookien er utilgjengelig for skript, og bare ansatte som trenger det i jobben, har tilgang til kundeopplysninger.",
      ],
    },
    {
      id: "changes",
      heading: "9. Endringer",
      blocks: [
        "Vi oppdaterer erklæringen når vi endrer hvordan vi behandler personopplysninger. Datoen øverst viser når den sist ble endret, og ved vesentlige endringer gir vi deg beskjed på e-post.",
      ],
    },
    {
      id: "contact",
      heading: "10. Kontakt",
      blocks: [
        "{company}, org.nr. {orgNumber}, {address}.",
        "E-post: {email}. Telefon: {phone} (mandag–fredag {supportHours}).",
      ],
    },
  ],
};

export type PrivacyContent = ContentShape<typeof no>;

const en: PrivacyContent = {
  description: "What personal data MagicDeals stores and why, the cookies we use, and the rights you have.",
  lead: "We only collect what we need to sell you vouchers and give you good service. We use no tracking cookies, and we never sell your data.",
  updated: "Last updated",
  tocHeading: "Contents",
  sections: [
    {
      id: "controller",
      heading: "1. Who is responsible",
      blocks: [
        "{company} (organisation number {orgNumber}), {address}, is the controller of the personal data processed on MagicDeals. Send questions about privacy to {email}.",
        "This policy explains what data we store, why, for how long, who we share it with and what rights you have.",
      ],
    },
    {
      id: "what-we-store",
      heading: "2. What we store and why",
      blocks: [
        [
          "**Account:** name, e-mail address and password. The password is stored only as an argon2id hash – a one-way code that cannot be turned back into the password – so nobody at MagicDeals can see it. We use these details to sign you in and to send you order confirmations and vouchers.",
          "**Orders and vouchers:** what you bought, package, quantity, price, time, order number, voucher codes and whether the vouchers have been used, have expired or were refunded. We never store your card number or security code (CVC), only a reference to the payment and whether it was approved.",
          "**Cart and wishlist:** when you are signed in, we store them on your account so that you find them again on other devices.",
          "**Messages to us:** name, e-mail address, phone number if given, and what you write when you use the contact form or book a consultation, so that we can reply.",
          "**Newsletter and deal alerts:** your e-mail address, but only if you have consented. These e-mails are off until you turn them on yourself.",
          "**Page views:** we count on the server how many times a deal is viewed, without tracking cookies. The numbers are used in aggregate, for example in the businesses' statistics, and never to build a profile of you.",
          "**Security logs:** IP address, time and the page requested, to detect and stop misuse and to fix errors.",
          "**Businesses:** for partners we store the business name, organisation number, contact person, phone, e-mail and the deals the business publishes.",
        ],
      ],
    },
    {
      id: "legal-basis",
      heading: "3. Legal basis",
      blocks: [
        "We only process personal data when the General Data Protection Regulation (GDPR) gives us a basis for it:",
        [
          "**Contract (Art. 6(1)(b)):** your account, orders, vouchers, refunds and replies to your enquiries.",
          "**Legal obligation (Art. 6(1)(c)):** the Norwegian Bookkeeping Act (bokføringsloven) requires us to keep order and payment records for five years after the end of the financial year.",
          "**Consent (Art. 6(1)(a)):** newsletter and deal alerts. You can withdraw your consent at any time in [Account Settings](/account/settings) or by writing to {email}.",
          "**Legitimate interest (Art. 6(1)(f)):** security logs, fraud prevention and aggregate page-view statistics. Our interest is keeping the service safe and stable, and you may object to this processing (see section 7).",
        ],
      ],
    },
    {
      id: "retention",
      heading: "4. How long we keep data",
      blocks: [
        [
          "**Account:** until you delete it or ask us to delete it.",
          "**Orders and vouchers:** for five years after the end of the financial year, as the Bookkeeping Act requires.",
          "**Messages and consultation requests:** up to 12 months after the matter is closed.",
          "**Consent to newsletter and deal alerts:** until you withdraw it.",
          "**Security logs:** up to 90 days.",
        ],
      ],
    },
    {
      id: "cookies",
      heading: "5. Cookies and browser storage",
      blocks: [
        "We use no tracking or advertising cookies and no third-party analytics. That is also why we do not ask for consent in a cookie banner. We set only cookies the service needs to work, and these are all of them (on the live site session, orders and flash carry the __Host- prefix, so the browser accepts them only from us over an encrypted connection):",
        [
          "**session:** keeps you signed in. It holds only a random session ID and cannot be read by scripts on the page. It is deleted when you close the browser, or after 30 days if you choose “Remember me for 30 days”, and always when you sign out.",
          "**signed_in:** tells the page that you are signed in, so that it fetches your name, cart and wishlist. It holds only the number 1 and lasts as long as session.",
          "**language:** remembers whether you want to read the site in Norwegian or English, for one year.",
          "**device:** remembers that this browser has signed in to an account before, so that the lock against password guessing does not shut you out when others try. It holds a random, signed token, cannot be read by scripts and lasts one year.",
          "**orders:** when you buy without an account, it remembers your latest orders in this browser so that you can see the receipt and the vouchers. It is signed, cannot be read by scripts and lasts 30 days.",
          "**flash:** shows a short notice once, for example after you sign in or out. It is deleted once the notice is shown, and after one minute at the latest.",
        ],
        "When you are not signed in, your browser keeps your cart and wishlist locally on your device (under the names cart-storage and wishlist-storage), together with your language choice. This data is not sent to us until you sign in or go to checkout. When you sign in, we merge it into your account.",
      ],
    },
    {
      id: "sharing",
      heading: "6. Who we share data with",
      blocks: [
        "We never sell personal data, and we share only what is needed:",
        [
          "**The business you bought from** sees the voucher code, what the voucher is for and when it was bought, so that it can redeem it.",
          "**Our e-mail provider** sends order confirmations, vouchers, password reset links and – if you have consented – newsletters. The provider is a data processor and handles the data only on our instructions, under a data processing agreement with us.",
          "**Public authorities** when the law requires it, for example the Norwegian Tax Administration when auditing our accounts.",
        ],
      ],
    },
    {
      id: "rights",
      heading: "7. Your rights",
      blocks: [
        [
          '**Access:** find out what data we hold about you and get a copy of it. Under "My data" in [Account Settings](/account/settings#my-data), press "Download my data"; we send a link to your e-mail address, and when you open it while signed in you get everything we hold about you as a JSON file.',
          "**Correction:** have incorrect data corrected. You can change your name and e-mail address yourself in [Account Settings](/account/settings).",
          '**Deletion:** have your account and data deleted, except what the Bookkeeping Act requires us to keep. Under "My data" in [Account Settings](/account/settings#my-data), press "Delete my account" and type your password; the account is deleted when you confirm with the link we send you. Orders, receipts and vouchers (with the e-mail address the receipt was issued to) are kept for five years, no longer tied to an account.',
          "**Objection and restriction:** object to processing we do on the basis of legitimate interest, or ask us to restrict the processing.",
          '**Data portability:** receive the data you have given us in a machine-readable format (the JSON file from "Download my data").',
        ],
        "Send other requests, or these if you cannot sign in, to {email} and we will reply within one month. If you believe we process your data in breach of the rules, you can complain to the Norwegian Data Protection Authority, [Datatilsynet](https://www.datatilsynet.no).",
      ],
    },
    {
      id: "security",
      heading: "8. Security",
      blocks: [
        "All traffic to MagicDeals is encrypted (HTTPS). Passwords are stored as argon2id hashes, the session cookie is out of reach of scripts, and only staff who need it for their work have access to customer data.",
      ],
    },
    {
      id: "changes",
      heading: "9. Changes",
      blocks: [
        "We update this policy when we change how we process personal data. The date at the top shows when it last changed, and we let you know by e-mail about significant changes.",
      ],
    },
    {
      id: "contact",
      heading: "10. Contact",
      blocks: [
        "{company}, organisation number {orgNumber}, {address}.",
        "E-mail: {email}. Phone: {phone} (Monday–Friday {supportHours}).",
      ],
    },
  ],
};

export const PRIVACY: PageContent<typeof no> = { no, en };
