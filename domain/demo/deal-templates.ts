// Offer types per category. deals.ts combines them with partners, variants and a seeded PRNG.
import type { DealPictureKey } from "./images";
import type { CategoryId } from "./types";

export interface OfferVariant {
  /** Replaces "{v}" in the Bokmål title. */
  no: string;
  /** Replaces "{v}" in the English title. */
  en: string;
  /** Range for the original price in whole kroner including MVA. */
  minKr: number;
  maxKr: number;
}

export interface OfferTemplate {
  id: string;
  /** A partner with any of these tags (see partners.ts) can sell the offer. */
  tags: readonly string[];
  /** What the deal's picture shows (images.ts); it must belong to the same category. */
  picture: DealPictureKey;
  titleNo: string;
  titleEn: string;
  variants: readonly OfferVariant[];
  /** Two sentences; "{partner}" is replaced by the partner's name. */
  descNo: string;
  descEn: string;
  /** Extra restriction for the fine print. */
  noteNo?: string;
  noteEn?: string;
}

const v = (no: string, en: string, minKr: number, maxKr: number): OfferVariant => ({ no, en, minKr, maxKr });
const forTwoAndFour = (two: [number, number], four: [number, number]): OfferVariant[] => [
  v("to", "two", two[0], two[1]),
  v("fire", "four", four[0], four[1]),
];
const forOneAndTwo = (one: [number, number], two: [number, number]): OfferVariant[] => [
  v("for én", "for one", one[0], one[1]),
  v("for to", "for two", two[0], two[1]),
];

const AGE_18 = { noteNo: "Aldersgrense 18 år.", noteEn: "Minimum age 18." };

