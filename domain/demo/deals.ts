// The demo deals: offer templates × partners × variants, picked by a seeded PRNG so every call
// returns the same catalogue. No Math.random, no clock.
import { SEED_CATEGORIES } from "./categories";
import { OFFER_TEMPLATES, type OfferTemplate } from "./deal-templates";
import { DEAL_PICTURES } from "./images";
import { PARTNER_PROFILES, type PartnerProfile } from "./partners";
import { type CategoryId, type SeedDeal, type SeedImage } from "./types";

/** A Bokmål text and its English translation. */
type Text = readonly [no: string, en: string];

interface CategoryCopy {
  /** How to book; "{partner}" is replaced by the partner's name. */
  booking: readonly Text[];
  restrictions: readonly Text[];
  /** Optional last sentence of the description. */
  closings: readonly Text[];
  /** Word before the partner's name in titles ("hos Fjordlys Spa", "på Tonehallen"). */
  at: string;
}

const NO_HOLIDAYS: Text = ["Gjelder ikke helligdager.", "Not valid on public holidays."];
const NO_COMBINING: Text = ["Kan ikke kombineres med andre tilbud.", "Cannot be combined with other offers."];
const NO_CASH: Text = ["Kan ikke byttes mot kontanter.", "Cannot be exchanged for cash."];
const PERSONAL: Text = [
  "Verdikortet er personlig og kan ikke overdras.",
  "The voucher is personal and cannot be transferred.",
];
const BOOK_BY_PHONE: Text = [
  "Bestill time på telefon eller nett, og oppgi koden på verdikortet.",
  "Book by phone or online and give your voucher number.",
];

