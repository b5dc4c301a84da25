// "Success stories": two partner case studies with their numbers, and a way to join them.
// The businesses are made up for the demo; the numbers show what the dashboard reports.
import type { ContentShape, PageContent } from "./types";

const no = {
  description:
    "Slik fikk et spa i Bergen og et kajakkselskap i Tromsø hundrevis av nye kunder med tilbud på MagicDeals.",
  lead: "Bedrifter over hele landet bruker MagicDeals til å nå nye kunder når de har ledig kapasitet. Her forteller to av dem hvordan det gikk.",
  labels: {
    results: "Resultater",
    challenge: "Utfordringen",
    solution: "Løsningen",
    outcome: "Resultatet",
  },
  stories: [
    {
      id: "regnbyen-spa",
      name: "Regnbyen Spa",
      place: "Skjønnhet og spa · Bergen",
      headline: "Fylte de stille ukedagene",
      summary:
        "Regnbyen Spa i Bergen sentrum hadde fulle helger, men halvtomme behandlingsrom fra mandag til torsdag. Med to ukedagstilbud på MagicDeals fikk spaet over 400 nye gjester på tre måneder.",
      stats: [
        { value: "612", label: "solgte verdikort på tre måneder" },
        { value: "430", label: "nye kunder" },
        { value: "75 %", label: "belegg på ukedager, opp fra 40 %" },
      ],
      challenge:
        "Spaet har seks behandlingsrom og et lite badeområde. Helgene var fullbooket uker i forveien, mens belegget på ukedagene lå rundt 40 %. Annonser i sosiale medier ga mange klikk, men få bestillinger.",
      solution:
        "Spaet la ut to tilbud som bare gjaldt mandag til torsdag: en spadag for to med badeområde og lunsj, og en 60-minutters massasje. Premium-pakken med ekstra ansiktsbehandling ble den mest solgte. I resepsjonen løses verdikortene inn med QR-koden på et par sekunder.",
      outcome:
        "Nesten én av tre nye gjester har siden kommet tilbake og betalt full pris, og spaet har ansatt en ny massør på deltid for å ta unna ukedagene.",
      quote: {
        text: "Vi trodde rabatt bare ville gi oss engangsgjester. I stedet har vi fått faste kunder som ellers aldri hadde funnet oss – og dashbordet viser nøyaktig hvilke dager tilbudene selger.",
        author: "Ingrid Haugland",
        role: "daglig leder, Regnbyen Spa",
      },
    },
    {
      id: "tindevind-kajakk",
      name: "Tindevind Kajakk",
      place: "Aktiviteter · Tromsø",
      headline: "Fra turistbedrift til lokal favoritt",
      summary:
        "Tindevind Kajakk tilbyr guidede kajakkturer i fjordene rundt Tromsø. Før padlet nesten bare cruiseturister i juli – nå padler tromsøværingene også, fra mai til september.",
      stats: [
        { value: "284", label: "solgte verdikort" },
        { value: "190", label: "nye lokale kunder" },
        { value: "58 %", label: "av salget var gruppepakker" },
      ],
      challenge:
        "Sesongen er kort, og nesten all omsetning kom fra cruiseturister i fellesferien. Mai og september var stille, og få lokale visste at bedriften fantes.",
      solution:
        "Bedriften la ut en guidet kveldstur i midnattssol og et nybegynnerkurs, begge med gruppepakke for vennegjenger og kolleger. Gruppepakken gjelder fra fire personer og sto for over halvparten av salget.",
      outcome:
        "Mai og september gikk fra å være de svakeste månedene til å stå for nesten en firedel av årets omsetning, og flere lokale bedrifter har bestilt egne teamturer etter å ha prøvd gruppepakken.",
      quote: {
        text: "Vi la ut det første tilbudet en mandag, og på fredag var den første kveldsturen fullbooket. Vi har aldri hatt så mange lokale i kajakkene våre.",
        author: "Jonas Berg Pedersen",
        role: "gründer og guide, Tindevind Kajakk",
      },
    },
  ],
  cta: {
    heading: "Bli vår neste suksesshistorie",
    text: "Registrer bedriften på noen minutter og prøv MagicDeals gratis i tre måneder.",
    register: "Registrer bedriften",
    consultation: "Bestill gratis konsultasjon",
  },
};

