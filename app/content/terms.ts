// "Terms of service": what a customer agrees to, written to match what the shop really does
// (prices with MVA, card payment, one voucher per unit, validity per package, 14-day refunds).
import { businessPlan } from "#domain/partners/business-plans";
import type { ContentShape, PageContent } from "./types";

/** The plans' commission rates in percent, from the plan table itself so the terms cannot drift. */
const rate = (id: "starter" | "ecommerce" | "growth") => String(businessPlan(id).commissionBasisPoints / 100);

/** When the terms last changed (shown on the page in the visitor's date format). */
export const TERMS_UPDATED = "2026-11-20";

const no = {
  description:
    "Vilkårene for å bruke MagicDeals og kjøpe verdikort: konto, priser og betaling, gyldighet, innløsning, refusjon og klager.",
  lead: "Disse vilkårene gjelder når du oppretter en konto og kjøper verdikort på MagicDeals. Les dem gjerne før du handler – de er skrevet for å være forståelige.",
  updated: "Sist oppdatert",
  tocHeading: "Innhold",
  sections: [
    {
      id: "about",
      heading: "1. Om MagicDeals og disse vilkårene",
      blocks: [
        "MagicDeals drives av {company}, org.nr. {orgNumber}, {address}. Du når oss på {email}.",
        "MagicDeals er en markedsplass: Du kjøper verdikortet av {company}, mens selve tjenesten – for eksempel en massasje, en middag eller en kajakktur – leveres av bedriften som står bak tilbudet (partneren).",
        "Når du oppretter en konto eller gjennomfører et kjøp, godtar du disse vilkårene. Bedrifter som selger gjennom MagicDeals, har i tillegg en egen partneravtale med oss.",
      ],
    },
    {
      id: "account",
      heading: "2. Konto",
      blocks: [
        "Du må være minst 18 år for å opprette en konto og handle hos oss, og opplysningene du gir oss, må være riktige.",
        [
          "Passordet ditt må ha minst 8 tegn og er personlig. Vi lagrer det aldri i klartekst.",
          "Du er ansvarlig for det som skjer på kontoen din. Gi oss beskjed på {email} hvis du tror noen andre har fått tilgang til den.",
          "Du kan når som helst be oss slette kontoen din. Ordreopplysninger som bokføringsloven krever at vi tar vare på, lagrer vi likevel i fem år.",
        ],
        "Vi kan stenge en konto som brukes til svindel eller misbruk av tjenesten.",
      ],
    },
    {
      id: "prices-and-payment",
      heading: "3. Priser, bestilling og betaling",
      blocks: [
        "Alle priser er i norske kroner (NOK) og inkluderer 25 % merverdiavgift. Prisen du ser i kassen, er totalprisen du betaler.",
        "Prisen avhenger av pakken du velger: Basis, Premium eller Gruppe. Gruppepakken har lavere pris per person og gjelder for minst fire personer.",
        "Du betaler med betalingskort. Vi regner alltid ut prisen på nytt når du betaler, og det er prisen i kassen som gjelder – ikke en eldre pris fra handlekurven. Avtalen er inngått når betalingen er godkjent og du har fått en ordrebekreftelse med ordrenummer (ORD-…).",
        "Noen tilbud har et begrenset antall verdikort. Blir tilbudet utsolgt før betalingen er fullført, blir du ikke belastet.",
      ],
    },
    {
      id: "vouchers",
      heading: "4. Verdikort",
      blocks: [
        "Du får ett verdikort for hver enhet du kjøper. Hvert verdikort har en unik kode som begynner med MAGIC-, og vises i [Mine verdikort](/account/vouchers) med QR-kode og som PDF. Vi sender det også til e-postadressen din.",
        "Verdikortet fungerer som kontanter: Den som viser frem koden, kan løse det inn. Ta godt vare på koden.",
        "Du kan gi bort et verdikort som gave. Det kan ikke byttes i kontanter eller selges videre i næring.",
      ],
    },
    {
      id: "validity",
      heading: "5. Gyldighet",
      blocks: [
        "Hvor lenge et verdikort gjelder, avhenger av pakken du valgte:",
        [
          "**Basis:** 30 dager fra kjøpsdatoen",
          "**Premium:** 60 dager fra kjøpsdatoen",
          "**Gruppe:** 45 dager fra kjøpsdatoen (minst fire personer)",
        ],
        "Verdikort fra tilbud uten pakkevalg gjelder i 180 dager. Siste gyldighetsdag står på verdikortet. Etter denne datoen er verdikortet utløpt og kan ikke lenger løses inn.",
      ],
    },
    {
      id: "redemption",
      heading: "6. Innløsning",
      blocks: [
        "Bestill time eller plass direkte hos bedriften slik det står i tilbudet, og si fra at du har et verdikort fra MagicDeals. Bedriftens ledige kapasitet avgjør når du kan komme, så bestill i god tid før verdikortet utløper.",
        "Vis frem koden eller QR-koden når du kommer. Bedriften registrerer verdikortet som innløst, og det kan bare brukes én gang. Verdikortet brukes i sin helhet; du får ikke penger tilbake for en del av tjenesten du ikke benytter.",
        "Bedriftens egne regler, for eksempel om avbestilling av timer, aldersgrenser og helseforhold, gjelder i tillegg og skal stå i tilbudet.",
      ],
    },
    {
      id: "refunds",
      heading: "7. Angrerett og refusjon",
      blocks: [
        "Verdikortene gjelder tjenester som skal brukes på en bestemt dato eller innenfor en bestemt periode. Etter angrerettloven § 22 gjelder angreretten ikke for blant annet tjenester knyttet til fritidsaktiviteter når avtalen fastsetter en bestemt dato eller periode for ytelsen.",
        "Vi gir deg likevel **14 dagers returrett på alle ubrukte verdikort**: Innen 14 dager etter kjøpet kan du refundere et verdikort som ikke er løst inn, direkte fra [Mine verdikort](/account/vouchers). Du får hele beløpet tilbake til kortet du betalte med.",
        "Verdikort som er løst inn, kan ikke refunderes på denne måten, og det samme gjelder når det har gått mer enn 14 dager siden kjøpet. Se punkt 8 for hva som gjelder hvis bedriften ikke kan levere.",
      ],
    },
    {
      id: "partners",
      heading: "8. Bedriftenes ansvar",
      blocks: [
        "Bedriften som står bak tilbudet, er ansvarlig for å levere tjenesten slik den er beskrevet i tilbudet, innenfor verdikortets gyldighetstid og med god faglig kvalitet.",
        "Vi kontrollerer bedriftene og tilbudene før de publiseres, men vi utfører ikke tjenestene selv. Kan bedriften ikke levere – for eksempel fordi den har lagt ned eller ikke har ledige timer i hele gyldighetsperioden – refunderer vi verdikortet, også når det har gått mer enn 14 dager.",
        `Bedriften får betalt for hvert verdikort som er løst inn: prisen du betalte, minus vår provisjon (${rate("starter")} % i Starter, ${rate("ecommerce")} % i E-handel og ${rate("growth")} % i Vekst, pluss 25 % mva på provisjonen). Vi betaler ut den 1. og den 16. hver måned. Et verdikort som refunderes før det er løst inn, gir bedriften ingenting.`,
      ],
    },
    {
      id: "complaints",
      heading: "9. Reklamasjon og klager",
      blocks: [
        "Er du misfornøyd med tjenesten, bør du si fra til bedriften så snart som mulig, helst mens du er der. Kommer dere ikke til enighet, kontakter du oss på {email}, så hjelper vi til.",
        "Forbrukerkjøpsloven gjelder kjøp av varer og ikke tjenestene verdikortene gjelder. Rettighetene dine ved mangler følger av disse vilkårene og alminnelige kontraktsrettslige regler, og for enkelte tjenester, som bilpleie, av håndverkertjenesteloven.",
        "Blir vi ikke enige, kan du få gratis veiledning og mekling hos [Forbrukerrådet](https://www.forbrukerradet.no). Saker som ikke løses der, kan bringes inn for Forbrukerklageutvalget. [Forbrukertilsynet](https://www.forbrukertilsynet.no) fører tilsyn med at markedsføring og avtalevilkår følger loven.",
      ],
    },
    {
      id: "use",
      heading: "10. Bruk av nettstedet",
      blocks: [
        [
          "Ikke bruk andres konto, betalingskort eller verdikortkoder uten tillatelse.",
          "Ikke forsøk å gjette verdikortkoder, omgå sikkerheten eller belaste tjenesten unødig, for eksempel med automatiserte forespørsler.",
          "Tekster og bilder på MagicDeals tilhører oss eller bedriftene og kan ikke kopieres til kommersiell bruk uten samtykke.",
        ],
      ],
    },
    {
      id: "privacy",
      heading: "11. Personvern",
      blocks: ["Hvordan vi behandler personopplysningene dine, står i [personvernerklæringen](/privacy)."],
    },
    {
      id: "changes",
      heading: "12. Endringer i vilkårene",
      blocks: [
        "Vi kan endre vilkårene, for eksempel når vi lanserer nye funksjoner eller lovverket endres. For et kjøp gjelder vilkårene slik de var da du handlet. Vesentlige endringer varsler vi om på e-post før de trer i kraft.",
      ],
    },
    {
      id: "law",
      heading: "13. Lovvalg og tvister",
      blocks: [
        "Vilkårene og kjøp på MagicDeals reguleres av norsk rett. Tvister som ikke løses i minnelighet eller gjennom Forbrukerrådet og Forbrukerklageutvalget, avgjøres av de alminnelige domstolene. Som forbruker kan du alltid reise sak ved domstolen der du bor.",
      ],
    },
    {
      id: "contact",
      heading: "14. Kontakt",
      blocks: [
        "{company}, org.nr. {orgNumber}, {address}.",
        "E-post: {email} (døgnet rundt). Telefon: {phone} (mandag–fredag {supportHours}).",
      ],
    },
  ],
};