export const OFFER_TEMPLATES: Record<CategoryId, readonly OfferTemplate[]> = {
  "beauty-spa": [
    {
      id: "spa-day",
      tags: ["spa"],
      picture: "spa-stones",
      titleNo: "Spadag {v} med lunsj",
      titleEn: "Spa day {v} with lunch",
      variants: forOneAndTwo([990, 1690], [1890, 3290]),
      descNo:
        "Full tilgang til basseng, badstue og dampbad hele dagen, med badekåpe og tøfler klare når du kommer. En lett spalunsj er inkludert, og du kan legge til behandlinger til medlemspris.",
      descEn:
        "Full access to the pool, sauna and steam room all day, with a bathrobe and slippers ready when you arrive. A light spa lunch is included, and you can add treatments at member prices.",
    },
    {
      id: "massage",
      tags: ["massage"],
      picture: "massage",
      titleNo: "{v} klassisk massasje",
      titleEn: "{v} classic massage",
      variants: [v("60 minutters", "60-minute", 799, 1190), v("90 minutters", "90-minute", 1090, 1499)],
      descNo:
        "En avslappende helkroppsmassasje med varm olje som løser opp stiv nakke og stive skuldre. Massøren tilpasser trykket etter dine ønsker, og du får en kopp urtete etterpå.",
      descEn:
        "A relaxing full-body massage with warm oil that loosens a stiff neck and shoulders. The therapist adjusts the pressure to your liking, and you get a cup of herbal tea afterwards.",
    },
    {
      id: "hot-stone",
      tags: ["massage", "spa"],
      picture: "massage",
      titleNo: "{v} hot stone-massasje",
      titleEn: "{v} hot stone massage",
      variants: [v("60 minutters", "60-minute", 899, 1290), v("75 minutters", "75-minute", 1090, 1490)],
      descNo:
        "Oppvarmede lavasteiner legges langs ryggen og brukes i lange, rolige strøk. Varmen går dypt inn i musklene og gjør behandlingen ekstra avslappende.",
      descEn:
        "Heated lava stones are placed along your back and used in long, slow strokes. The warmth reaches deep into the muscles and makes the treatment especially relaxing.",
    },
    {
      id: "facial",
      tags: ["facial"],
      picture: "face-mask",
      titleNo: "{v} ansiktsbehandling med dyprens",
      titleEn: "{v} deep-cleansing facial",
      variants: [v("60 minutters", "60-minute", 790, 1190), v("75 minutters", "75-minute", 990, 1390)],
      descNo:
        "Behandlingen starter med en hudanalyse, etterfulgt av peeling, damp, rens og en maske tilpasset din hudtype. Den avsluttes med en rolig ansikts- og nakkemassasje.",
      descEn:
        "The treatment starts with a skin analysis, followed by exfoliation, steam, cleansing and a mask suited to your skin type. It finishes with a calming face and neck massage.",
    },
    {
      id: "hydrating-facial",
      tags: ["facial"],
      picture: "face-mask",
      titleNo: "Fuktgivende ansiktsbehandling {v}",
      titleEn: "Hydrating facial {v}",
      variants: [
        v("med LED-lys", "with LED light therapy", 1190, 1690),
        v("med kollagenmaske", "with a collagen mask", 1090, 1590),
      ],
      descNo:
        "En skånsom behandling som gir tørr og sliten hud ny fukt og glød. Du får råd om hjemmepleie og en prøvepakke med produktene som ble brukt.",
      descEn:
        "A gentle treatment that gives dry, tired skin new moisture and glow. You get home-care advice and a sample kit of the products used.",
    },
    {
      id: "mani-pedi",
      tags: ["nails"],
      picture: "nail-polish",
      titleNo: "Manikyr og pedikyr {v}",
      titleEn: "Manicure and pedicure {v}",
      variants: [
        v("med vanlig lakk", "with regular polish", 990, 1390),
        v("med gellakk", "with gel polish", 1290, 1790),
      ],
      descNo:
        "Negler og neglebånd stelles, hender og føtter får peeling og en pleiende massasje, og du avslutter med lakk i fargen du velger. Perfekt før ferien eller en stor anledning.",
      descEn:
        "Nails and cuticles are tended, hands and feet get an exfoliation and a nourishing massage, and you finish with polish in the colour of your choice. Perfect before a holiday or a big occasion.",
    },
    {
      id: "gel-nails",
      tags: ["nails"],
      picture: "nail-polish",
      titleNo: "Gellakk på hendene {v}",
      titleEn: "Gel polish manicure {v}",
      variants: [
        v("med neglestell", "with nail care", 549, 799),
        v("inkludert fjerning av gammel gellakk", "including removal of old gel", 649, 899),
      ],
      descNo:
        "Neglene files, formes og får et holdbart lag med gellakk som varer i opptil tre uker. Velg blant over 100 farger.",
      descEn:
        "Your nails are filed, shaped and finished with durable gel polish that lasts up to three weeks. Choose from more than 100 colours.",
    },
    {
      id: "haircut",
      tags: ["hair"],
      picture: "hair-salon",
      titleNo: "Klipp og føn {v}",
      titleEn: "Cut and blow-dry {v}",
      variants: [v("for kort hår", "for short hair", 599, 849), v("for langt hår", "for long hair", 749, 1090)],
      descNo:
        "Frisøren tar seg tid til en grundig konsultasjon før vask, klipp og føn. Du får tips om styling og produkter som passer håret ditt.",
      descEn:
        "The stylist takes time for a thorough consultation before washing, cutting and blow-drying. You get tips on styling and products that suit your hair.",
    },
    {
      id: "hair-colour",
      tags: ["hair"],
      picture: "hair-salon",
      titleNo: "{v} med klipp og styling",
      titleEn: "{v} with a cut and styling",
      variants: [
        v("Striper", "Highlights", 1490, 2490),
        v("Helfarge", "Full colour", 1290, 2190),
        v("Balayage", "Balayage", 1890, 2990),
      ],
      descNo:
        "Inkluderer fargekonsultasjon, farge eller striper, en pleiende kur, klipp og styling. Fargeproduktene er uten ammoniakk og skånsomme mot håret.",
      descEn:
        "Includes a colour consultation, colour or highlights, a conditioning treatment, a cut and styling. The colour products are ammonia-free and gentle on the hair.",
      noteNo: "Langt eller svært tykt hår kan gi et tillegg, som avtales på forhånd.",
      noteEn: "Long or very thick hair may cost extra, agreed in advance.",
    },
    {
      id: "lash-lift",
      tags: ["brows"],
      picture: "lashes-brows",
      titleNo: "Vippeløft {v}",
      titleEn: "Lash lift {v}",
      variants: [
        v("med farging", "with tint", 590, 890),
        v("med farging og brynsforming", "with tint and brow shaping", 790, 1190),
      ],
      descNo:
        "Vippeløft gir dine egne vipper et naturlig løft og en tydelig bue som holder i seks til åtte uker. Fargingen gjør vippene mørkere, så du kan droppe maskaraen.",
      descEn:
        "A lash lift gives your natural lashes a lift and a defined curl that lasts six to eight weeks. The tint darkens the lashes so you can skip the mascara.",
    },
    {
      id: "brows",
      tags: ["brows"],
      picture: "lashes-brows",
      titleNo: "Forming og farging av bryn {v}",
      titleEn: "Brow shaping and tint {v}",
      variants: [v("med voks", "with wax", 349, 549), v("med tråding", "with threading", 399, 599)],
      descNo:
        "Brynene formes etter ansiktet ditt og farges i en tone som passer hår- og hudfarge. Behandlingen tar rundt 30 minutter.",
      descEn:
        "Your brows are shaped to suit your face and tinted in a shade that matches your hair and skin. The treatment takes around 30 minutes.",
    },
    {
      id: "couples-massage",
      tags: ["spa"],
      picture: "couples-massage",
      titleNo: "Parmassasje {v}",
      titleEn: "Couples massage {v}",
      variants: [
        v("i 60 minutter", "for 60 minutes", 1690, 2490),
        v("med musserende og sjokolade", "with sparkling wine and chocolates", 1990, 2890),
      ],
      descNo:
        "Dere får massasje side om side i et eget parrom, med to massører som jobber samtidig. Etterpå kan dere slappe av med te og frukt i hvilerommet.",
      descEn:
        "You are massaged side by side in a private couples' room, with two therapists working at the same time. Afterwards you can relax with tea and fruit in the relaxation room.",
    },
    {
      id: "body-scrub",
      tags: ["spa"],
      picture: "body-scrub",
      titleNo: "{v} kroppspeeling og innpakning",
      titleEn: "{v} body scrub and wrap",
      variants: [v("60 minutters", "60-minute", 890, 1290), v("90 minutters", "90-minute", 1190, 1690)],
      descNo:
        "Huden får en grundig peeling med havsalt og oljer før den pakkes inn i en næringsrik innpakning. Resultatet er myk og glødende hud fra topp til tå.",
      descEn:
        "Your skin gets a thorough sea salt and oil scrub before being wrapped in a nourishing body wrap. The result is soft, glowing skin from head to toe.",
    },
    {
      id: "skin-renewal",
      tags: ["facial"],
      picture: "face-mask",
      titleNo: "{v} for fornyet hud",
      titleEn: "{v} for renewed skin",
      variants: [v("Kjemisk peeling", "Chemical peel", 990, 1490), v("Microneedling", "Microneedling", 1490, 2490)],
      descNo:
        "En effektiv behandling som jevner ut hudtonen og reduserer fine linjer og arr. Utføres av autorisert hudterapeut etter en grundig forkonsultasjon.",
      descEn:
        "An effective treatment that evens out skin tone and reduces fine lines and scarring. Carried out by a qualified skin therapist after a thorough consultation.",
      noteNo: "Ikke egnet ved graviditet eller amming.",
      noteEn: "Not suitable during pregnancy or breastfeeding.",
    },
  ],

  photography: [
    {
      id: "family",
      tags: ["family"],
      picture: "family-photos",
      titleNo: "Familiefotografering i studio {v}",
      titleEn: "Family photo session in the studio {v}",
      variants: [
        v("med fem bilder", "with five images", 1990, 2990),
        v("med ti bilder", "with ten images", 2490, 3990),
      ],
      descNo:
        "En avslappet fotografering på rundt en time med plass til hele familien, også besteforeldre og kjæledyr. Du velger favorittene i et eget galleri og får dem i høy oppløsning.",
      descEn:
        "A relaxed session of around an hour with room for the whole family, grandparents and pets included. You choose your favourites in a private gallery and receive them in high resolution.",
    },
    {
      id: "portrait",
      tags: ["portrait"],
      picture: "photo-studio",
      titleNo: "Portrettfotografering {v}",
      titleEn: "Portrait photo session {v}",
      variants: [
        v("med tre ferdig redigerte bilder", "with three edited images", 1490, 2490),
        v("med seks ferdig redigerte bilder", "with six edited images", 1990, 3290),
      ],
      descNo:
        "Fotografen hjelper deg med posering og lys, slik at du føler deg trygg foran kameraet. Bildene retusjeres lett og leveres digitalt innen en uke.",
      descEn:
        "The photographer helps you with posing and lighting so you feel at ease in front of the camera. The images are lightly retouched and delivered digitally within a week.",
    },
    {
      id: "headshot",
      tags: ["business"],
      picture: "photo-studio",
      titleNo: "Profilbilde til jobb og LinkedIn {v}",
      titleEn: "Professional headshot for work and LinkedIn {v}",
      variants: [
        v("for én person", "for one person", 990, 1690),
        v("for et team på fem", "for a team of five", 3490, 5990),
      ],
      descNo:
        "Rask og effektiv fotografering med profesjonelt studiolys og nøytral bakgrunn. Du ser bildene med en gang og velger selv hvilke som skal redigeres.",
      descEn:
        "Quick, efficient photography with professional studio lighting and a neutral background. You see the pictures straight away and choose which ones to have edited.",
    },
    {
      id: "newborn",
      tags: ["newborn"],
      picture: "newborn",
      titleNo: "Nyfødtfotografering {v}",
      titleEn: "Newborn photo session {v}",
      variants: [
        v("i deres eget hjem", "in your own home", 2490, 3990),
        v("i varmt studio", "in a warm studio", 2290, 3690),
      ],
      descNo:
        "Fotograferingen skjer i babyens eget tempo, med god tid til mating og kos underveis. Rekvisitter, tepper og små antrekk er inkludert.",
      descEn:
        "The session follows your baby's own pace, with plenty of time for feeding and cuddles along the way. Props, blankets and small outfits are included.",
      noteNo: "Bestilles helst når babyen er mellom 5 og 14 dager gammel.",
      noteEn: "Best booked when the baby is between 5 and 14 days old.",
    },
    {
      id: "maternity",
      tags: ["newborn"],
      picture: "maternity",
      titleNo: "Gravidfotografering {v}",
      titleEn: "Maternity photo session {v}",
      variants: [v("i studio", "in the studio", 1690, 2790), v("utendørs", "outdoors", 1890, 2990)],
      descNo:
        "En rolig og personlig fotografering som tar vare på minnet om ventetiden, gjerne sammen med partner eller søsken. Du kan låne kjoler fra fotografens garderobe.",
      descEn:
        "A calm, personal session that captures the time of waiting, ideally together with your partner or siblings. You can borrow dresses from the photographer's wardrobe.",
    },
    {
      id: "couples",
      tags: ["outdoor", "family"],
      picture: "couple",
      titleNo: "Parfotografering utendørs {v}",
      titleEn: "Outdoor couples photo session {v}",
      variants: [v("i solnedgang", "at sunset", 1990, 3290), v("med 15 bilder", "with 15 images", 2290, 3490)],
      descNo:
        "Dere møter fotografen på et fint sted i nærheten og går en tur mens bildene tas, helt naturlig og uten stiv posering. Passer like godt til forlovelse som til jubileum.",
      descEn:
        "You meet the photographer at a scenic spot nearby and take a walk while the photos are taken, naturally and without stiff posing. Just as good for an engagement as for an anniversary.",
    },
    {
      id: "pet",
      tags: ["pet"],
      picture: "pet",
      titleNo: "Kjæledyrfotografering {v}",
      titleEn: "Pet photo session {v}",
      variants: [v("i studio", "in the studio", 1290, 2190), v("med to dyr", "for two pets", 1690, 2590)],
      descNo:
        "Fotografen har lang erfaring med hunder og katter og bruker godbiter og tålmodighet for å få fram personligheten. Du får fem redigerte bilder i høy oppløsning.",
      descEn:
        "The photographer has years of experience with dogs and cats and uses treats and patience to bring out their personality. You get five edited images in high resolution.",
    },
    {
      id: "confirmation",
      tags: ["portrait", "family"],
      picture: "confirmation",
      titleNo: "Konfirmasjonsfotografering {v}",
      titleEn: "Confirmation photo session {v}",
      variants: [v("med ti bilder", "with ten images", 1990, 3290), v("med fotobok", "with a photo book", 2490, 3790)],
      descNo:
        "Ta vare på den store dagen med portretter i studio eller utendørs, før eller etter konfirmasjonen. Familiebilder og et utvalg redigerte bilder klare til utskrift er inkludert.",
      descEn:
        "Capture the big day with portraits in the studio or outdoors, before or after the confirmation. Family pictures and a selection of edited images ready for printing are included.",
    },
    {
      id: "course",
      tags: ["course"],
      picture: "camera-landscape",
      titleNo: "Fotokurs for nybegynnere {v}",
      titleEn: "Photography course for beginners {v}",
      variants: [
        v("over én kveld", "over one evening", 690, 1190),
        v("over to kvelder", "over two evenings", 1190, 1990),
      ],
      descNo:
        "Lær å bruke kameraet i manuell modus, forstå lys og komponere bedre bilder. Kurset er praktisk og holdes i små grupper, og du kan ta med speilrefleks, systemkamera eller mobil.",
      descEn:
        "Learn to use your camera in manual mode, understand light and compose better pictures. The course is hands-on in small groups, and you can bring a DSLR, a mirrorless camera or a phone.",
    },
    {
      id: "mobile-course",
      tags: ["course"],
      picture: "smartphone",
      titleNo: "Kurs i mobilfoto {v}",
      titleEn: "Smartphone photography course {v}",
      variants: forOneAndTwo([490, 890], [890, 1490]),
      descNo:
        "Få mer ut av mobilkameraet med enkle grep for lys, komposisjon og redigering. Kurset avsluttes med en kort fotovandring i nærområdet.",
      descEn:
        "Get more out of your phone camera with simple tips on light, composition and editing. The course ends with a short photo walk in the neighbourhood.",
    },
    {
      id: "canvas",
      tags: ["print"],
      picture: "canvas",
      titleNo: "Lerretstrykk av ditt eget bilde i {v}",
      titleEn: "Canvas print of your own photo in {v}",
      variants: [v("40 x 60 cm", "40 x 60 cm", 599, 899), v("60 x 90 cm", "60 x 90 cm", 899, 1390)],
      descNo:
        "Last opp favorittbildet ditt, så trykkes det på kvalitetslerret og spennes på en solid treramme. Klart til å henge på veggen, og kan hentes i butikken eller sendes hjem.",
      descEn:
        "Upload your favourite picture and it is printed on quality canvas and stretched over a solid wooden frame. Ready to hang, and can be collected in store or sent to your home.",
    },
    {
      id: "photo-booth",
      tags: ["event"],
      picture: "party-flash",
      titleNo: "Fotoboks til festen {v}",
      titleEn: "Photo booth for your party {v}",
      variants: [
        v("i fire timer", "for four hours", 2490, 3990),
        v("hele kvelden", "for the whole evening", 3490, 5490),
      ],
      descNo:
        "Fotoboksen leveres og monteres på stedet, med rekvisitter, bakgrunn og fri utskrift. Alle bildene samles i et digitalt galleri etter festen.",
      descEn:
        "The photo booth is delivered and set up on site, with props, a backdrop and unlimited prints. All pictures are collected in a digital gallery after the party.",
      noteNo: "Gjelder innenfor 30 km fra studioet; lengre reise etter avtale.",
      noteEn: "Valid within 30 km of the studio; longer distances by arrangement.",
    },
    {
      id: "wedding",
      tags: ["wedding"],
      picture: "wedding-bouquet",
      titleNo: "Bryllupsfotografering {v}",
      titleEn: "Wedding photography {v}",
      variants: [v("i fire timer", "for four hours", 7990, 11990), v("hele dagen", "for the whole day", 12990, 18990)],
      descNo:
        "Fotografen følger dere fra vielsen til middagen og fanger både de store øyeblikkene og de små detaljene. Alle bildene redigeres og leveres i et privat nettgalleri.",
      descEn:
        "The photographer follows you from the ceremony to the dinner, capturing both the big moments and the small details. All images are edited and delivered in a private online gallery.",
      noteNo: "Datoen må bekreftes skriftlig senest tre måneder før bryllupet.",
      noteEn: "The date must be confirmed in writing at least three months before the wedding.",
    },
    {
      id: "aurora-photo",
      tags: ["arctic"],
      picture: "aurora-camera",
      titleNo: "Nordlysfotografering med guide {v}",
      titleEn: "Northern lights photography with a guide {v}",
      variants: [
        v("i fire timer", "for four hours", 1490, 2290),
        v("og leie av stativ og kamera", "and tripod and camera hire", 1890, 2790),
      ],
      descNo:
        "En erfaren fotograf tar deg med bort fra bylysene og lærer deg innstillingene som trengs for å fange nordlyset. Du får også et portrett av deg selv under nordlyset.",
      descEn:
        "An experienced photographer takes you away from the city lights and teaches you the settings you need to capture the aurora. You also get a portrait of yourself under the northern lights.",
      noteNo: "Turen går bare ved meldt klarvær; ved avlysning flyttes den til en ny dato.",
      noteEn: "Trips run only when clear skies are forecast; if cancelled, the trip moves to a new date.",
    },
  ],

  dining: [
    {
      id: "tasting-three",
      tags: ["tasting", "bistro"],
      picture: "salmon-dinner",
      titleNo: "Tremeretters smaksmeny for {v}",
      titleEn: "Three-course tasting menu for {v}",
      variants: forTwoAndFour([1490, 2190], [2790, 3990]),
      descNo:
        "Kjøkkenet setter sammen tre retter av sesongens beste råvarer fra lokale produsenter. Hjemmebakt brød med smør og kaffe til slutt er inkludert.",
      descEn:
        "The kitchen puts together three courses from the season's best ingredients from local producers. Homemade bread with butter and coffee to finish are included.",
    },
    {
      id: "tasting-five",
      tags: ["tasting"],
      picture: "salmon-dinner",
      titleNo: "Femretters smaksmeny med vinpakke for {v}",
      titleEn: "Five-course tasting menu with wine pairing for {v}",
      variants: forTwoAndFour([2990, 3990], [5490, 7990]),
      descNo:
        "En lang og minneverdig kveld med fem retter og en nøye utvalgt vin til hver av dem. Alkoholfri drikkepakke kan velges i stedet.",
      descEn:
        "A long, memorable evening with five courses and a carefully chosen wine for each. A non-alcoholic drinks pairing can be chosen instead.",
      noteNo: "Vinpakken krever at du har fylt 18 år.",
      noteEn: "You must be 18 or over for the wine pairing.",
    },
    {
      id: "seafood",
      tags: ["seafood"],
      picture: "seafood",
      titleNo: "Sjømatfat for {v}",
      titleEn: "Seafood platter for {v}",
      variants: forTwoAndFour([1290, 1990], [2390, 3490]),
      descNo:
        "Et rikholdig fat med reker, krabbeklør, blåskjell, røkelaks og dagens fisk, servert med aioli, sitron og nybakt brød. Et festmåltid for alle som er glad i sjømat.",
      descEn:
        "A generous platter of prawns, crab claws, mussels, smoked salmon and the catch of the day, served with aioli, lemon and freshly baked bread. A feast for anyone who loves seafood.",
    },
    {
      id: "brunch",
      tags: ["brunch"],
      picture: "brunch",
      titleNo: "Helgebrunsj for {v}",
      titleEn: "Weekend brunch for {v}",
      variants: forTwoAndFour([598, 898], [1096, 1596]),
      descNo:
        "Velg fritt fra brunsjmenyen med eggs Benedict, pannekaker, avokadotoast og ferske bakevarer. Kaffe, te og juice er inkludert for alle.",
      descEn:
        "Choose freely from the brunch menu with eggs Benedict, pancakes, avocado toast and fresh pastries. Coffee, tea and juice are included for everyone.",
      noteNo: "Gjelder lørdag og søndag kl. 10.00–15.00.",
      noteEn: "Valid on Saturdays and Sundays, 10:00–15:00.",
    },
    {
      id: "afternoon-tea",
      tags: ["cafe"],
      picture: "afternoon-tea",
      titleNo: "Ettermiddagste med kaker for {v}",
      titleEn: "Afternoon tea with cakes for {v}",
      variants: forTwoAndFour([498, 798], [898, 1398]),
      descNo:
        "En etasjere med små smørbrød, scones med krem og syltetøy og et utvalg hjemmelagde kaker. Serveres med så mye te eller kaffe dere ønsker.",
      descEn:
        "A tiered stand with finger sandwiches, scones with cream and jam and a selection of homemade cakes. Served with as much tea or coffee as you like.",
    },
    {
      id: "burger",
      tags: ["burger"],
      picture: "burger",
      titleNo: "Burgermeny med drikke for {v}",
      titleEn: "Burger meal with a drink for {v}",
      variants: forTwoAndFour([438, 638], [798, 1198]),
      descNo:
        "Saftige burgere av kortreist storfe eller plantebaserte alternativer, servert med pommes frites og hjemmelaget dressing. En valgfri drikke per person er inkludert.",
      descEn:
        "Juicy burgers made from local beef or plant-based alternatives, served with fries and homemade dressing. A drink of your choice per person is included.",
    },
    {
      id: "pizza",
      tags: ["pizza"],
      picture: "pizza",
      titleNo: "Pizzakveld for {v}",
      titleEn: "Pizza night for {v}",
      variants: forTwoAndFour([398, 598], [698, 1098]),
      descNo:
        "Velg blant steinovnsbakte pizzaer med surdeigsbunn og råvarer fra Italia og norske gårder. En drikke per person og tiramisu til deling er inkludert.",
      descEn:
        "Choose from stone-baked sourdough pizzas with ingredients from Italy and Norwegian farms. One drink each and a tiramisu to share are included.",
    },
    {
      id: "steak",
      tags: ["grill"],
      picture: "steak",
      titleNo: "Biffmiddag for {v}",
      titleEn: "Steak dinner for {v}",
      variants: forTwoAndFour([1190, 1790], [2290, 3290]),
      descNo:
        "Mørt, modnet storfekjøtt grillet over åpen flamme, servert med bakt potet, grønnsaker og bearnaise. Du velger forrett eller dessert i tillegg.",
      descEn:
        "Tender, aged beef grilled over an open flame, served with a baked potato, vegetables and béarnaise sauce. You also choose a starter or a dessert.",
    },
    {
      id: "wine-tasting",
      tags: ["wine"],
      picture: "wine-by-fjord",
      titleNo: "Vinsmaking med ostefat {v}",
      titleEn: "Wine tasting with a cheese board {v}",
      variants: [v("for to", "for two", 990, 1590), v("for en gruppe på seks", "for a group of six", 2790, 3990)],
      descNo:
        "Sommelieren guider dere gjennom seks viner fra små produsenter og forteller historiene bak dem. Til vinene serveres et fat med norske og europeiske oster.",
      descEn:
        "The sommelier guides you through six wines from small producers and tells the stories behind them. The wines are served with a board of Norwegian and European cheeses.",
      ...AGE_18,
    },
    {
      id: "sushi",
      tags: ["seafood"],
      picture: "sushi",
      titleNo: "Sushimeny for {v}",
      titleEn: "Sushi set menu for {v}",
      variants: forTwoAndFour([890, 1390], [1690, 2490]),
      descNo:
        "Et utvalg nigiri, sashimi og maki laget av fersk norsk laks, kveite og kamskjell. Serveres med misosuppe og edamame.",
      descEn:
        "A selection of nigiri, sashimi and maki made with fresh Norwegian salmon, halibut and scallops. Served with miso soup and edamame.",
    },
    {
      id: "lunch",
      tags: ["lunch"],
      picture: "salmon-dinner",
      titleNo: "Lunsj for {v} med kaffe og dessert",
      titleEn: "Lunch for {v} with coffee and dessert",
      variants: forTwoAndFour([498, 798], [898, 1498]),
      descNo:
        "Velg dagens rett eller en klassiker fra lunsjmenyen, med nybakt brød ved siden av. Avslutt med kaffe og dagens dessert.",
      descEn:
        "Choose the dish of the day or a classic from the lunch menu, with freshly baked bread on the side. Finish with coffee and the dessert of the day.",
      noteNo: "Gjelder mandag til fredag kl. 11.00–15.00.",
      noteEn: "Valid Monday to Friday, 11:00–15:00.",
    },
    {
      id: "baking-class",
      tags: ["baking"],
      picture: "baking-class",
      titleNo: "Bakekurs i {v}",
      titleEn: "{v} baking class",
      variants: [
        v("surdeigsbrød", "Sourdough bread", 690, 1090),
        v("kanelboller og skillingsboller", "Cinnamon bun", 590, 990),
      ],
      descNo:
        "Bakeren lærer deg teknikkene steg for steg i et lite og hyggelig kurslokale. Du tar med deg alt du baker hjem, sammen med oppskriftene.",
      descEn:
        "The baker teaches you the techniques step by step in a small, friendly workshop. You take home everything you bake, along with the recipes.",
    },
    {
      id: "cooking-class",
      tags: ["cooking"],
      picture: "cooking-class",
      titleNo: "Matkurs {v}",
      titleEn: "Cooking class {v}",
      variants: [
        v("med norsk sjømat", "with Norwegian seafood", 990, 1590),
        v("i filetering av fisk og sushi", "in filleting fish and making sushi", 1090, 1690),
      ],
      descNo:
        "En kokk viser deg hvordan du velger, renser og tilbereder fisk og skalldyr. Kvelden avsluttes med at alle spiser maten sammen, med et glass vin.",
      descEn:
        "A chef shows you how to choose, clean and prepare fish and shellfish. The evening ends with everyone eating the food together over a glass of wine.",
    },
    {
      id: "coffee-cake",
      tags: ["cafe"],
      picture: "latte-bun",
      titleNo: "Kaffe og kake for {v}",
      titleEn: "Coffee and cake for {v}",
      variants: forTwoAndFour([198, 298], [378, 558]),
      descNo:
        "Velg blant dagens kaker, kanelsnurrer og skillingsboller, med en stor kaffe eller te til. En koselig pause midt i hverdagen.",
      descEn:
        "Choose from the day's cakes, cinnamon swirls and buns, with a large coffee or tea. A cosy break in the middle of the week.",
    },
  ],

  activities: [
    {
      id: "aurora",
      tags: ["arctic"],
      picture: "northern-lights",
      titleNo: "Nordlyssafari med varm drikke {v}",
      titleEn: "Northern lights safari with a hot drink {v}",
      variants: [
        v("og bål", "and a campfire", 1290, 1990),
        v("og middag i lavvo", "and dinner in a lavvo", 1790, 2690),
      ],
      descNo:
        "Guiden kjører dit værmeldingen gir best sjanse for klar himmel, langt fra bylysene. Underveis blir det varm drikke og bål, og guiden tar bilder av dere under nordlyset.",
      descEn:
        "The guide drives to wherever the forecast gives the best chance of clear skies, far from the city lights. Along the way there are hot drinks and a campfire, and the guide takes pictures of you under the aurora.",
      noteNo: "Nordlys kan ikke garanteres. Sesong fra september til mars.",
      noteEn: "Northern lights cannot be guaranteed. Season from September to March.",
    },
    {
      id: "dog-sledding",
      tags: ["dogsled"],
      picture: "dog-sledding",
      titleNo: "Hundekjøring {v}",
      titleEn: "Dog sledding {v}",
      variants: [
        v("på egen slede i en halv dag", "on your own sled for half a day", 1990, 2990),
        v("som passasjer i to timer", "as a passenger for two hours", 1290, 1990),
      ],
      descNo:
        "Møt de ivrige polarhundene, lær å styre sleden og kjør over den snødekte vidda. Termodress, støvler og votter er inkludert, og turen avsluttes med varm lunsj.",
      descEn:
        "Meet the eager huskies, learn to steer the sled and ride across the snow-covered plateau. Thermal suit, boots and mittens are included, and the trip ends with a hot lunch.",
      noteNo: "Sesong fra desember til april.",
      noteEn: "Season from December to April.",
    },
    {
      id: "reindeer",
      tags: ["reindeer"],
      picture: "reindeer",
      titleNo: "Reinsledetur med samiske fortellinger {v}",
      titleEn: "Reindeer sledding with Sami storytelling {v}",
      variants: forOneAndTwo([1490, 2190], [2690, 3990]),
      descNo:
        "Bli kjent med reinsdyrene, bli med på en rolig sledetur og hør fortellinger om samisk kultur rundt bålet i lavvoen. Bidos, en tradisjonell reinsdyrgryte, er inkludert.",
      descEn:
        "Get to know the reindeer, join a gentle sled ride and hear stories about Sami culture around the fire in the lavvo. Bidos, a traditional reindeer stew, is included.",
    },
    {
      id: "sea-kayak",
      tags: ["kayak"],
      picture: "kayak",
      titleNo: "Havkajakktur i skjærgården {v}",
      titleEn: "Sea kayak tour in the archipelago {v}",
      variants: [
        v("på tre timer", "for three hours", 690, 1090),
        v("over en hel dag med lunsj", "for a full day with lunch", 1290, 1890),
      ],
      descNo:
        "Padle mellom holmer og skjær med en erfaren guide som også gir en kort innføring i teknikk. Kajakk, flytevest og tørrdrakt er inkludert, og du trenger ingen erfaring.",
      descEn:
        "Paddle between islets and skerries with an experienced guide who also gives a short introduction to technique. Kayak, buoyancy aid and dry suit are included, and no experience is needed.",
      noteNo: "Du må kunne svømme.",
      noteEn: "You must be able to swim.",
    },
    {
      id: "rib-safari",
      tags: ["rib"],
      picture: "rib-boat",
      titleNo: "Fjordsafari i RIB-båt {v}",
      titleEn: "Fjord safari by RIB boat {v}",
      variants: [v("på to timer", "for two hours", 790, 1190), v("med fiskestopp", "with a fishing stop", 990, 1490)],
      descNo:
        "Kjenn farten når RIB-båten suser innover fjorden forbi fosser, fuglefjell og bratte fjellsider. Flytedress, briller og lue lånes ut, og skipperen forteller historier underveis.",
      descEn:
        "Feel the speed as the RIB boat races up the fjord past waterfalls, bird cliffs and steep mountainsides. Flotation suits, goggles and hats are provided, and the skipper shares stories along the way.",
    },
    {
      id: "paddleboard",
      tags: ["sup"],
      picture: "paddleboard",
      titleNo: "Kurs i padlebrett {v}",
      titleEn: "Stand-up paddleboard course {v}",
      variants: forOneAndTwo([490, 790], [890, 1390]),
      descNo: "Lær å stå stødig, padle effektivt og snu brettet i rolig farvann. Brett, åre og våtdrakt er inkludert.",
      descEn:
        "Learn to stand steadily, paddle efficiently and turn the board in calm water. Board, paddle and wetsuit are included.",
      noteNo: "Sesong fra mai til september.",
      noteEn: "Season from May to September.",
    },
    {
      id: "climbing",
      tags: ["climbing"],
      picture: "climbing",
      titleNo: "Introkurs i buldring og klatring {v}",
      titleEn: "Introduction to bouldering and climbing {v}",
      variants: forOneAndTwo([490, 790], [890, 1390]),
      descNo:
        "Instruktøren lærer deg grunnleggende teknikk, sikring og trygge fall i løpet av to timer. Leie av klatresko og sele er inkludert, og du får en gratis klatredag etterpå.",
      descEn:
        "Over two hours the instructor teaches you basic technique, belaying and how to fall safely. Climbing shoes and harness hire are included, and you get a free climbing day afterwards.",
    },
    {
      id: "escape-room",
      tags: ["escape"],
      picture: "escape-room",
      titleNo: "Escape room for {v}",
      titleEn: "Escape room for {v}",
      variants: [v("2–3 personer", "2 to 3 people", 590, 890), v("4–6 personer", "4 to 6 people", 990, 1490)],
      descNo:
        "Dere har 60 minutter på å løse gåter, finne ledetråder og komme dere ut av rommet. Velg blant fire temarom med ulik vanskelighetsgrad.",
      descEn:
        "You have 60 minutes to solve puzzles, find clues and get out of the room. Choose from four themed rooms with different levels of difficulty.",
    },
    {
      id: "axe-throwing",
      tags: ["axe"],
      picture: "axe-throwing",
      titleNo: "Øksekasting {v}",
      titleEn: "Axe throwing {v}",
      variants: [
        v("for to i én time", "for two for one hour", 490, 790),
        v("for en gruppe på seks", "for a group of six", 1290, 1990),
      ],
      descNo:
        "En instruktør viser dere trygg kasteteknikk før dere konkurrerer mot hverandre i egne baner. Perfekt til utdrikningslag, firmatur eller en annerledes kveld med venner.",
      descEn:
        "An instructor shows you safe throwing technique before you compete against each other in your own lanes. Perfect for a stag or hen party, a team outing or a different night out with friends.",
      noteNo: "Aldersgrense 16 år.",
      noteEn: "Minimum age 16.",
    },
    {
      id: "go-kart",
      tags: ["motor"],
      picture: "go-kart",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("15 minutters gokartløp", "15-minute go-kart race", 349, 549),
        v("Gokart-grand prix med kvalifisering", "Go-kart grand prix with qualifying", 690, 1090),
      ],
      descNo:
        "Kjør elektriske gokarter på en innendørsbane med svinger, bakker og tidtaking. Hjelm og balaklava er inkludert, og resultatlisten kommer på e-post etterpå.",
      descEn:
        "Drive electric go-karts on an indoor track with bends, slopes and timing. Helmet and balaclava are included, and the results are sent by e-mail afterwards.",
      noteNo: "Minstehøyde 150 cm.",
      noteEn: "Minimum height 150 cm.",
    },
    {
      id: "snowshoe",
      tags: ["winter"],
      picture: "snowshoe",
      titleNo: "Guidet trugetur med bål {v}",
      titleEn: "Guided snowshoe hike with a campfire {v}",
      variants: [v("på tre timer", "for three hours", 690, 1090), v("i måneskinn", "by moonlight", 790, 1190)],
      descNo:
        "Gå på truger gjennom stille, snødekt skog med en lokal guide som kjenner terrenget. Underveis tenner dere bål og griller pølser med varm kakao til.",
      descEn:
        "Walk on snowshoes through quiet, snow-covered forest with a local guide who knows the terrain. Along the way you light a fire and grill sausages with hot cocoa.",
      noteNo: "Sesong fra desember til april.",
      noteEn: "Season from December to April.",
    },
    {
      id: "ski-course",
      tags: ["skiing"],
      picture: "cross-country-ski",
      titleNo: "Langrennskurs {v}",
      titleEn: "Cross-country ski course {v}",
      variants: [
        v("for voksne over to økter", "for adults over two sessions", 790, 1190),
        v("med leie av utstyr", "with equipment hire", 990, 1490),
      ],
      descNo:
        "Lær klassisk stil eller skøyting med en erfaren instruktør i velpreparerte løyper. Du får video av teknikken din og tips til videre trening.",
      descEn:
        "Learn classic or skate technique with an experienced instructor on well-groomed trails. You get video of your technique and tips for further training.",
      noteNo: "Sesong fra desember til mars.",
      noteEn: "Season from December to March.",
    },
    {
      id: "mountain-hike",
      tags: ["mountain"],
      picture: "mountain-hike",
      titleNo: "Guidet fjelltur {v}",
      titleEn: "Guided mountain hike {v}",
      variants: [
        v("med lunsj", "with lunch", 790, 1290),
        v("til toppen i soloppgang", "to the summit at sunrise", 990, 1490),
      ],
      descNo:
        "En lokal fjellguide tar dere med opp til et av områdets flotteste utsiktspunkter, i et tempo som passer gruppen. Niste, varm drikke og lån av staver er inkludert.",
      descEn:
        "A local mountain guide takes you up to one of the area's finest viewpoints at a pace that suits the group. A packed lunch, hot drinks and walking poles are included.",
    },
    {
      id: "sea-fishing",
      tags: ["fishing"],
      picture: "sea-fishing",
      titleNo: "Havfisketur {v}",
      titleEn: "Sea fishing trip {v}",
      variants: [
        v("på fire timer", "for four hours", 890, 1390),
        v("med tilberedning av fangsten", "with your catch cooked", 1190, 1790),
      ],
      descNo:
        "Bli med ut på havet og fisk etter torsk, sei og makrell med utstyr fra båten. Mannskapet hjelper deg å sløye fangsten, som du får ta med hjem.",
      descEn:
        "Head out to sea and fish for cod, saithe and mackerel with gear provided on board. The crew helps you clean your catch, which you can take home.",
    },
    {
      id: "whale-safari",
      tags: ["whale"],
      picture: "whale-safari",
      titleNo: "Hvalsafari {v}",
      titleEn: "Whale safari {v}",
      variants: [
        v("med lunsj om bord", "with lunch on board", 1690, 2490),
        v("i stillegående elbåt", "on a quiet electric boat", 1990, 2890),
      ],
      descNo:
        "Fra november til januar følger spekkhoggere og knølhval sildestimene inn i fjordene. Varme dresser er inkludert, og en marinbiolog forteller om hvalene underveis.",
      descEn:
        "From November to January, orcas and humpback whales follow the herring into the fjords. Warm suits are included, and a marine biologist tells you about the whales along the way.",
      noteNo: "Sesong fra november til januar.",
      noteEn: "Season from November to January.",
    },
  ],

  fitness: [
    {
      id: "gym-membership",
      tags: ["gym"],
      picture: "dumbbells",
      titleNo: "Treningskort {v}",
      titleEn: "Gym membership {v}",
      variants: [v("for én måned", "for one month", 399, 899), v("for tre måneder", "for three months", 1090, 2290)],
      descNo:
        "Fri tilgang til treningssalen med apparater, frivekter og kondisjonsutstyr, i tillegg til alle gruppetimer. Ingen bindingstid og ingen innmeldingsavgift.",
      descEn:
        "Unlimited access to the gym floor with machines, free weights and cardio equipment, plus all group classes. No commitment period and no joining fee.",
      noteNo: "Gjelder bare nye medlemmer.",
      noteEn: "New members only.",
    },
    {
      id: "class-pass",
      tags: ["classes"],
      picture: "crossfit",
      titleNo: "Klippekort med {v}",
      titleEn: "Pass for {v}",
      variants: [
        v("10 gruppetimer", "10 group classes", 890, 1490),
        v("20 gruppetimer", "20 group classes", 1590, 2490),
      ],
      descNo:
        "Bruk klippene på alt fra styrke og sirkeltrening til dans og mobilitet. Kortet er personlig og enkelt å bruke i appen.",
      descEn:
        "Use the pass for anything from strength and circuit training to dance and mobility. The pass is personal and easy to use in the app.",
    },
    {
      id: "personal-training",
      tags: ["pt"],
      picture: "dumbbells",
      titleNo: "{v} med personlig trener",
      titleEn: "{v} with a personal trainer",
      variants: [v("Tre økter", "Three sessions", 1490, 2490), v("Fem økter", "Five sessions", 2290, 3790)],
      descNo:
        "Treneren kartlegger målene dine og legger opp økter tilpasset nivået ditt, enten du vil bli sterkere, løpe fortere eller komme i gang igjen. Du får et program å følge mellom øktene.",
      descEn:
        "The trainer maps out your goals and plans sessions suited to your level, whether you want to get stronger, run faster or get back into training. You get a programme to follow between sessions.",
    },
    {
      id: "pt-duo",
      tags: ["pt"],
      picture: "crossfit",
      titleNo: "Personlig trener for to {v}",
      titleEn: "Personal training for two {v}",
      variants: [
        v("med tre økter", "with three sessions", 1990, 2990),
        v("med kostholdsplan", "with a meal plan", 2290, 3490),
      ],
      descNo:
        "Tren sammen med en venn eller partner og del på treneren. Øktene kombinerer styrke og kondisjon og tilpasses dere begge.",
      descEn:
        "Train with a friend or partner and share the trainer. The sessions combine strength and cardio and are tailored to you both.",
    },
    {
      id: "body-scan",
      tags: ["gym", "pt"],
      picture: "body-scan",
      titleNo: "Kroppsanalyse og treningsveiledning {v}",
      titleEn: "Body composition scan and training advice {v}",
      variants: [
        v("med ny måling etter åtte uker", "with a follow-up scan after eight weeks", 490, 890),
        v("med treningsprogram", "with a training programme", 590, 990),
      ],
      descNo:
        "En kroppsanalyse måler muskelmasse, fettprosent og væskebalanse på under ett minutt. Etterpå går en trener gjennom resultatene med deg og gir konkrete råd.",
      descEn:
        "A body composition scan measures muscle mass, body fat and fluid balance in under a minute. A trainer then goes through the results with you and gives practical advice.",
    },
    {
      id: "functional-intro",
      tags: ["crossfit"],
      picture: "crossfit",
      titleNo: "Introkurs i funksjonell trening {v}",
      titleEn: "Introduction to functional training {v}",
      variants: [
        v("over fire uker", "over four weeks", 990, 1690),
        v("med én måned fri trening", "with a month of open gym", 1490, 2290),
      ],
      descNo:
        "Lær de grunnleggende løftene og bevegelsene trygt i små grupper med tett oppfølging. Etter kurset er du klar for de ordinære timene.",
      descEn:
        "Learn the basic lifts and movements safely in small groups with close coaching. After the course you are ready for the regular classes.",
    },
    {
      id: "kettlebell",
      tags: ["crossfit", "gym"],
      picture: "dumbbells",
      titleNo: "Kettlebellkurs {v}",
      titleEn: "Kettlebell course {v}",
      variants: [
        v("for nybegynnere", "for beginners", 490, 890),
        v("med egen kettlebell", "with your own kettlebell", 790, 1290),
      ],
      descNo:
        "Instruktøren lærer deg sving, knebøy og tyrkisk oppreisning med riktig teknikk. Du får med deg et program for å trene hjemme.",
      descEn:
        "The instructor teaches you the swing, the squat and the Turkish get-up with correct technique. You take home a programme for training on your own.",
    },
    {
      id: "boxing",
      tags: ["boxing"],
      picture: "boxing",
      titleNo: "Nybegynnerkurs i boksing {v}",
      titleEn: "Beginners' boxing course {v}",
      variants: [
        v("over seks uker", "over six weeks", 990, 1590),
        v("med hansker og bandasjer", "with gloves and hand wraps", 1290, 1890),
      ],
      descNo:
        "Lær grunnleggende slag, fotarbeid og forsvar i et trygt miljø uten sparring. Øktene gir god kondisjon og passer for alle, uansett form.",
      descEn:
        "Learn basic punches, footwork and defence in a safe setting with no sparring. The sessions build excellent fitness and suit everyone, whatever shape you are in.",
    },
    {
      id: "reformer",
      tags: ["pilates"],
      picture: "pilates",
      titleNo: "{v} reformer-pilates",
      titleEn: "{v} reformer Pilates classes",
      variants: [v("5 timer", "5", 990, 1590), v("10 timer", "10", 1790, 2790)],
      descNo:
        "Pilates på reformer-apparat styrker kjernemuskulaturen, bedrer holdningen og øker bevegeligheten. Timene holdes i små grupper på maks åtte deltakere.",
      descEn:
        "Pilates on the reformer strengthens your core, improves your posture and increases mobility. Classes are held in small groups of no more than eight.",
    },
    {
      id: "mat-pilates",
      tags: ["pilates"],
      picture: "pilates",
      titleNo: "Mattepilates for nybegynnere {v}",
      titleEn: "Mat Pilates for beginners {v}",
      variants: [
        v("over fire uker", "over four weeks", 690, 1090),
        v("med to ekstra drop-in-timer", "with two extra drop-in classes", 890, 1290),
      ],
      descNo:
        "Et rolig og grundig kurs som lærer deg pust, kontroll og grunnøvelsene i pilates. Passer også hvis du har vondt i ryggen eller kommer tilbake etter fødsel.",
      descEn:
        "A calm, thorough course that teaches you breathing, control and the basic Pilates exercises. Also suitable if you have back pain or are returning after giving birth.",
    },
    {
      id: "spinning",
      tags: ["spinning"],
      picture: "spinning",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Klippekort med 10 spinningtimer", "Pass for 10 indoor cycling classes", 690, 1190),
        v("Fri spinning i én måned", "Unlimited indoor cycling for one month", 590, 990),
      ],
      descNo:
        "Energiske sykkeltimer med god musikk og instruktører som får deg til å gi litt ekstra. Syklene har wattmåler, så du kan følge framgangen din.",
      descEn:
        "Energetic cycling classes with great music and instructors who push you to give a little extra. The bikes have power meters so you can track your progress.",
    },
    {
      id: "running",
      tags: ["running"],
      picture: "running-shoe",
      titleNo: "Kurs i løpeteknikk {v}",
      titleEn: "Running technique course {v}",
      variants: [
        v("med videoanalyse", "with video analysis", 590, 990),
        v("over tre kvelder", "over three evenings", 790, 1290),
      ],
      descNo:
        "En løpecoach filmer løpesteget ditt og gir deg øvelser for å løpe lettere og unngå skader. Passer både for nybegynnere og for deg som trener mot et løp.",
      descEn:
        "A running coach films your stride and gives you drills to run more easily and avoid injury. Suits beginners as well as those training for a race.",
    },
    {
      id: "bootcamp",
      tags: ["classes", "running"],
      picture: "bootcamp",
      titleNo: "Bootcamp utendørs {v}",
      titleEn: "Outdoor bootcamp {v}",
      variants: [v("i seks uker", "for six weeks", 990, 1690), v("i tre uker", "for three weeks", 590, 990)],
      descNo:
        "Tren i frisk luft med varierte økter som kombinerer styrke, kondisjon og lek. Øktene er tre morgener i uken, uansett vær.",
      descEn:
        "Train in the fresh air with varied sessions combining strength, cardio and games. Sessions run three mornings a week, whatever the weather.",
    },
  ],

  events: [
    {
      id: "concert",
      tags: ["concert"],
      picture: "concert",
      titleNo: "Konsertbilletter for {v}",
      titleEn: "Concert tickets for {v}",
      variants: forTwoAndFour([590, 1190], [1090, 2190]),
      descNo:
        "Opplev norske og internasjonale artister på nært hold i en intim konsertsal med god lyd. Velg blant utvalgte konserter i programmet.",
      descEn:
        "See Norwegian and international artists up close in an intimate concert hall with great sound. Choose from selected concerts in the programme.",
    },
    {
      id: "standup",
      tags: ["standup"],
      picture: "stand-up",
      titleNo: "Stand-up-kveld med drikke for {v}",
      titleEn: "Stand-up comedy night with a drink for {v}",
      variants: forTwoAndFour([498, 798], [898, 1498]),
      descNo:
        "Fire komikere, både kjente fjes og nye talenter, står på scenen i løpet av kvelden. Én drikke per person er inkludert.",
      descEn:
        "Four comedians, both familiar faces and new talent, take the stage over the evening. One drink per person is included.",
      ...AGE_18,
    },
    {
      id: "theatre",
      tags: ["theatre"],
      picture: "theatre",
      titleNo: "Teaterbilletter {v}",
      titleEn: "Theatre tickets {v}",
      variants: [
        v("for to", "for two", 598, 998),
        v("for to med program og pausedrikke", "for two with a programme and interval drinks", 798, 1298),
      ],
      descNo:
        "Se en av sesongens forestillinger fra gode plasser i salen. Billettene hentes i billettluka samme kveld.",
      descEn:
        "See one of the season's productions from good seats in the auditorium. Tickets are collected at the box office on the night.",
    },
    {
      id: "jazz-dinner",
      tags: ["jazz"],
      picture: "jazz",
      titleNo: "Jazzkveld med middag for {v}",
      titleEn: "Jazz evening with dinner for {v}",
      variants: forTwoAndFour([1190, 1890], [2190, 3490]),
      descNo:
        "Nyt en toretters middag mens et jazzband spiller live i kjelleren. Bordene står tett på scenen, så stemningen blir ekte klubbjazz.",
      descEn:
        "Enjoy a two-course dinner while a jazz band plays live in the cellar. The tables are close to the stage for a true jazz club atmosphere.",
    },
    {
      id: "quiz",
      tags: ["quiz"],
      picture: "quiz",
      titleNo: "Quizkveld for et lag på {v}",
      titleEn: "Quiz night for a team of {v}",
      variants: [v("fire", "four", 398, 698), v("seks", "six", 548, 898)],
      descNo:
        "Sett sammen laget og konkurrer om ære og premier i en quiz med musikk, bilder og allmennkunnskap. Nachos til deling og én drikke per person er inkludert.",
      descEn:
        "Put your team together and compete for glory and prizes in a quiz with music, pictures and general knowledge. Nachos to share and one drink per person are included.",
    },
    {
      id: "murder-mystery",
      tags: ["dinnershow"],
      picture: "murder-mystery",
      titleNo: "Mordmysterium med middag for {v}",
      titleEn: "Murder mystery dinner for {v}",
      variants: forTwoAndFour([1390, 1990], [2590, 3790]),
      descNo:
        "Skuespillerne blander seg med gjestene mens en mystisk forbrytelse utspiller seg over tre retter. Gjett hvem som er skyldig, og vinn en premie.",
      descEn:
        "The actors mingle with the guests as a mysterious crime unfolds over three courses. Guess who did it and win a prize.",
    },
    {
      id: "cinema",
      tags: ["cinema"],
      picture: "cinema",
      titleNo: "Kinokveld for {v} med popkorn og brus",
      titleEn: "Cinema night for {v} with popcorn and soft drinks",
      variants: forTwoAndFour([298, 498], [548, 898]),
      descNo: "Velg fritt blant filmene i programmet, også premierer. Stor popkorn og brus per person er inkludert.",
      descEn:
        "Choose freely from the films on the programme, premieres included. A large popcorn and a soft drink per person are included.",
      noteNo: "Gjelder ikke 3D-visninger og spesialvisninger.",
      noteEn: "Not valid for 3D or special screenings.",
    },
    {
      id: "festival-pass",
      tags: ["concert"],
      picture: "festival",
      titleNo: "Festivalpass {v}",
      titleEn: "Festival pass {v}",
      variants: [v("for én dag", "for one day", 790, 1290), v("for hele helgen", "for the whole weekend", 1490, 2490)],
      descNo:
        "Opplev artister på flere scener, matboder og god stemning fra ettermiddag til sent på kvelden. Passet gir også rabatt på utvalgte konserter resten av året.",
      descEn:
        "Enjoy artists on several stages, food stalls and a great atmosphere from the afternoon until late in the evening. The pass also gives discounts on selected concerts for the rest of the year.",
      ...AGE_18,
    },
    {
      id: "paint-and-wine",
      tags: ["workshop"],
      picture: "paint-and-wine",
      titleNo: "Maling og vin for {v}",
      titleEn: "Paint and wine evening for {v}",
      variants: forTwoAndFour([690, 1190], [1290, 1990]),
      descNo:
        "En kunstner leder dere steg for steg gjennom et eget maleri, og alle går hjem med sitt ferdige lerret. Materialer og to glass vin per person er inkludert.",
      descEn:
        "An artist guides you step by step through your own painting, and everyone goes home with their finished canvas. Materials and two glasses of wine per person are included.",
      ...AGE_18,
    },
    {
      id: "improv",
      tags: ["improv"],
      picture: "theatre",
      titleNo: "Improteater {v}",
      titleEn: "Improv comedy show {v}",
      variants: [v("for to", "for two", 398, 698), v("for to med pizza", "for two with pizza", 598, 998)],
      descNo:
        "Publikum bestemmer handlingen, og skuespillerne lager en helt ny forestilling på stedet. Ingen kvelder blir like.",
      descEn:
        "The audience decides the plot, and the actors create a brand-new show on the spot. No two evenings are alike.",
    },
    {
      id: "music-bingo",
      tags: ["quiz"],
      picture: "music-bingo",
      titleNo: "Musikkbingo {v}",
      titleEn: "Music bingo {v}",
      variants: [v("for to", "for two", 298, 498), v("for en gruppe på seks", "for a group of six", 790, 1290)],
      descNo:
        "Kjenn igjen låtene og kryss av på bingobrettet før alle andre. En DJ styrer kvelden, og det er premier i hver runde.",
      descEn:
        "Recognise the songs and tick them off your bingo card before anyone else. A DJ runs the evening, and there are prizes every round.",
    },
    {
      id: "singalong",
      tags: ["concert"],
      picture: "singalong",
      titleNo: "Allsangkveld med kjente låter {v}",
      titleEn: "Singalong night with well-known songs {v}",
      variants: [v("for to", "for two", 398, 698), v("for fire", "for four", 698, 1190)],
      descNo:
        "Et liveband spiller norske og internasjonale klassikere, og teksten vises på storskjerm så alle kan synge med. Høy stemning er garantert.",
      descEn:
        "A live band plays Norwegian and international classics, and the lyrics are shown on a big screen so everyone can sing along. A great atmosphere is guaranteed.",
    },
    {
      id: "cocktail-class",
      tags: ["workshop"],
      picture: "cocktail",
      titleNo: "Cocktailkurs {v}",
      titleEn: "Cocktail masterclass {v}",
      variants: [v("for to", "for two", 790, 1290), v("for en gruppe på seks", "for a group of six", 1990, 3290)],
      descNo:
        "En bartender lærer dere å blande tre klassiske cocktailer og én av husets egne. Alle ingredienser og småretter underveis er inkludert.",
      descEn:
        "A bartender teaches you to mix three classic cocktails and one house speciality. All ingredients and small bites along the way are included.",
      ...AGE_18,
    },
  ],

  local: [
    {
      id: "car-wash",
      tags: ["car"],
      picture: "car-wash",
      titleNo: "Utvendig og innvendig bilvask {v}",
      titleEn: "Exterior and interior car wash {v}",
      variants: [v("for personbil", "for a car", 299, 549), v("for SUV eller varebil", "for an SUV or van", 449, 699)],
      descNo:
        "Bilen håndvaskes utvendig, felgene rengjøres og interiøret støvsuges og tørkes av. Du får bilen tilbake skinnende ren på under to timer.",
      descEn:
        "The car is hand-washed outside, the wheels are cleaned and the interior is vacuumed and wiped down. You get your car back sparkling clean in under two hours.",
    },
    {
      id: "polish-wax",
      tags: ["car"],
      picture: "car-wash",
      titleNo: "Polering og voksbehandling {v}",
      titleEn: "Polish and wax treatment {v}",
      variants: [
        v("for personbil", "for a car", 1490, 2490),
        v("med keramisk lakkforsegling", "with a ceramic paint coating", 3990, 6990),
      ],
      descNo:
        "Lakken rengjøres grundig, poleres og beskyttes med voks som gir dyp glans og gjør bilen lettere å vaske. Rens av felger og dekkglans er inkludert.",
      descEn:
        "The paintwork is thoroughly cleaned, polished and protected with wax that gives a deep shine and makes the car easier to wash. Wheel cleaning and tyre shine are included.",
    },
    {
      id: "tyre-change",
      tags: ["tyres"],
      picture: "tyres",
      titleNo: "Dekkskift med avbalansering {v}",
      titleEn: "Tyre change with wheel balancing {v}",
      variants: [
        v("for personbil", "for a car", 499, 799),
        v("for SUV eller elbil", "for an SUV or electric car", 599, 899),
      ],
      descNo:
        "Verkstedet bytter mellom sommer- og vinterdekk, avbalanserer hjulene og sjekker mønsterdybde og lufttrykk. Du får beskjed hvis dekkene bør byttes.",
      descEn:
        "The workshop switches between summer and winter tyres, balances the wheels and checks tread depth and tyre pressure. You are told if the tyres need replacing.",
      noteNo: "Gjelder hjul opptil 19 tommer.",
      noteEn: "Valid for wheels up to 19 inches.",
    },
    {
      id: "tyre-hotel",
      tags: ["tyres"],
      picture: "tyres",
      titleNo: "Dekkhotell i én sesong {v}",
      titleEn: "Tyre storage for one season {v}",
      variants: [
        v("med dekkskift", "with a tyre change", 899, 1290),
        v("med dekkskift og hjulvask", "with a tyre change and wheel wash", 999, 1490),
      ],
      descNo:
        "Dekkene vaskes, kontrolleres og lagres tørt og trygt til neste sesong. Du slipper å bære tunge hjul og får SMS når det er tid for å bytte.",
      descEn:
        "Your tyres are washed, checked and stored dry and safe until next season. No more carrying heavy wheels, and you get a text message when it is time to change.",
    },
    {
      id: "bike-service",
      tags: ["bike"],
      picture: "bike-workshop",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Enkel sykkelservice", "Basic bike service", 499, 799),
        v("Komplett sykkelservice med vask", "Complete bike service with a wash", 999, 1490),
      ],
      descNo:
        "Mekanikeren justerer gir og bremser, smører kjedet, sjekker hjul og dekk og strammer alle bolter. Deler kommer i tillegg og avtales alltid før arbeidet gjøres.",
      descEn:
        "The mechanic adjusts the gears and brakes, lubricates the chain, checks the wheels and tyres and tightens all bolts. Parts cost extra and are always agreed before any work is done.",
    },
    {
      id: "ebike-service",
      tags: ["bike"],
      picture: "bike-workshop",
      titleNo: "Service på elsykkel {v}",
      titleEn: "E-bike service {v}",
      variants: [
        v("med programvareoppdatering", "with a software update", 899, 1390),
        v("med batterisjekk", "with a battery check", 799, 1290),
      ],
      descNo:
        "En full gjennomgang av elsykkelen med kontroll av motor, batteri og elektronikk i tillegg til vanlig service. Programvaren oppdateres hvis produsenten har en ny versjon.",
      descEn:
        "A full check of your e-bike, including motor, battery and electronics, on top of a regular service. The software is updated if the manufacturer has a new version.",
    },
    {
      id: "dry-cleaning",
      tags: ["laundry"],
      picture: "dry-cleaning",
      titleNo: "Rens av {v}",
      titleEn: "Dry cleaning of {v}",
      variants: [
        v("dress eller drakt", "a suit", 299, 499),
        v("tre plagg", "three garments", 349, 599),
        v("vinterjakke eller kåpe", "a winter jacket or coat", 349, 549),
      ],
      descNo:
        "Plaggene renses skånsomt, presses og leveres på kleshenger i beskyttende pose. Klart til henting innen tre virkedager.",
      descEn:
        "Your garments are gently cleaned, pressed and returned on hangers in protective covers. Ready for collection within three working days.",
      noteNo: "Gjelder ikke skinn, pels eller brudekjoler.",
      noteEn: "Not valid for leather, fur or wedding dresses.",
    },
    {
      id: "shirts",
      tags: ["laundry"],
      picture: "dry-cleaning",
      titleNo: "Vask og pressing av {v}",
      titleEn: "Washing and pressing of {v}",
      variants: [v("ti skjorter", "ten shirts", 349, 549), v("20 skjorter", "20 shirts", 599, 899)],
      descNo:
        "Skjortene vaskes, strykes og brettes eller henges opp etter ønske. Perfekt for deg som vil slippe strykebrettet.",
      descEn:
        "Your shirts are washed, ironed and folded or hung as you prefer. Perfect if you would rather avoid the ironing board.",
    },
    {
      id: "tailoring",
      tags: ["tailor"],
      picture: "tailoring",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Legging opp av to bukser", "Hemming of two pairs of trousers", 299, 499),
        v("Innsying av dress", "Taking in a suit", 690, 1190),
        v("Ny glidelås i jakke", "New zip in a jacket", 349, 599),
      ],
      descNo:
        "En erfaren skredder tar mål og tilpasser plaggene så de sitter perfekt. Du får en ferdigdato når du leverer.",
      descEn:
        "An experienced tailor takes your measurements and alters the garments so they fit perfectly. You get a ready date when you drop them off.",
    },
    {
      id: "home-cleaning",
      tags: ["cleaning"],
      picture: "cleaning",
      titleNo: "Husvask i {v}",
      titleEn: "Home cleaning for {v}",
      variants: [v("tre timer", "three hours", 1190, 1690), v("fem timer", "five hours", 1790, 2690)],
      descNo:
        "Renholderne vasker kjøkken, bad og gulv, tørker støv og rer opp sengene. Vaskemidler og utstyr er inkludert.",
      descEn:
        "The cleaners clean the kitchen, bathroom and floors, dust and make the beds. Cleaning products and equipment are included.",
      noteNo: "Gjelder innenfor kommunegrensen.",
      noteEn: "Valid within the municipality.",
    },
    {
      id: "move-out-cleaning",
      tags: ["cleaning"],
      picture: "cleaning",
      titleNo: "Flyttevask {v}",
      titleEn: "End-of-tenancy cleaning {v}",
      variants: [
        v("for leilighet opptil 60 m²", "for a flat up to 60 m²", 2990, 4490),
        v("for bolig opptil 100 m²", "for a home up to 100 m²", 4490, 6490),
      ],
      descNo:
        "En grundig vask av hele boligen etter en fast sjekkliste som utleiere og meglere godkjenner. Blir noe påpekt ved overtakelsen, kommer renholderne tilbake uten ekstra kostnad.",
      descEn:
        "A thorough clean of the whole home following a checklist approved by landlords and estate agents. If anything is pointed out at handover, the cleaners come back at no extra cost.",
      noteNo: "Gjelder innenfor kommunegrensen.",
      noteEn: "Valid within the municipality.",
    },
    {
      id: "windows",
      tags: ["windows"],
      picture: "window-cleaning",
      titleNo: "Vindusvask inne og ute {v}",
      titleEn: "Window cleaning inside and out {v}",
      variants: [v("for leilighet", "for a flat", 899, 1490), v("for enebolig", "for a house", 1490, 2490)],
      descNo:
        "Vinduene vaskes stripefritt på begge sider, og karmer og vinduskarmer tørkes av. Vaskerne tar med alt utstyr, også til vinduer som er vanskelige å nå.",
      descEn:
        "The windows are washed streak-free on both sides, and the frames and sills are wiped. The cleaners bring all the equipment, including for hard-to-reach windows.",
    },
    {
      id: "flower-subscription",
      tags: ["flowers"],
      picture: "florist",
      titleNo: "Blomsterabonnement {v}",
      titleEn: "Flower subscription {v}",
      variants: [
        v("med ukentlig bukett i én måned", "with a weekly bouquet for one month", 590, 990),
        v("annenhver uke i tre måneder", "every other week for three months", 990, 1590),
      ],
      descNo:
        "Floristen setter sammen en bukett av sesongens fineste snittblomster, klar til henting i butikken. Hjemlevering kan legges til mot et lite tillegg.",
      descEn:
        "The florist puts together a bouquet of the season's finest cut flowers, ready for collection in the shop. Home delivery can be added for a small extra charge.",
    },
    {
      id: "bouquet",
      tags: ["flowers"],
      picture: "florist",
      titleNo: "Håndbundet bukett {v}",
      titleEn: "Hand-tied bouquet {v}",
      variants: [v("etter florists valg", "of the florist's choice", 349, 599), v("med vase", "with a vase", 549, 899)],
      descNo:
        "En frodig bukett av sesongens blomster, bundet for hånd og pent pakket inn. Legg gjerne ved et personlig kort.",
      descEn:
        "A lush bouquet of seasonal flowers, tied by hand and beautifully wrapped. You are welcome to add a personal card.",
    },
    {
      id: "bread-subscription",
      tags: ["bakery"],
      picture: "bakery",
      titleNo: "Brødabonnement {v}",
      titleEn: "Bread subscription {v}",
      variants: [
        v("med ett brød i uken i én måned", "with one loaf a week for one month", 299, 449),
        v(
          "med brød og bakst hver lørdag i to måneder",
          "with bread and pastries every Saturday for two months",
          690,
          1090,
        ),
      ],
      descNo:
        "Hent nybakt surdeigsbrød av norsk korn i butikken på faste dager. Du kan bytte brød fra uke til uke, og bakerne forteller gjerne om melet de bruker.",
      descEn:
        "Collect freshly baked sourdough bread made from Norwegian grain in the shop on set days. You can switch loaves from week to week, and the bakers are happy to tell you about the flour they use.",
    },
    {
      id: "cream-cake",
      tags: ["bakery"],
      picture: "cream-cake",
      titleNo: "Bløtkake {v}",
      titleEn: "Cream cake {v}",
      variants: [v("til 12 personer", "for 12 people", 449, 699), v("til 20 personer", "for 20 people", 649, 999)],
      descNo:
        "Klassisk norsk bløtkake med vaniljekrem, jordbær og fløte, bakt samme dag som du henter den. Legg gjerne til en personlig hilsen i sjokolade.",
      descEn:
        "A classic Norwegian cream cake with vanilla custard, strawberries and whipped cream, baked on the day you collect it. Add a personal message in chocolate if you like.",
      noteNo: "Bestilles minst tre dager før henting.",
      noteEn: "Order at least three days before collection.",
    },
  ],

  wellness: [
    {
      id: "yoga-pass",
      tags: ["yoga"],
      picture: "yoga",
      titleNo: "Yogakort med {v}",
      titleEn: "Yoga pass with {v}",
      variants: [
        v("10 klipp", "10 classes", 890, 1490),
        v("fri tilgang i én måned", "unlimited classes for one month", 790, 1290),
      ],
      descNo:
        "Velg fritt mellom vinyasa, yin, hatha og morgenyoga gjennom hele uken. Matter, puter og tepper er inkludert.",
      descEn:
        "Choose freely between vinyasa, yin, hatha and morning yoga throughout the week. Mats, cushions and blankets are included.",
    },
    {
      id: "yoga-intro",
      tags: ["yoga"],
      picture: "yoga",
      titleNo: "Introkurs i yoga {v}",
      titleEn: "Introduction to yoga {v}",
      variants: [v("over fire uker", "over four weeks", 890, 1390), v("over seks uker", "over six weeks", 1190, 1790)],
      descNo:
        "Lær grunnstillinger, pust og avspenning i et rolig tempo med en erfaren lærer. Kurset passer for deg som aldri har prøvd yoga før.",
      descEn:
        "Learn the basic poses, breathing and relaxation at a calm pace with an experienced teacher. The course is for those who have never tried yoga before.",
    },
    {
      id: "meditation",
      tags: ["meditation"],
      picture: "meditation",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Meditasjonskurs over fire kvelder", "Meditation course over four evenings", 990, 1490),
        v("Meditasjonskurs på én dag", "One-day meditation course", 790, 1190),
      ],
      descNo:
        "Få enkle verktøy for å roe ned tankene, håndtere stress og sove bedre. Kurset er praktisk og krever ingen forkunnskaper.",
      descEn:
        "Get simple tools to calm your mind, manage stress and sleep better. The course is practical and needs no prior experience.",
    },
    {
      id: "breathwork",
      tags: ["meditation"],
      picture: "meditation",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Pustekurs på tre timer", "Three-hour breathwork workshop", 490, 890),
        v("Pustekurs med isbad", "Breathwork workshop with an ice bath", 690, 1190),
      ],
      descNo:
        "Lær pusteteknikker som gir mer energi og ro i hverdagen, veiledet av en sertifisert instruktør. Workshopen avsluttes med en lang avspenning.",
      descEn:
        "Learn breathing techniques that give you more energy and calm in everyday life, guided by a certified instructor. The workshop ends with a long relaxation.",
    },
    {
      id: "sauna",
      tags: ["sauna"],
      picture: "sauna-jetty",
      titleNo: "Badstue og kaldt bad for {v}",
      titleEn: "Sauna and cold plunge for {v}",
      variants: forTwoAndFour([398, 698], [698, 1198]),
      descNo:
        "Veksle mellom varm, vedfyrt badstue og et forfriskende dypp i sjøen, slik nordmenn har gjort i generasjoner. Håndkle og en kopp varm te er inkludert.",
      descEn:
        "Alternate between a hot, wood-fired sauna and a refreshing dip in the sea, just as Norwegians have done for generations. A towel and a cup of hot tea are included.",
    },
    {
      id: "private-sauna",
      tags: ["sauna"],
      picture: "private-sauna",
      titleNo: "Privat badstue {v}",
      titleEn: "Private sauna {v}",
      variants: [
        v("for opptil åtte personer i to timer", "for up to eight people for two hours", 1990, 2990),
        v("for to med snacks og drikke", "for two with snacks and drinks", 990, 1590),
      ],
      descNo:
        "Dere har badstuen helt for dere selv, perfekt til bursdag, avslutning eller en stille stund. Ta med badetøy, så ordner vertskapet resten.",
      descEn:
        "You have the sauna all to yourselves, perfect for a birthday, an end-of-season party or a quiet moment. Bring your swimwear and the hosts take care of the rest.",
    },
    {
      id: "floating",
      tags: ["float"],
      picture: "floating",
      titleNo: "{v} i saltvannstank",
      titleEn: "{v} in a salt-water tank",
      variants: [
        v("60 minutter flyting", "60-minute float", 590, 990),
        v("Tre økter flyting", "Three floating sessions", 1490, 2290),
      ],
      descNo:
        "I en tank med kroppsvarmt vann og mye epsomsalt flyter du vektløst i stillhet og mørke. Mange opplever dyp avslapning og bedre søvn etter bare én økt.",
      descEn:
        "In a tank of body-temperature water with plenty of Epsom salt, you float weightlessly in silence and darkness. Many people feel deeply relaxed and sleep better after just one session.",
    },
    {
      id: "naprapathy",
      tags: ["therapy"],
      picture: "naprapathy",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Naprapatbehandling med undersøkelse", "Naprapathy treatment with an examination", 690, 990),
        v("Tre naprapatbehandlinger", "Three naprapathy treatments", 1690, 2490),
      ],
      descNo:
        "Naprapaten undersøker muskler og ledd og behandler plager i nakke, rygg og skuldre med manuelle teknikker. Du får øvelser tilpasset deg til å gjøre hjemme.",
      descEn:
        "The naprapath examines your muscles and joints and treats neck, back and shoulder problems with manual techniques. You get exercises tailored to you to do at home.",
    },
    {
      id: "acupuncture",
      tags: ["therapy"],
      picture: "acupuncture",
      titleNo: "{v}",
      titleEn: "{v}",
      variants: [
        v("Akupunktur med første konsultasjon", "Acupuncture with a first consultation", 590, 890),
        v("Tre akupunkturbehandlinger", "Three acupuncture treatments", 1390, 2090),
      ],
      descNo:
        "En autorisert akupunktør kartlegger plagene dine og setter opp en behandlingsplan. Akupunktur brukes blant annet mot spenningshodepine, muskelsmerter og søvnproblemer.",
      descEn:
        "A registered acupuncturist maps out your symptoms and sets up a treatment plan. Acupuncture is used for tension headaches, muscle pain and sleep problems, among other things.",
    },
    {
      id: "sound-bath",
      tags: ["meditation", "yoga"],
      picture: "sound-bath",
      titleNo: "Lydbad med gonger og syngeskåler {v}",
      titleEn: "Sound bath with gongs and singing bowls {v}",
      variants: forOneAndTwo([349, 590], [598, 990]),
      descNo:
        "Du ligger godt på en matte under et teppe mens toner fra gonger og syngeskåler fyller rommet. En dyp avslapning for kropp og sinn.",
      descEn:
        "You lie comfortably on a mat under a blanket while tones from gongs and singing bowls fill the room. Deep relaxation for body and mind.",
    },
    {
      id: "retreat",
      tags: ["retreat"],
      picture: "turf-cabin",
      titleNo: "Yogaretreat i fjellet {v}",
      titleEn: "Mountain yoga retreat {v}",
      variants: [
        v("over en helg med full pensjon", "for a weekend with full board", 3990, 5990),
        v("i fire dager med full pensjon", "for four days with full board", 6990, 9990),
      ],
      descNo:
        "Kom deg bort fra hverdagen med daglig yoga, turer i fjellet og sunn mat laget fra bunnen av. Overnatting i enkeltrom med utsikt er inkludert.",
      descEn:
        "Get away from it all with daily yoga, mountain walks and healthy food made from scratch. Accommodation in a single room with a view is included.",
    },
    {
      id: "yoga-brunch",
      tags: ["yoga", "retreat"],
      picture: "yoga",
      titleNo: "Yoga og brunsj {v}",
      titleEn: "Yoga and brunch {v}",
      variants: forOneAndTwo([390, 690], [690, 1190]),
      descNo:
        "Start helgen med 75 minutter rolig yoga, etterfulgt av en sunn brunsj med smoothie. En god kombinasjon av bevegelse og hygge.",
      descEn:
        "Start the weekend with 75 minutes of gentle yoga, followed by a healthy brunch with a smoothie. A perfect mix of movement and cosiness.",
    },
    {
      id: "nutrition",
      tags: ["therapy"],
      picture: "nutrition",
      titleNo: "Kostholdsveiledning {v}",
      titleEn: "Nutrition coaching {v}",
      variants: [
        v("med én oppfølgingstime", "with one follow-up session", 890, 1390),
        v("med personlig kostplan", "with a personal meal plan", 1190, 1690),
      ],
      descNo:
        "En klinisk ernæringsfysiolog går gjennom vanene dine og hjelper deg med realistiske endringer. Passer hvis du vil ha mer energi, gå ned i vekt eller spise mer plantebasert.",
      descEn:
        "A clinical nutritionist reviews your habits and helps you make realistic changes. Ideal if you want more energy, to lose weight or to eat more plant-based food.",
    },
    {
      id: "sleep-course",
      tags: ["meditation", "therapy"],
      picture: "sleep",
      titleNo: "Kurs i bedre søvn {v}",
      titleEn: "Better sleep course {v}",
      variants: [
        v("over tre kvelder", "over three evenings", 790, 1290),
        v("på nett med oppfølging", "online with follow-up", 590, 990),
      ],
      descNo:
        "Lær hva som påvirker søvnen, og få konkrete teknikker fra kognitiv terapi mot søvnvansker. Kurset ledes av en psykolog med lang erfaring.",
      descEn:
        "Learn what affects your sleep and get practical techniques from cognitive therapy for insomnia. The course is led by a psychologist with many years of experience.",
    },
  ],
};
