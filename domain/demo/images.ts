// Pictures the app serves itself from public/images (hand-made SVG illustrations).
import type { CategoryId, SeedImage } from "./types";

/** A deal picture belongs to one category: its file name starts with the category's id. */
export interface DealPicture extends SeedImage {
  category: CategoryId;
}

function picture(category: CategoryId, file: string, altNo: string, altEn: string): DealPicture {
  return { category, src: `/images/deals/${file}.svg`, altNo, altEn };
}

/**
 * The deals' pictures, one per subject, keyed by what the picture shows so that a template's
 * `picture: "kayak"` on a fishing trip stands out in review. A file stays in public/images/deals
 * after its last template moves away, because databases seeded earlier still point to it.
 */
export const DEAL_PICTURES = {
  "spa-stones": picture(
    "beauty-spa",
    "beauty-spa-1",
    "Stablede spasteiner med en hvit blomst og et tent stearinlys",
    "Stacked spa stones with a white flower and a lit candle",
  ),
  massage: picture(
    "beauty-spa",
    "beauty-spa-2",
    "Person som får varmesteinsmassasje på en massasjebenk ved et vindu med fjellutsikt",
    "A person enjoying a hot stone massage on a massage table by a window with a mountain view",
  ),
  "hair-salon": picture(
    "beauty-spa",
    "beauty-spa-3",
    "Hårføner, saks og kam til frisørtimen",
    "A hair dryer, scissors and a comb for a hair appointment",
  ),
  "nail-polish": picture(
    "beauty-spa",
    "beauty-spa-4",
    "Tre flasker neglelakk i rosa, rødt og lilla med en neglefil",
    "Three bottles of nail polish in pink, red and purple with a nail file",
  ),
  "face-mask": picture(
    "beauty-spa",
    "beauty-spa-5",
    "Kvinne med ansiktsmaske, agurkskiver på øynene og håndkle på hodet",
    "A woman with a face mask, cucumber slices on her eyes and a towel on her head",
  ),
  "camera-landscape": picture(
    "photography",
    "photography-1",
    "Speilreflekskamera foran fjell i solnedgang",
    "A DSLR camera in front of mountains at sunset",
  ),
  "wedding-bouquet": picture(
    "photography",
    "photography-2",
    "Brudebukett med roser og to gifteringer",
    "A bridal bouquet of roses and two wedding rings",
  ),
  "family-photos": picture(
    "photography",
    "photography-3",
    "Polaroidbilder av et fjellandskap og en familie i solnedgang",
    "Instant photos of a mountain landscape and a family at sunset",
  ),
  "photo-studio": picture(
    "photography",
    "photography-4",
    "Fotostudio med softboks, fotobakgrunn, krakk og kamera på stativ",
    "A photo studio with a softbox, a backdrop, a stool and a camera on a tripod",
  ),
  "party-flash": picture(
    "photography",
    "photography-5",
    "Kamera med blits under lysslynger og konfetti på en fest",
    "A camera flash going off under string lights and confetti at a party",
  ),
  "salmon-dinner": picture(
    "dining",
    "dining-1",
    "Tallerken med laks, poteter og grønt, med kniv og gaffel",
    "A plate of salmon with potatoes and greens, with a knife and fork",
  ),
  sushi: picture(
    "dining",
    "dining-2",
    "Sushi på et trebrett med spisepinner og soyasaus",
    "Sushi on a wooden board with chopsticks and soy sauce",
  ),
  pizza: picture(
    "dining",
    "dining-3",
    "Pizza med pepperoni, mozzarella og basilikum på et trebrett",
    "A pizza with pepperoni, mozzarella and basil on a wooden board",
  ),
  "latte-bun": picture(
    "dining",
    "dining-4",
    "Caffè latte og kanelbolle på et trebord",
    "A latte and a cinnamon bun on a wooden table",
  ),
  "wine-by-fjord": picture(
    "dining",
    "dining-5",
    "Et glass rødvin på et bord ved fjorden i solnedgang",
    "A glass of red wine on a table by the fjord at sunset",
  ),
  kayak: picture(
    "activities",
    "activities-1",
    "Padler i en oransje kajakk på en fjord mellom fjell",
    "A paddler in an orange kayak on a fjord between mountains",
  ),
  climbing: picture(
    "activities",
    "activities-2",
    "Klatrer på en klatrevegg med fargerike grep og tau",
    "A climber on a climbing wall with colourful holds and a rope",
  ),
  "escape-room": picture(
    "activities",
    "activities-3",
    "Låst dør med hengelås, nøkkel og veggklokke i et escape room",
    "A locked door with a padlock, a key and a wall clock in an escape room",
  ),
  "northern-lights": picture(
    "activities",
    "activities-5",
    "To personer ser på nordlyset over snødekte fjell ved en rød hytte",
    "Two people watching the northern lights over snowy mountains by a red cabin",
  ),
  dumbbells: picture(
    "fitness",
    "fitness-1",
    "Manualer, en kettlebell og en vannflaske på et treningssenter",
    "Dumbbells, a kettlebell and a water bottle at a gym",
  ),
  "running-shoe": picture("fitness", "fitness-3", "Løpesko og stoppeklokke", "A running shoe and a stopwatch"),
  crossfit: picture(
    "fitness",
    "fitness-4",
    "Vektstang med skiver, hoppeboks og hoppetau på et crossfitsenter",
    "A loaded barbell, a plyo box and a jump rope at a CrossFit gym",
  ),
  concert: picture(
    "events",
    "events-1",
    "Konsertscene med lyskastere, band og publikum med hendene i været",
    "A concert stage with spotlights, a band and a crowd with their hands in the air",
  ),
  "stand-up": picture(
    "events",
    "events-2",
    "Mikrofon i spotlys foran en murvegg på en standupscene",
    "A microphone in the spotlight by a brick wall on a stand-up comedy stage",
  ),
  theatre: picture(
    "events",
    "events-3",
    "Teatermasker på en scene med røde fløyelsgardiner",
    "Theatre masks on a stage with red velvet curtains",
  ),
  festival: picture(
    "events",
    "events-4",
    "Festival med pariserhjul, telt og flaggborder i skumringen",
    "A festival with a Ferris wheel, tents and bunting at dusk",
  ),
  bakery: picture(
    "local",
    "local-1",
    "Bakeri med brød, baguett og croissant under en stripete markise",
    "A bakery with a loaf, a baguette and a croissant under a striped awning",
  ),
  "car-wash": picture(
    "local",
    "local-2",
    "Rød bil dekket av såpeskum i en bilvask",
    "A red car covered in soap suds at a car wash",
  ),
  "bike-workshop": picture(
    "local",
    "local-3",
    "Sykkel på verksted med fastnøkkel og verktøytavle",
    "A bicycle in a repair workshop with a wrench and a tool board",
  ),
  cleaning: picture(
    "local",
    "local-4",
    "Sprayflaske, bøtte med såpeskum og svamp til rengjøring",
    "A spray bottle, a bucket of suds and a sponge for cleaning",
  ),
  florist: picture(
    "local",
    "local-5",
    "Blomsterbutikk med markise og bøtter fulle av blomster",
    "A florist's shop with an awning and buckets full of flowers",
  ),
  "sauna-jetty": picture(
    "wellness",
    "wellness-1",
    "Badstue i tre på en brygge ved fjorden, med damp fra pipa",
    "A wooden sauna on a jetty by the fjord, with steam rising from the chimney",
  ),
  floating: picture(
    "wellness",
    "wellness-3",
    "Person som flyter avslappet i vannet",
    "A person floating, relaxed, in the water",
  ),
  meditation: picture(
    "wellness",
    "wellness-4",
    "Kvinne som mediterer med bena i kryss foran fjell i soloppgang",
    "A woman meditating cross-legged in front of mountains at sunrise",
  ),
  "turf-cabin": picture(
    "wellness",
    "wellness-5",
    "Hytte med torvtak og lys i vinduene en kveld med månelys",
    "A cabin with a turf roof and lit windows on a moonlit evening",
  ),
  "sea-fishing": picture(
    "activities",
    "activities-sea-fishing",
    "Fiskebåt på fjorden med en fisker som har fått en fisk på kroken",
    "A fishing boat on the fjord with an angler who has a fish on the hook",
  ),
  "whale-safari": picture(
    "activities",
    "activities-whale-safari",
    "Hval som dukker opp ved en safaribåt, med en halefinne i bakgrunnen og snødekte fjell",
    "A whale surfacing beside a safari boat, with a tail fluke behind and snowy mountains",
  ),
  "rib-boat": picture(
    "activities",
    "activities-rib-boat",
    "RIB-båt med tre passasjerer i røde drakter som suser over fjorden",
    "A RIB boat with three passengers in red suits speeding across the fjord",
  ),
  "mountain-hike": picture(
    "activities",
    "activities-mountain-hike",
    "Fotturist med sekk og stav på en sti opp mot en fjelltopp med flagg",
    "A hiker with a backpack and a pole on a trail up to a summit with a flag",
  ),
  "dog-sledding": picture(
    "activities",
    "activities-dog-sledding",
    "Hundespann med tre hunder som trekker en slede gjennom snøen",
    "A team of three dogs pulling a sled through the snow",
  ),
  reindeer: picture(
    "activities",
    "activities-reindeer",
    "Rein som trekker en pulk med en person i kofte, ved en lavvo i snøen",
    "A reindeer pulling a sled with a person in a gákti, by a lavvo in the snow",
  ),
  "axe-throwing": picture(
    "activities",
    "activities-axe-throwing",
    "Øks i blinken på en skive av treplanker, med to økser ved siden av",
    "An axe in the bullseye of a wooden target, with two more axes beside it",
  ),
  "go-kart": picture(
    "activities",
    "activities-go-kart",
    "Rød gokart med fører i hjelm på en bane med rutete målflagg",
    "A red go-kart with a helmeted driver on a track with a chequered flag",
  ),
  acupuncture: picture(
    "wellness",
    "wellness-acupuncture",
    "Person som ligger på en behandlingsbenk med tynne akupunkturnåler i ryggen",
    "A person lying on a treatment table with thin acupuncture needles in their back",
  ),
  naprapathy: picture(
    "wellness",
    "wellness-naprapathy",
    "Naprapat som behandler ryggen til en person på en benk, med en plansje av ryggraden",
    "A naprapath treating a person's back on a table, with a chart of the spine",
  ),
  "sound-bath": picture(
    "wellness",
    "wellness-sound-bath",
    "Gong i et trestativ og tre syngeskåler i messing",
    "A gong in a wooden stand and three brass singing bowls",
  ),
  nutrition: picture(
    "wellness",
    "wellness-nutrition",
    "Skål med grønnsaker, et eple og en kostplan med avkrysninger",
    "A bowl of vegetables, an apple and a meal plan with ticks",
  ),
  yoga: picture(
    "wellness",
    "wellness-yoga",
    "Person i nedovervendt hund på en yogamatte ved et vindu med fjellutsikt",
    "A person in downward dog on a yoga mat by a window with a mountain view",
  ),
  boxing: picture(
    "fitness",
    "fitness-boxing",
    "Rød boksesekk og et par boksehansker i en boksesal",
    "A red punchbag and a pair of boxing gloves in a boxing gym",
  ),
  spinning: picture(
    "fitness",
    "fitness-spinning",
    "Syklist i full fart på en spinningsykkel i en sal med farget lys",
    "A rider going all out on an indoor cycling bike in a studio with coloured lights",
  ),
  pilates: picture(
    "fitness",
    "fitness-pilates",
    "Person som trener pilates liggende på en reformer-maskin",
    "A person doing Pilates lying on a reformer machine",
  ),
  tyres: picture(
    "local",
    "local-tyres",
    "Bildekk med blank felg foran et dekkhotell med stablede dekk",
    "A car tyre with a shiny rim in front of a tyre storage rack",
  ),
  "dry-cleaning": picture(
    "local",
    "local-dry-cleaning",
    "Nyrenset skjorte, dress og kjole på kleshengere under plast",
    "A freshly cleaned shirt, suit and dress on hangers under plastic",
  ),
  tailoring: picture(
    "local",
    "local-tailoring",
    "Symaskin med trådsnelle, målebånd og saks på et arbeidsbord",
    "A sewing machine with a spool of thread, a tape measure and scissors on a workbench",
  ),
  burger: picture(
    "dining",
    "dining-burger",
    "Hamburger med ost, salat og tomat, pommes frites og en brus",
    "A burger with cheese, lettuce and tomato, fries and a soft drink",
  ),
  steak: picture(
    "dining",
    "dining-steak",
    "Grillet biff med kryddersmør og pommes frites, med et glass rødvin",
    "A grilled steak with herb butter and chips, with a glass of red wine",
  ),
  jazz: picture(
    "events",
    "events-jazz",
    "Saksofon og noter i spotlys, med et middagsbord med levende lys",
    "A saxophone and musical notes in the spotlight, with a candlelit dinner table",
  ),
  cinema: picture(
    "events",
    "events-cinema",
    "Kinosal med lerret, røde seter, popkorn og brus",
    "A cinema with a screen, red seats, popcorn and a soft drink",
  ),
  cocktail: picture(
    "events",
    "events-cocktail",
    "Shaker, en cocktail med appelsinskive og en drink med mynte i en bar",
    "A shaker, a cocktail with an orange slice and a drink with mint at a bar",
  ),
  "lashes-brows": picture(
    "beauty-spa",
    "beauty-spa-lashes-brows",
    "To øyne med løftede vipper og formede bryn, med maskara og pinsett",
    "Two eyes with lifted lashes and shaped brows, with mascara and tweezers",
  ),
  couple: picture(
    "photography",
    "photography-couple",
    "Kjærestepar hånd i hånd foran fjell i solnedgang, med et kamera",
    "A couple holding hands in front of mountains at sunset, with a camera",
  ),
  pet: picture(
    "photography",
    "photography-pet",
    "Hund med rødt halsbånd foran en fotobakgrunn og et kamera på stativ",
    "A dog with a red collar in front of a photo backdrop and a camera on a tripod",
  ),
  paddleboard: picture(
    "activities",
    "activities-paddleboard",
    "Person som står på et gult padlebrett med åre på et stille vann",
    "A person standing on a yellow paddleboard with a paddle on calm water",
  ),
  "cross-country-ski": picture(
    "activities",
    "activities-cross-country-ski",
    "Langrennsløper med staver i oppkjørte spor mellom snødekte trær",
    "A cross-country skier with poles in groomed tracks between snowy trees",
  ),
  snowshoe: picture(
    "activities",
    "activities-snowshoe",
    "Person på truger med sekk og stav en måneskinnskveld, ved et bål i snøen",
    "A person on snowshoes with a backpack and a pole on a moonlit evening, by a campfire in the snow",
  ),
  newborn: picture(
    "photography",
    "photography-newborn",
    "Nyfødt baby som sover i en flettet kurv under et lyseblått teppe",
    "A newborn baby asleep in a woven basket under a pale blue blanket",
  ),
  smartphone: picture(
    "photography",
    "photography-smartphone",
    "Hender som holder en mobiltelefon og tar bilde av fjell i solnedgang",
    "Hands holding a mobile phone taking a picture of mountains at sunset",
  ),
  "aurora-camera": picture(
    "photography",
    "photography-aurora",
    "Kamera på stativ og en fotograf under grønt nordlys over fjellene",
    "A camera on a tripod and a photographer under green northern lights over the mountains",
  ),
  canvas: picture(
    "photography",
    "photography-canvas",
    "Lerretsbilde av et par foran fjellene, hengt på veggen over et sideboard",
    "A canvas print of a couple in front of the mountains, hung on the wall above a sideboard",
  ),
  seafood: picture(
    "dining",
    "dining-seafood",
    "Sjømatfat med krabbe, reker og blåskjell på is, med et glass hvitvin",
    "A seafood platter with crab, prawns and mussels on ice, with a glass of white wine",
  ),
  brunch: picture(
    "dining",
    "dining-brunch",
    "Brunsj med speilegg, avokadotoast og bacon, appelsinjuice og en kopp kaffe",
    "Brunch with a fried egg, avocado toast and bacon, orange juice and a cup of coffee",
  ),
  "afternoon-tea": picture(
    "dining",
    "dining-afternoon-tea",
    "Kakefat i tre etasjer med småkaker, scones og sandwicher ved en tekanne",
    "A three-tier cake stand with cakes, scones and sandwiches beside a teapot",
  ),
  "baking-class": picture(
    "dining",
    "dining-baking-class",
    "Deig, kjevle og mel på en benk, kanelboller på et brett og en kokkelue",
    "Dough, a rolling pin and flour on a counter, cinnamon buns on a tray and a chef's hat",
  ),
  "cooking-class": picture(
    "dining",
    "dining-cooking-class",
    "Hel fisk og laksebiter på et skjærebrett med kniv, under hengende kjøkkenredskaper",
    "A whole fish and salmon pieces on a chopping board with a knife, under hanging kitchen tools",
  ),
  quiz: picture(
    "events",
    "events-quiz",
    "Stort spørsmålstegn over et bord med svarark, blyant, en pils og en ringeklokke",
    "A big question mark over a table with an answer sheet, a pencil, a beer and a buzzer",
  ),
  "paint-and-wine": picture(
    "events",
    "events-paint-and-wine",
    "Staffeli med et maleri av fjell, en palett, en pensel og et glass rødvin",
    "An easel with a painting of mountains, a palette, a brush and a glass of red wine",
  ),
  maternity: picture(
    "photography",
    "photography-maternity",
    "Gravid kvinne i lys kjole med hendene på magen, foran et kamera på stativ",
    "A pregnant woman in a light dress with her hands on her bump, in front of a camera on a tripod",
  ),
  confirmation: picture(
    "photography",
    "photography-confirmation",
    "Konfirmant i bunad foran en hvit kirke, med et kamera på stativ",
    "A confirmand in a bunad in front of a white church, with a camera on a tripod",
  ),
  "music-bingo": picture(
    "events",
    "events-music-bingo",
    "Bingobrett med noter og gule brikker ved siden av en mikrofon",
    "A bingo card with musical notes and yellow counters beside a microphone",
  ),
  "body-scrub": picture(
    "beauty-spa",
    "beauty-spa-body-scrub",
    "Krukke med rosa kroppsskrubb, en børste og sammenbrettede håndklær",
    "A jar of pink body scrub, a brush and folded towels",
  ),
  "window-cleaning": picture(
    "local",
    "local-window-cleaning",
    "Nal som vasker et skinnende vindu, med en bøtte såpeskum og en sprayflaske",
    "A squeegee cleaning a shining window, with a bucket of suds and a spray bottle",
  ),
  "cream-cake": picture(
    "local",
    "local-cream-cake",
    "Bløtkake med krem, jordbær og blåbær på et kakefat, med et lys",
    "A cream cake with strawberries and blueberries on a cake stand, with a candle",
  ),
  sleep: picture(
    "wellness",
    "wellness-sleep",
    "Person som sover godt i en seng under dyna, med månen i vinduet",
    "A person sleeping soundly in bed under the duvet, with the moon in the window",
  ),
  bootcamp: picture(
    "fitness",
    "fitness-bootcamp",
    "To personer som trener utendørs med hopp, manualer og et treningstau på en gressplen",
    "Two people training outdoors with jumps, dumbbells and a battle rope on a lawn",
  ),
  "private-sauna": picture(
    "wellness",
    "wellness-private-sauna",
    "Badstue med trebenker, håndklær, saunaovn med damp og en bøtte med øse",
    "A sauna with wooden benches, towels, a steaming stove and a bucket with a ladle",
  ),
  "murder-mystery": picture(
    "events",
    "events-murder-mystery",
    "Middagsbord med kandelaber, lupe, et brev og et glass rødvin under et portrett av en skikkelse i flosshatt",
    "A dinner table with a candelabra, a magnifying glass, a letter and a glass of red wine below a portrait of a figure in a top hat",
  ),
  singalong: picture(
    "events",
    "events-singalong",
    "Tre personer som synger med på en skjerm med sangtekst, en av dem med mikrofon",
    "Three people singing along to a screen of lyrics, one of them with a microphone",
  ),
  "couples-massage": picture(
    "beauty-spa",
    "beauty-spa-couples-massage",
    "To personer som ligger på hver sin massasjebenk, med stearinlys og to glass musserende vin",
    "Two people lying on massage tables side by side, with a candle and two glasses of sparkling wine",
  ),
  "body-scan": picture(
    "fitness",
    "fitness-body-scan",
    "Kroppsanalysevekt med skjerm og håndtak, ved et ark med søylediagram og kakediagram",
    "A body composition scale with a screen and handles, beside a sheet with bar and pie charts",
  ),
} satisfies Record<string, DealPicture>;