const CATEGORY_COPY: Record<CategoryId, CategoryCopy> = {
  "beauty-spa": {
    at: "hos",
    booking: [
      BOOK_BY_PHONE,
      [
        "Bestill time på nettsiden til {partner} og ta med verdikortet når du kommer.",
        "Book on the {partner} website and bring your voucher when you arrive.",
      ],
    ],
    restrictions: [
      NO_HOLIDAYS,
      [
        "Avbestilling senest 24 timer før, ellers regnes verdikortet som brukt.",
        "Cancel at least 24 hours in advance, otherwise the voucher counts as used.",
      ],
      NO_COMBINING,
    ],
    closings: [
      [
        "Perfekt som gave eller som en velfortjent pause for deg selv.",
        "Perfect as a gift or as a well-earned break for yourself.",
      ],
      [
        "Møt opp ti minutter før, så rekker du å senke skuldrene.",
        "Arrive ten minutes early so you have time to unwind.",
      ],
      ["{partner} bruker produkter fra nordiske leverandører.", "{partner} uses products from Nordic suppliers."],
    ],
  },
  photography: {
    at: "hos",
    booking: [
      [
        "Bestill tid på e-post eller telefon, og oppgi koden på verdikortet.",
        "Book by e-mail or phone and give your voucher number.",
      ],
      [
        "Avtal tid og sted direkte med fotografen via nettsiden til {partner}.",
        "Arrange the time and place directly with the photographer via the {partner} website.",
      ],
    ],
    restrictions: [
      ["Ekstra bilder kan kjøpes til rabattert pris.", "Extra images can be bought at a reduced price."],
      ["Endring av tidspunkt må skje senest 48 timer før.", "Changes must be made at least 48 hours in advance."],
      NO_HOLIDAYS,
    ],
    closings: [
      ["En fin gave til noen som har alt.", "A lovely gift for someone who has everything."],
      ["Bildene er dine, også til bruk i sosiale medier.", "The pictures are yours to use, including on social media."],
    ],
  },
  dining: {
    at: "hos",
    booking: [
      [
        "Bord må bestilles på forhånd på telefon eller nett; oppgi koden på verdikortet.",
        "Tables must be booked in advance by phone or online; give your voucher number.",
      ],
      [
        "Bestill bord på nettsiden til {partner} og vis verdikortet når dere kommer.",
        "Book a table on the {partner} website and show your voucher when you arrive.",
      ],
    ],
    restrictions: [
      [
        "Gjelder ikke helligdager, 17. mai eller i desember.",
        "Not valid on public holidays, on 17 May or in December.",
      ],
      [
        "Drikke utover det som er inkludert, betales på stedet.",
        "Drinks beyond those included are paid for on the day.",
      ],
      ["Gi beskjed om allergier når du bestiller.", "Please mention any allergies when you book."],
    ],
    closings: [
      [
        "En fin anledning til å feire noe, eller bare hverandre.",
        "A great way to celebrate something, or just each other.",
      ],
      ["Vegetaralternativ kan bestilles.", "A vegetarian option is available on request."],
    ],
  },
  activities: {
    at: "hos",
    booking: [
      [
        "Bestill plass på nett eller telefon, og oppgi koden på verdikortet.",
        "Book your place online or by phone and give your voucher number.",
      ],
      [
        "Bestill på nettsiden til {partner}; populære datoer blir fort fulle.",
        "Book on the {partner} website; popular dates fill up quickly.",
      ],
    ],
    restrictions: [
      ["Avbestilling senest 48 timer før.", "Cancel at least 48 hours in advance."],
      ["Barn under 12 år må være i følge med en voksen.", "Children under 12 must be accompanied by an adult."],
      NO_CASH,
    ],
    closings: [
      [
        "En opplevelse å huske, enten du er på besøk eller har bodd her hele livet.",
        "An experience to remember, whether you are visiting or have lived here all your life.",
      ],
      ["Alle guider og instruktører har førstehjelpskurs.", "All guides and instructors are trained in first aid."],
    ],
  },
  fitness: {
    at: "hos",
    booking: [
      [
        "Vis verdikortet i resepsjonen ved første besøk, så aktiveres tilbudet.",
        "Show your voucher at reception on your first visit to activate the offer.",
      ],
      [
        "Registrer verdikortet på nettsiden til {partner} og bestill timer i appen.",
        "Register your voucher on the {partner} website and book sessions in the app.",
      ],
    ],
    restrictions: [
      PERSONAL,
      ["Gjelder fra fylte 16 år.", "For ages 16 and over."],
      [
        "Uteblir du fra en bestilt time uten å avbestille, regnes den som brukt.",
        "Missing a booked session without cancelling counts as using it.",
      ],
    ],
    closings: [
      ["En god start for deg som vil komme i form.", "A good start if you want to get in shape."],
      [
        "Alle trenerne er sertifiserte og har lang erfaring.",
        "All the trainers are certified and have many years of experience.",
      ],
    ],
  },
  events: {
    at: "på",
    booking: [
      [
        "Løs inn verdikortet på nettsiden til {partner} og velg dato.",
        "Redeem your voucher on the {partner} website and choose a date.",
      ],
      [
        "Løs inn verdikortet i billettluka eller på telefon, og oppgi koden på verdikortet.",
        "Redeem your voucher at the box office or by phone and give your voucher number.",
      ],
    ],
    restrictions: [
      ["Gjelder så lenge det er ledige plasser.", "Subject to availability."],
      ["Gjelder ikke utsolgte forestillinger.", "Not valid for sold-out shows."],
      NO_CASH,
    ],
    closings: [
      [
        "En perfekt kveld ut med venner, kolleger eller kjæresten.",
        "A perfect night out with friends, colleagues or your partner.",
      ],
      ["Dørene åpner en time før start.", "Doors open an hour before the start."],
    ],
  },
  local: {
    at: "hos",
    booking: [
      BOOK_BY_PHONE,
      [
        "Bestill på nettsiden til {partner}, eller ta med verdikortet innom.",
        "Book on the {partner} website, or simply drop in with your voucher.",
      ],
    ],
    restrictions: [
      NO_HOLIDAYS,
      NO_COMBINING,
      ["Én voucher per kunde og besøk.", "One voucher per customer per visit."],
    ],
    closings: [
      ["Støtt en lokal bedrift og spar penger samtidig.", "Support a local business and save money at the same time."],
      [
        "Er du ikke fornøyd, retter de opp feilen uten ekstra kostnad.",
        "If you are not happy, they put it right at no extra cost.",
      ],
    ],
  },
  wellness: {
    at: "hos",
    booking: [
      BOOK_BY_PHONE,
      [
        "Bestill på nettsiden til {partner} og ta med verdikortet ved første besøk.",
        "Book on the {partner} website and bring your voucher on your first visit.",
      ],
    ],
    restrictions: [
      [
        "Avbestilling senest 24 timer før, ellers regnes timen som brukt.",
        "Cancel at least 24 hours in advance, otherwise the session counts as used.",
      ],
      PERSONAL,
      NO_HOLIDAYS,
    ],
    closings: [
      ["Gi deg selv en pause; kroppen vil takke deg.", "Give yourself a break; your body will thank you."],
      ["Passer for alle, uansett alder og form.", "Suitable for everyone, whatever your age or fitness."],
    ],
  },
};

