// The partner agreement: what a business agrees to when it signs up to sell on MagicDeals,
// written to match what the platform really does (approval, trial, redemption, refunds, payouts).
import { PARTNER_AGREEMENT_VERSION } from "#domain/partners/partner-agreement";
import type { ContentShape, PageContent } from "./types";

/** The agreement's date is its version: the one a partner accepts is recorded with its profile. */
export const PARTNER_AGREEMENT_UPDATED = PARTNER_AGREEMENT_VERSION;

const no = {
  description:
    "Partneravtalen for bedrifter som selger på MagicDeals: tilbud og godkjenning, abonnement og prøveperiode, innløsning, refusjon, provisjon og utbetaling.",
  lead: "Denne avtalen gjelder mellom {company} og bedriften som selger verdikort gjennom MagicDeals (partneren). Du godtar den når du registrerer bedriften.",
  updated: "Sist oppdatert",
  tocHeading: "Innhold",
  sections: [
    {
      id: "parties",
      heading: "1. Partene og avtalen",
      blocks: [
        "MagicDeals drives av {company}, org.nr. {orgNumber}, {address}. Vi selger verdikort til kundene i eget navn, og partneren leverer tjenesten verdikortet gjelder.",
        "Den som registrerer bedriften, bekrefter at hen kan inngå avtaler på bedriftens vegne, og at opplysningene om bedriften er riktige.",
      ],
    },
    {
      id: "deals",
      heading: "2. Tilbud og godkjenning",
      blocks: [
        "Partneren lager tilbud i bedriftssidene. Alle tilbud og endringer av pris, tekst og bilder kontrolleres av oss før kundene ser dem, og vi kan avvise et tilbud med en begrunnelse.",
        [
          "Beskrivelsen skal være sann og fullstendig, med vilkår som aldersgrenser og hvordan kunden bestiller time.",
          "En oppgitt ordinær pris («før-pris») må være en pris bedriften faktisk har tatt. Som førpris viser vi den laveste prisen tilbudet er solgt for de siste 30 dagene før gjeldende pris.",
          "Bilder og tekster må partneren ha rett til å bruke.",
        ],
      ],
    },
    {
      id: "plans",
      heading: "3. Abonnement og prøveperiode",
      blocks: [
        "Partneren velger et abonnement som bestemmer hvor mange aktive tilbud bedriften kan ha og hvilke verktøy den får. De første tre månedene er gratis. Når prøveperioden er over, må abonnementet bekreftes for at nye tilbud skal kunne legges ut for salg; tilbud som allerede selges, fortsetter.",
        "Abonnementet faktureres månedlig etterskuddsvis og kan sies opp med virkning fra neste måned.",
      ],
    },
    {
      id: "redemption",
      heading: "4. Innløsning av verdikort",
      blocks: [
        "Partneren skal ta imot alle gyldige verdikort innenfor gyldighetstiden og gi kunden en time eller plass på vanlige vilkår. Verdikortet registreres som innløst i bedriftssidene når kunden kommer, med koden eller QR-koden.",
        "Et verdikort kan bare løses inn én gang. En innløsning som ble gjort ved en feil, kan eieren angre innen få minutter.",
      ],
    },
    {
      id: "refunds",
      heading: "5. Refusjon og klager",
      blocks: [
        "Kunden har 14 dagers returrett på ubrukte verdikort. Refunderes et verdikort før det er løst inn, får partneren ingenting for det.",
        "Kan partneren ikke levere tjenesten innenfor gyldighetstiden, refunderer vi kunden, og partneren får ikke betalt for verdikortet. Klager på selve tjenesten skal partneren behandle raskt og rimelig.",
      ],
    },
    {
      id: "payouts",
      heading: "6. Provisjon og utbetaling",
      blocks: [
        "For hvert verdikort som er løst inn, får partneren prisen kunden betalte, fratrukket provisjonen i abonnementet partneren har (med merverdiavgift på provisjonen).",
        "Utbetalingene skjer to ganger i måneden til kontonummeret partneren har oppgitt, med en oppgjørsrapport som viser hvert verdikort, bruttobeløp, provisjon, merverdiavgift og nettobeløp.",
      ],
    },
    {
      id: "data",
      heading: "7. Personopplysninger og tilgang",
      blocks: [
        "Partneren får bare de opplysningene om kunden som trengs for å levere tjenesten, og skal ikke bruke dem til noe annet, for eksempel markedsføring.",
        "Partneren er ansvarlig for det som gjøres med bedriftens kontoer, også av ansatte, og skal gi oss beskjed straks hvis noen uvedkommende kan ha fått tilgang.",
      ],
    },
    {
      id: "suspension",
      heading: "8. Suspensjon og oppsigelse",
      blocks: [
        "Bryter partneren avtalen, for eksempel ved å ikke ta imot verdikort eller ved villedende tilbud, kan vi stanse salget av bedriftens tilbud med øyeblikkelig virkning.",
        "Begge parter kan si opp avtalen med én måneds varsel. Verdikort som er solgt, skal partneren likevel ta imot ut gyldighetstiden.",
      ],
    },
    {
      id: "contact",
      heading: "9. Kontakt",
      blocks: ["Spørsmål om avtalen sender du til {email}."],
    },
  ],
};