export type SuccessStoriesContent = ContentShape<typeof no>;

const en: SuccessStoriesContent = {
  description:
    "How a spa in Bergen and a kayak company in Tromsø won hundreds of new customers with deals on MagicDeals.",
  lead: "Businesses all over Norway use MagicDeals to reach new customers when they have room for them. Two of them tell us how it went.",
  labels: {
    results: "Results",
    challenge: "The challenge",
    solution: "The solution",
    outcome: "The outcome",
  },
  stories: [
    {
      id: "regnbyen-spa",
      name: "Regnbyen Spa",
      place: "Beauty & Spa · Bergen",
      headline: "Filling the quiet weekdays",
      summary:
        "Regnbyen Spa in central Bergen had full weekends but half-empty treatment rooms from Monday to Thursday. With two weekday deals on MagicDeals, the spa welcomed more than 400 new guests in three months.",
      stats: [
        { value: "612", label: "vouchers sold in three months" },
        { value: "430", label: "new customers" },
        { value: "75%", label: "weekday occupancy, up from 40%" },
      ],
      challenge:
        "The spa has six treatment rooms and a small bathing area. Weekends were fully booked weeks ahead, while weekday occupancy was around 40%. Social media ads brought plenty of clicks but few bookings.",
      solution:
        "The spa published two deals valid from Monday to Thursday only: a spa day for two with the bathing area and lunch, and a 60-minute massage. The Premium package with an extra facial became the best seller. At the front desk, vouchers are redeemed from the QR code in a couple of seconds.",
      outcome:
        "Almost one in three new guests has since come back and paid full price, and the spa has hired a new part-time massage therapist to handle the weekdays.",
      quote: {
        text: "We thought discounts would only bring us one-off guests. Instead we have gained regulars who would never have found us otherwise – and the dashboard shows exactly which days the deals sell.",
        author: "Ingrid Haugland",
        role: "Managing Director, Regnbyen Spa",
      },
    },
    {
      id: "tindevind-kajakk",
      name: "Tindevind Kajakk",
      place: "Activities · Tromsø",
      headline: "From tourist business to local favourite",
      summary:
        "Tindevind Kajakk runs guided kayak trips in the fjords around Tromsø. Its paddlers used to be almost all cruise passengers in July – now the locals paddle too, from May to September.",
      stats: [
        { value: "284", label: "vouchers sold" },
        { value: "190", label: "new local customers" },
        { value: "58%", label: "of sales were group packages" },
      ],
      challenge:
        "The season is short, and nearly all revenue came from cruise passengers during the summer holidays. May and September were quiet, and few locals knew the company existed.",
      solution:
        "The company published a guided midnight-sun evening trip and a beginners' course, both with a group package for friends and colleagues. The group package starts at four people and made up more than half of all sales.",
      outcome:
        "May and September went from the weakest months to almost a quarter of the year's revenue, and several local companies have booked their own team trips after trying the group package.",
      quote: {
        text: "We published our first deal on a Monday, and by Friday the first evening trip was fully booked. We have never had so many locals in our kayaks.",
        author: "Jonas Berg Pedersen",
        role: "Founder and guide, Tindevind Kajakk",
      },
    },
  ],
  cta: {
    heading: "Become our next success story",
    text: "Register your business in a few minutes and try MagicDeals free for three months.",
    register: "Register your business",
    consultation: "Book a free consultation",
  },
};

export const SUCCESS_STORIES: PageContent<typeof no> = { no, en };