export type DealPictureKey = keyof typeof DEAL_PICTURES;

/** One tile picture per category. */
export const CATEGORY_IMAGES: Record<CategoryId, SeedImage> = {
  "beauty-spa": {
    src: "/images/categories/beauty-spa.svg",
    altNo: "Sammenrullede håndklær, massasjeolje, spasteiner og en orkidé",
    altEn: "Rolled towels, massage oil, spa stones and an orchid",
  },
  photography: {
    src: "/images/categories/photography.svg",
    altNo: "Retrokamera og et polaroidbilde av fjell",
    altEn: "A retro camera and an instant photo of mountains",
  },
  dining: {
    src: "/images/categories/dining.svg",
    altNo: "Serveringsklokke med damp på en tallerken, med gaffel og kniv",
    altEn: "A steaming serving cloche on a plate, with a fork and knife",
  },
  activities: {
    src: "/images/categories/activities.svg",
    altNo: "Sightseeingbåt på en fjord mellom snødekte fjell",
    altEn: "A sightseeing boat on a fjord between snow-capped mountains",
  },
  fitness: {
    src: "/images/categories/fitness.svg",
    altNo: "Manual og vannflaske",
    altEn: "A dumbbell and a water bottle",
  },
  events: {
    src: "/images/categories/events.svg",
    altNo: "Billett med stjerne, konfetti og noter",
    altEn: "A ticket with a star, confetti and musical notes",
  },
  local: {
    src: "/images/categories/local.svg",
    altNo: "Fargerike trehus ved vannet, som på Bryggen",
    altEn: "Colourful wooden houses by the water, like Bryggen in Bergen",
  },
  wellness: {
    src: "/images/categories/wellness.svg",
    altNo: "Badstue med ovn, damp, trebenker og bøtte med øse",
    altEn: "A sauna with a stove, steam, wooden benches and a bucket with a ladle",
  },
};