export type PartnerAgreementContent = ContentShape<typeof no>;

const en: PartnerAgreementContent = {
  description:
    "The partner agreement for businesses selling on MagicDeals: deals and approval, plans and trial, redemption, refunds, commission and payouts.",
  lead: "This agreement is between {company} and the business selling vouchers through MagicDeals (the partner). You accept it when you register the business.",
  updated: "Last updated",
  tocHeading: "Contents",
  sections: [
    {
      id: "parties",
      heading: "1. The parties and the agreement",
      blocks: [
        "MagicDeals is run by {company}, org. no. {orgNumber}, {address}. We sell vouchers to customers in our own name, and the partner provides the service the voucher is for.",
        "Whoever registers the business confirms that they may enter into agreements on its behalf and that the details given about it are correct.",
      ],
    },
    {
      id: "deals",
      heading: "2. Deals and approval",
      blocks: [
        "The partner creates deals in the business pages. Every deal and every change of price, text or pictures is checked by us before customers see it, and we may reject a deal, giving the reason.",
        [
          "The description must be true and complete, with conditions such as age limits and how the customer books.",
          'An ordinary ("before") price stated must be a price the business has really charged. As the before price we show the lowest price the deal sold at in the 30 days before the current price.',
          "The partner must have the right to use its pictures and texts.",
        ],
      ],
    },
    {
      id: "plans",
      heading: "3. Plans and trial",
      blocks: [
        "The partner chooses a plan, which sets how many live deals the business can have and which tools it gets. The first three months are free. When the trial is over, the plan must be confirmed before new deals can be put on sale; deals already selling continue.",
        "The plan is invoiced monthly in arrears and can be cancelled from the next month.",
      ],
    },
    {
      id: "redemption",
      heading: "4. Redeeming vouchers",
      blocks: [
        "The partner must accept every valid voucher within its validity and give the customer an appointment or a place on ordinary terms. The voucher is marked as redeemed in the business pages when the customer comes, with its code or QR code.",
        "A voucher can be redeemed only once. A redemption made by mistake can be undone by the owner within a few minutes.",
      ],
    },
    {
      id: "refunds",
      heading: "5. Refunds and complaints",
      blocks: [
        "Customers may return unused vouchers within 14 days. A voucher refunded before it is redeemed earns the partner nothing.",
        "If the partner cannot provide the service within the validity, we refund the customer and the partner is not paid for the voucher. The partner handles complaints about the service itself quickly and fairly.",
      ],
    },
    {
      id: "payouts",
      heading: "6. Commission and payouts",
      blocks: [
        "For each redeemed voucher the partner receives the price the customer paid, less the commission of the partner's plan (with VAT on the commission).",
        "Payouts are made twice a month to the account number the partner has given, with a statement showing each voucher, the gross amount, commission, VAT and the net amount.",
      ],
    },
    {
      id: "data",
      heading: "7. Personal data and access",
      blocks: [
        "The partner receives only the customer details needed to provide the service, and must not use them for anything else, such as marketing.",
        "The partner is responsible for what is done with the business's accounts, including by staff, and must tell us at once if anyone unauthorised may have gained access.",
      ],
    },
    {
      id: "suspension",
      heading: "8. Suspension and termination",
      blocks: [
        "If the partner breaks the agreement, for example by refusing vouchers or with misleading deals, we may stop the sale of the business's deals with immediate effect.",
        "Either party may end the agreement with one month's notice. Vouchers already sold must still be accepted until they expire.",
      ],
    },
    {
      id: "contact",
      heading: "9. Contact",
      blocks: ["Send questions about the agreement to {email}."],
    },
  ],
};

export const PARTNER_AGREEMENT: PageContent<typeof no> = { no, en };