export type TermsContent = ContentShape<typeof no>;

const en: TermsContent = {
  description:
    "The terms for using MagicDeals and buying vouchers: accounts, prices and payment, validity, redemption, refunds and complaints.",
  lead: "These terms apply when you create an account and buy vouchers on MagicDeals. Please read them before you buy – they are written to be understood.",
  updated: "Last updated",
  tocHeading: "Contents",
  sections: [
    {
      id: "about",
      heading: "1. About MagicDeals and these terms",
      blocks: [
        "MagicDeals is run by {company}, organisation number {orgNumber}, {address}. You can reach us at {email}.",
        "MagicDeals is a marketplace: you buy the voucher from {company}, while the service itself – a massage, a dinner or a kayak trip, for example – is delivered by the business behind the deal (the partner).",
        "By creating an account or completing a purchase you accept these terms. Businesses that sell through MagicDeals also have a separate partner agreement with us.",
      ],
    },
    {
      id: "account",
      heading: "2. Your account",
      blocks: [
        "You must be at least 18 years old to create an account and buy from us, and the details you give us must be correct.",
        [
          "Your password must have at least 8 characters and is personal. We never store it in plain text.",
          "You are responsible for what happens on your account. Let us know at {email} if you think someone else has gained access to it.",
          "You can ask us to delete your account at any time. Order records that the Norwegian Bookkeeping Act requires us to keep are still stored for five years.",
        ],
        "We may close an account that is used for fraud or to misuse the service.",
      ],
    },
    {
      id: "prices-and-payment",
      heading: "3. Prices, orders and payment",
      blocks: [
        "All prices are in Norwegian kroner (NOK) and include 25% VAT (MVA). The price you see at checkout is the total price you pay.",
        "The price depends on the package you choose: Basic, Premium or Group. The group package has a lower price per person and is for at least four people.",
        "You pay by card. We always recalculate the price when you pay, and the checkout price is the one that applies – not an older price from your cart. The agreement is made when the payment is approved and you have received an order confirmation with an order number (ORD-…).",
        "Some deals have a limited number of vouchers. If a deal sells out before your payment is complete, you are not charged.",
      ],
    },
    {
      id: "vouchers",
      heading: "4. Vouchers",
      blocks: [
        "You get one voucher for each unit you buy. Every voucher has a unique code starting with MAGIC- and is shown in [My Vouchers](/account/vouchers) with a QR code and as a PDF. We also send it to your e-mail address.",
        "A voucher works like cash: whoever shows the code can redeem it. Keep your code safe.",
        "You may give a voucher away as a gift. It cannot be exchanged for cash or resold commercially.",
      ],
    },
    {
      id: "validity",
      heading: "5. Validity",
      blocks: [
        "How long a voucher is valid depends on the package you chose:",
        [
          "**Basic:** 30 days from the date of purchase",
          "**Premium:** 60 days from the date of purchase",
          "**Group:** 45 days from the date of purchase (at least four people)",
        ],
        "Vouchers for deals without package options are valid for 180 days. The last valid day is shown on the voucher. After that date the voucher has expired and can no longer be redeemed.",
      ],
    },
    {
      id: "redemption",
      heading: "6. Redemption",
      blocks: [
        "Book directly with the business as the deal describes, and mention that you have a MagicDeals voucher. The business's availability decides when you can come, so book well before your voucher expires.",
        "Show the code or QR code when you arrive. The business marks the voucher as redeemed, and it can be used only once. A voucher is used in full; you get no money back for any part of the service you do not use.",
        "The business's own rules, for example on cancelling appointments, age limits and health requirements, also apply and should be stated in the deal.",
      ],
    },
    {
      id: "refunds",
      heading: "7. Right of withdrawal and refunds",
      blocks: [
        "Vouchers are for services to be used on a set date or within a set period. Under section 22 of the Norwegian Cancellation Act (angrerettloven), the right of withdrawal does not apply to, among other things, services related to leisure activities when the agreement sets a specific date or period for the service.",
        "We still give you a **14-day return right on all unused vouchers**: within 14 days of purchase you can refund a voucher that has not been redeemed, straight from [My Vouchers](/account/vouchers). The full amount goes back to the card you paid with.",
        "Redeemed vouchers cannot be refunded this way, and neither can vouchers bought more than 14 days ago. See section 8 for what applies if the business cannot deliver.",
      ],
    },
    {
      id: "partners",
      heading: "8. The businesses' responsibility",
      blocks: [
        "The business behind a deal is responsible for delivering the service as the deal describes it, within the voucher's validity and with good professional quality.",
        "We check businesses and deals before they are published, but we do not perform the services ourselves. If the business cannot deliver – for example because it has closed or has no free slots during the whole validity period – we refund the voucher, even when more than 14 days have passed.",
        `The business is paid for every redeemed voucher: the price you paid, minus our commission (${rate("starter")} % on Starter, ${rate("ecommerce")} % on E-commerce and ${rate("growth")} % on Growth, plus 25 % VAT on the commission). We pay out on the 1st and the 16th of every month. A voucher refunded before it is redeemed earns the business nothing.`,
      ],
    },
    {
      id: "complaints",
      heading: "9. Complaints",
      blocks: [
        "If you are unhappy with the service, tell the business as soon as possible, preferably while you are there. If you cannot agree, contact us at {email} and we will help.",
        "The Norwegian Consumer Purchases Act (forbrukerkjøpsloven) covers goods, not the services our vouchers are for. Your rights if a service is deficient follow from these terms and general contract law, and for some services, such as car care, from the Craftsman Services Act (håndverkertjenesteloven).",
        "If we cannot agree, you can get free guidance and mediation from the [Norwegian Consumer Council (Forbrukerrådet)](https://www.forbrukerradet.no). Cases it cannot resolve can be brought before the Consumer Disputes Commission (Forbrukerklageutvalget). The [Norwegian Consumer Authority (Forbrukertilsynet)](https://www.forbrukertilsynet.no) supervises that marketing and contract terms comply with the law.",
      ],
    },
    {
      id: "use",
      heading: "10. Using the website",
      blocks: [
        [
          "Do not use other people's accounts, payment cards or voucher codes without permission.",
          "Do not try to guess voucher codes, get around our security or put undue load on the service, for example with automated requests.",
          "Texts and pictures on MagicDeals belong to us or to the businesses and may not be copied for commercial use without consent.",
        ],
      ],
    },
    {
      id: "privacy",
      heading: "11. Privacy",
      blocks: ["How we handle your personal data is described in our [privacy policy](/privacy)."],
    },
    {
      id: "changes",
      heading: "12. Changes to these terms",
      blocks: [
        "We may change these terms, for example when we launch new features or the law changes. A purchase is governed by the terms as they were when you bought. We announce significant changes by e-mail before they take effect.",
      ],
    },
    {
      id: "law",
      heading: "13. Governing law and disputes",
      blocks: [
        "These terms and purchases on MagicDeals are governed by Norwegian law. Disputes that are not settled amicably or through Forbrukerrådet and Forbrukerklageutvalget are decided by the ordinary courts. As a consumer you can always bring a case before the court where you live.",
      ],
    },
    {
      id: "contact",
      heading: "14. Contact",
      blocks: [
        "{company}, organisation number {orgNumber}, {address}.",
        "E-mail: {email} (around the clock). Phone: {phone} (Monday–Friday {supportHours}).",
      ],
    },
  ],
};

export const TERMS: PageContent<typeof no> = { no, en };