/** The spec's four Oslo beauty deals open the catalogue, all at 50 % off. */
const PINNED_BEAUTY_DEALS = [
  { template: "spa-day", partner: "fjordlys-spa", variant: 1 },
  { template: "massage", partner: "fjordlys-spa", variant: 0 },
  { template: "facial", partner: "perlemor-hud-og-negl", variant: 0 },
  { template: "mani-pedi", partner: "perlemor-hud-og-negl", variant: 0 },
] as const;

const SEED = 0x6d61_6769; // "magi"

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Seed data: no item at index ${index}`);
  return item;
}

/** The template's picture; one from another category would be a data mistake, so it stops the seed. */
function pictureOf(categoryId: CategoryId, template: OfferTemplate): SeedImage {
  const { category, src, altNo, altEn } = DEAL_PICTURES[template.picture];
  if (category !== categoryId) throw new Error(`Seed data: "${template.id}" shows a ${category} picture`);
  return { src, altNo, altEn };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => at(items, Math.floor(rand() * items.length));

function shuffled<T>(rand: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
  }
  return copy;
}

/** Oslo partners get twice the weight, so the capital has the most deals. */
function pickPartner(rand: () => number, partners: readonly PartnerProfile[]): PartnerProfile {
  const weights = partners.map((p) => (p.city === "Oslo" ? 2 : 1));
  let r = rand() * weights.reduce((a, b) => a + b, 0);
  for (const [i, partner] of partners.entries()) {
    r -= at(weights, i);
    if (r < 0) return partner;
  }
  return at(partners, partners.length - 1);
}

/** Shop-style prices: 349, 799, 1 490, 2 990. */
function shopPrice(kr: number): number {
  return kr < 1000 ? Math.max(99, Math.round(kr / 50) * 50 - 1) : Math.round(kr / 100) * 100 - 10;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const hasNorwegianLetters = (text: string) => /[æøå]/i.test(text);

interface DealChoice {
  template: OfferTemplate;
  partner: PartnerProfile;
  variant: number;
  /** Title ending: none, the partner's name, or the city. */
  suffix: "none" | "partner" | "city";
}

function titles(choice: DealChoice, copy: CategoryCopy): Text {
  const { template, partner } = choice;
  const variant = at(template.variants, choice.variant);
  let no = capitalise(template.titleNo.replace("{v}", variant.no));
  let en = capitalise(template.titleEn.replace("{v}", variant.en));
  // English text stays free of æ, ø and å, so cities like Tromsø get the partner's name instead.
  const suffix = choice.suffix === "city" && hasNorwegianLetters(partner.city) ? "partner" : choice.suffix;
  if (suffix === "partner") {
    no += ` ${copy.at} ${partner.name}`;
    en += ` at ${partner.name}`;
  } else if (suffix === "city") {
    no += ` i ${partner.city}`;
    en += ` in ${partner.city}`;
  }
  return [no, en];
}

function buildDeal(categoryId: CategoryId, choice: DealChoice, rand: () => number, discountPercent?: number): SeedDeal {
  const copy = CATEGORY_COPY[categoryId];
  const { template, partner } = choice;
  const fill = (text: string) => text.replaceAll("{partner}", partner.name);
  const variant = at(template.variants, choice.variant);
  const [titleNo, titleEn] = titles(choice, copy);

  const closing = rand() < 0.55 ? pick(rand, copy.closings) : undefined;
  const [bookingNo, bookingEn] = pick(rand, copy.booking);
  const [restrictionNo, restrictionEn] = pick(rand, copy.restrictions);
  // Validity comes from the package the customer picks (spec §9), so the fine print says so.
  const finePrintNo = [
    "Verdikortet gjelder i 30 dager (basis), 60 dager (premium) eller 45 dager (gruppe) fra kjøpsdato.",
    bookingNo,
    restrictionNo,
    template.noteNo,
  ];
  const finePrintEn = [
    "The voucher is valid for 30 days (basic), 60 days (premium) or 45 days (group) from the date of purchase.",
    bookingEn,
    restrictionEn,
    template.noteEn,
  ];

  const price = shopPrice(variant.minKr + rand() * (variant.maxKr - variant.minKr));
  let discount = 30 + Math.floor(41 * rand() ** 1.3);
  if (rand() < 0.7) discount = Math.min(70, Math.max(30, Math.round(discount / 5) * 5));
  const rating = Math.min(5, Math.round((3.5 + 1.5 * Math.sqrt(rand())) * 10) / 10);
  const soldCount = Math.floor(2500 * rand() ** 5);
  const endsSoon = rand() < 0.06;
  const span = rand();
  const endsInMinutes = endsSoon
    ? 180 + Math.round((span * (24 * 60 - 180)) / 5) * 5
    : 24 * 60 + Math.round((span * (42 - 1) * 24 * 60) / 5) * 5;

  return {
    categoryId,
    partnerKey: partner.key,
    titleNo,
    titleEn,
    descriptionNo: fill([template.descNo, closing?.[0]].filter(Boolean).join(" ")),
    descriptionEn: fill([template.descEn, closing?.[1]].filter(Boolean).join(" ")),
    finePrintNo: fill(finePrintNo.filter(Boolean).join(" ")),
    finePrintEn: fill(finePrintEn.filter(Boolean).join(" ")),
    city: partner.city,
    originalPriceKr: price,
    discountPercent: discountPercent ?? discount,
    rating,
    soldCount,
    endsInMinutes,
    image: pictureOf(categoryId, template),
  };
}

function buildCategory(categoryId: CategoryId, count: number): SeedDeal[] {
  const rand = mulberry32(SEED ^ hash(categoryId));
  const copy = CATEGORY_COPY[categoryId];
  const templates = OFFER_TEMPLATES[categoryId];
  const partners = PARTNER_PROFILES.filter((p) => p.categoryId === categoryId);
  const sellers = new Map(
    templates.map((t) => {
      const able = partners.filter((p) => p.tags.some((tag) => t.tags.includes(tag)));
      if (able.length === 0) throw new Error(`Seed data: no ${categoryId} partner sells "${t.id}"`);
      return [t.id, able] as const;
    }),
  );
  const usedTitles = new Set<string>();
  const deals: SeedDeal[] = [];
  const add = (choice: DealChoice, discountPercent?: number) => {
    usedTitles.add(titles(choice, copy)[0]);
    deals.push(buildDeal(categoryId, choice, rand, discountPercent));
  };

  if (categoryId === "beauty-spa") {
    for (const pin of PINNED_BEAUTY_DEALS) {
      const template = templates.find((t) => t.id === pin.template);
      const partner = partners.find((p) => p.key === pin.partner);
      if (!template || !partner) throw new Error(`Seed data: pinned deal ${pin.template} is missing`);
      add({ template, partner, variant: pin.variant, suffix: "partner" }, 50);
    }
  }

  // Deal out the offer types like cards, reshuffling each round, so every type appears.
  let deck: OfferTemplate[] = [];
  while (deals.length < count) {
    if (deck.length === 0) deck = shuffled(rand, templates);
    const template = at(deck, deck.length - 1);
    deck.pop();
    const able = sellers.get(template.id) ?? [];
    let choice: DealChoice | undefined;
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = rand();
      choice = {
        template,
        partner: pickPartner(rand, able),
        variant: Math.floor(rand() * template.variants.length),
        suffix: r < 0.35 ? "none" : r < 0.8 ? "partner" : "city",
      };
      if (!usedTitles.has(titles(choice, copy)[0])) break;
    }
    if (choice) add(choice);
  }
  return deals;
}

/** All demo deals, category by category, in the order of SEED_CATEGORIES. Same result on every call. */
export function buildSeedDeals(): SeedDeal[] {
  return SEED_CATEGORIES.flatMap((category) => buildCategory(category.id, category.dealCount));
}
