// "Frequently asked questions": five questions, each opened on its own (/faq#<id> links to one).
import type { ContentShape, PageContent } from "./types";

const no = {
  description:
    "Svar på de vanligste spørsmålene om verdikort, gyldighet, refusjon, betaling og hvordan bedrifter blir partnere hos MagicDeals.",
  lead: "Her er svarene på det kundene våre lurer mest på. Trykk på et spørsmål for å se svaret.",
  questions: [
    {
      id: "vouchers",
      question: "Hvordan fungerer verdikortene?",
      answer: [
        "Når du har betalt, får du ett verdikort for hver enhet du har kjøpt. Hvert verdikort har en unik kode som begynner med MAGIC-, og du finner det både i [Mine verdikort](/account/vouchers) og i e-posten vi sender deg.",
        "Bestill time direkte hos bedriften slik det står i tilbudet, og vis frem koden eller QR-koden når du kommer – på mobilen eller utskrevet som PDF. Bedriften løser inn verdikortet, og det kan bare brukes én gang.",
      ],
    },
    {
      id: "validity",
      question: "Hvor lenge er et verdikort gyldig?",
      answer: [
        "Det kommer an på pakken du velger: **Basis** er gyldig i 30 dager, **Premium** i 60 dager og **Gruppe** i 45 dager fra kjøpsdatoen. Gruppepakken gjelder for minst fire personer.",
        "Siste gyldighetsdag står på verdikortet og i Mine verdikort. Vil du ha en påminnelse før verdikortet går ut, slår du det på i [Kontoinnstillinger](/account/settings).",
      ],
    },
    {
      id: "refunds",
      question: "Kan jeg få pengene tilbake?",
      answer: [
        "Ja. Et ubrukt verdikort kan refunderes innen 14 dager etter kjøpet. Gå til [Mine verdikort](/account/vouchers) og be om refusjon på verdikortet det gjelder. Hele beløpet går tilbake til kortet du betalte med.",
        "Verdikort som er løst inn, kan ikke refunderes. Kan bedriften ikke levere det du har betalt for, tar du kontakt med oss på {email}, så finner vi en løsning.",
      ],
    },
    {
      id: "payment",
      question: "Er det trygt å betale hos dere?",
      answer: [
        "Ja. All trafikk går over kryptert forbindelse (HTTPS), og vi lagrer aldri kortnummeret eller sikkerhetskoden din. Prisen regnes alltid ut på nytt hos oss når du betaler, så du betaler nøyaktig det som står i ordresammendraget.",
        "Trykker du på betalingsknappen to ganger, blir du likevel bare belastet én gang.",
      ],
    },
    {
      id: "partner",
      question: "Hvordan blir bedriften min partner?",
      answer: [
        "[Registrer bedriften](/business/register) med organisasjonsnummer og kontaktinformasjon. Når vi har godkjent bedriften, kan du publisere tilbud, og hvert tilbud blir sjekket før det blir synlig for kundene.",
        "De tre første månedene er gratis. Vil du ha hjelp til å komme i gang, kan du [bestille en gratis konsultasjon](/business/consultation) på 30 minutter.",
      ],
    },
  ],
  moreHelp: {
    heading: "Fant du ikke svaret?",
    text: "Kundeservice hjelper deg gjerne – på telefon på hverdager eller på e-post døgnet rundt.",
    help: "Hjelp og kundeservice",
    contact: "Kontakt oss",
  },
};

export type FaqContent = ContentShape<typeof no>;

const en: FaqContent = {
  description:
    "Answers to the most common questions about vouchers, validity, refunds, payment and how businesses become MagicDeals partners.",
  lead: "Here are the answers to what our customers ask about most. Select a question to see its answer.",
  questions: [
    {
      id: "vouchers",
      question: "How do vouchers work?",
      answer: [
        "Once you have paid, you get one voucher for each unit you bought. Every voucher has a unique code starting with MAGIC-, and you will find it both in [My Vouchers](/account/vouchers) and in the e-mail we send you.",
        "Book directly with the business as the deal describes, and show the code or QR code when you arrive – on your phone or printed as a PDF. The business redeems the voucher, and it can be used only once.",
      ],
    },
    {
      id: "validity",
      question: "How long is a voucher valid?",
      answer: [
        "It depends on the package you choose: **Basic** is valid for 30 days, **Premium** for 60 days and **Group** for 45 days from the date of purchase. The group package is for at least four people.",
        "The last valid day is shown on the voucher and in My Vouchers. If you would like a reminder before a voucher expires, turn it on in [Account Settings](/account/settings).",
      ],
    },
    {
      id: "refunds",
      question: "Can I get my money back?",
      answer: [
        "Yes. An unused voucher can be refunded within 14 days of purchase. Go to [My Vouchers](/account/vouchers) and ask for a refund on the voucher in question. The full amount goes back to the card you paid with.",
        "Vouchers that have been redeemed cannot be refunded. If the business cannot deliver what you paid for, contact us at {email} and we will sort it out.",
      ],
    },
    {
      id: "payment",
      question: "Is it safe to pay on MagicDeals?",
      answer: [
        "Yes. All traffic is encrypted (HTTPS), and we never store your card number or security code. We always recalculate the price on our side when you pay, so you pay exactly what the order summary says.",
        "If you press the pay button twice, you are still charged only once.",
      ],
    },
    {
      id: "partner",
      question: "How does my business become a partner?",
      answer: [
        "[Register your business](/business/register) with your organisation number and contact details. Once we have approved your business you can publish deals, and every deal is checked before customers can see it.",
        "The first three months are free. If you would like help getting started, you can [book a free 30-minute consultation](/business/consultation).",
      ],
    },
  ],
  moreHelp: {
    heading: "Didn't find your answer?",
    text: "Our customer service is happy to help – by phone on weekdays or by e-mail around the clock.",
    help: "Help & Support",
    contact: "Contact us",
  },
};

export const FAQ: PageContent<typeof no> = { no, en };
