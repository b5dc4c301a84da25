// Pictures the app serves itself from public/images (hand-made SVG illustrations).
import type { CategoryId, SeedImage } from "./types";

/** Five pictures per category, for the deals. */
export const DEAL_IMAGES: Record<CategoryId, readonly SeedImage[]> = {
  "beauty-spa": [
    {
      src: "/images/deals/beauty-spa-1.svg",
      altNo: "Stablede spasteiner med en hvit blomst og et tent stearinlys",
      altEn: "Stacked spa stones with a white flower and a lit candle",
    },
    {
      src: "/images/deals/beauty-spa-2.svg",
      altNo: "Person som får varmesteinsmassasje på en massasjebenk ved et vindu med fjellutsikt",
      altEn: "A person enjoying a hot stone massage on a massage table by a window with a mountain view",
    },
    {
      src: "/images/deals/beauty-spa-3.svg",
      altNo: "Hårføner, saks og kam til frisørtimen",
      altEn: "A hair dryer, scissors and a comb for a hair appointment",
    },
    {
      src: "/images/deals/beauty-spa-4.svg",
      altNo: "Tre flasker neglelakk i rosa, rødt og lilla med en neglefil",
      altEn: "Three bottles of nail polish in pink, red and purple with a nail file",
    },
    {
      src: "/images/deals/beauty-spa-5.svg",
      altNo: "Kvinne med ansiktsmaske, agurkskiver på øynene og håndkle på hodet",
      altEn: "A woman with a face mask, cucumber slices on her eyes and a towel on her head",
    },
  ],
  photography: [
    {
      src: "/images/deals/photography-1.svg",
      altNo: "Speilreflekskamera foran fjell i solnedgang",
      altEn: "A DSLR camera in front of mountains at sunset",
    },
    {
      src: "/images/deals/photography-2.svg",
      altNo: "Brudebukett med roser og to gifteringer",
      altEn: "A bridal bouquet of roses and two wedding rings",
    },
    {
      src: "/images/deals/photography-3.svg",
      altNo: "Polaroidbilder av et fjellandskap og en familie i solnedgang",
      altEn: "Instant photos of a mountain landscape and a family at sunset",
    },
    {
      src: "/images/deals/photography-4.svg",
      altNo: "Fotostudio med softboks, fotobakgrunn, krakk og kamera på stativ",
      altEn: "A photo studio with a softbox, a backdrop, a stool and a camera on a tripod",
    },
    {
      src: "/images/deals/photography-5.svg",
      altNo: "Kamera med blits under lysslynger og konfetti på en fest",
      altEn: "A camera flash going off under string lights and confetti at a party",
    },
  ],
  dining: [
    {
      src: "/images/deals/dining-1.svg",
      altNo: "Tallerken med laks, poteter og grønt, med kniv og gaffel",
      altEn: "A plate of salmon with potatoes and greens, with a knife and fork",
    },
    {
      src: "/images/deals/dining-2.svg",
      altNo: "Sushi på et trebrett med spisepinner og soyasaus",
      altEn: "Sushi on a wooden board with chopsticks and soy sauce",
    },
    {
      src: "/images/deals/dining-3.svg",
      altNo: "Pizza med pepperoni, mozzarella og basilikum på et trebrett",
      altEn: "A pizza with pepperoni, mozzarella and basil on a wooden board",
    },
    {
      src: "/images/deals/dining-4.svg",
      altNo: "Caffè latte og kanelbolle på et trebord",
      altEn: "A latte and a cinnamon bun on a wooden table",
    },
    {
      src: "/images/deals/dining-5.svg",
      altNo: "Et glass rødvin på et bord ved fjorden i solnedgang",
      altEn: "A glass of red wine on a table by the fjord at sunset",
    },
  ],
  activities: [
    {
      src: "/images/deals/activities-1.svg",
      altNo: "Padler i en oransje kajakk på en fjord mellom fjell",
      altEn: "A paddler in an orange kayak on a fjord between mountains",
    },
    {
      src: "/images/deals/activities-2.svg",
      altNo: "Klatrer på en klatrevegg med fargerike grep og tau",
      altEn: "A climber on a climbing wall with colourful holds and a rope",
    },
    {
      src: "/images/deals/activities-3.svg",
      altNo: "Låst dør med hengelås, nøkkel og veggklokke i et escape room",
      altEn: "A locked door with a padlock, a key and a wall clock in an escape room",
    },
    {
      src: "/images/deals/activities-4.svg",
      altNo: "Bowlingkule som ruller mot kjegler på en bowlingbane",
      altEn: "A bowling ball rolling towards the pins on a bowling lane",
    },
    {
      src: "/images/deals/activities-5.svg",
      altNo: "To personer ser på nordlyset over snødekte fjell ved en rød hytte",
      altEn: "Two people watching the northern lights over snowy mountains by a red cabin",
    },
  ],
  fitness: [
    {
      src: "/images/deals/fitness-1.svg",
      altNo: "Manualer, en kettlebell og en vannflaske på et treningssenter",
      altEn: "Dumbbells, a kettlebell and a water bottle at a gym",
    },
    {
      src: "/images/deals/fitness-2.svg",
      altNo: "Kvinne i treposisjon på en yogamatte ved et vindu med fjellutsikt",
      altEn: "A woman in tree pose on a yoga mat by a window with a mountain view",
    },
    {
      src: "/images/deals/fitness-3.svg",
      altNo: "Løpesko og stoppeklokke",
      altEn: "A running shoe and a stopwatch",
    },
    {
      src: "/images/deals/fitness-4.svg",
      altNo: "Vektstang med skiver, hoppeboks og hoppetau på et crossfitsenter",
      altEn: "A loaded barbell, a plyo box and a jump rope at a CrossFit gym",
    },
    {
      src: "/images/deals/fitness-5.svg",
      altNo: "Svømmer i et basseng med banetau og livbøye",
      altEn: "A swimmer in a pool with lane ropes and a lifebuoy",
    },
  ],
  events: [
    {
      src: "/images/deals/events-1.svg",
      altNo: "Konsertscene med lyskastere, band og publikum med hendene i været",
      altEn: "A concert stage with spotlights, a band and a crowd with their hands in the air",
    },
    {
      src: "/images/deals/events-2.svg",
      altNo: "Mikrofon i spotlys foran en murvegg på en standupscene",
      altEn: "A microphone in the spotlight by a brick wall on a stand-up comedy stage",
    },
    {
      src: "/images/deals/events-3.svg",
      altNo: "Teatermasker på en scene med røde fløyelsgardiner",
      altEn: "Theatre masks on a stage with red velvet curtains",
    },
    {
      src: "/images/deals/events-4.svg",
      altNo: "Festival med pariserhjul, telt og flaggborder i skumringen",
      altEn: "A festival with a Ferris wheel, tents and bunting at dusk",
    },
    {
      src: "/images/deals/events-5.svg",
      altNo: "Vinflaske, to glass rødvin, druer og ost til vinsmaking",
      altEn: "A bottle of wine, two glasses of red wine, grapes and cheese for a wine tasting",
    },
  ],
  local: [
    {
      src: "/images/deals/local-1.svg",
      altNo: "Bakeri med brød, baguett og croissant under en stripete markise",
      altEn: "A bakery with a loaf, a baguette and a croissant under a striped awning",
    },
    {
      src: "/images/deals/local-2.svg",
      altNo: "Rød bil dekket av såpeskum i en bilvask",
      altEn: "A red car covered in soap suds at a car wash",
    },
    {
      src: "/images/deals/local-3.svg",
      altNo: "Sykkel på verksted med fastnøkkel og verktøytavle",
      altEn: "A bicycle in a repair workshop with a wrench and a tool board",
    },
    {
      src: "/images/deals/local-4.svg",
      altNo: "Sprayflaske, bøtte med såpeskum og svamp til rengjøring",
      altEn: "A spray bottle, a bucket of suds and a sponge for cleaning",
    },
    {
      src: "/images/deals/local-5.svg",
      altNo: "Blomsterbutikk med markise og bøtter fulle av blomster",
      altEn: "A florist's shop with an awning and buckets full of flowers",
    },
  ],
  wellness: [
    {
      src: "/images/deals/wellness-1.svg",
      altNo: "Badstue i tre på en brygge ved fjorden, med damp fra pipa",
      altEn: "A wooden sauna on a jetty by the fjord, with steam rising from the chimney",
    },
    {
      src: "/images/deals/wellness-2.svg",
      altNo: "Dampende badestamp i snøen under stjernehimmelen",
      altEn: "A steaming wooden hot tub in the snow under a starry sky",
    },
    {
      src: "/images/deals/wellness-3.svg",
      altNo: "Person som flyter avslappet i vannet",
      altEn: "A person floating, relaxed, in the water",
    },
    {
      src: "/images/deals/wellness-4.svg",
      altNo: "Kvinne som mediterer med bena i kryss foran fjell i soloppgang",
      altEn: "A woman meditating cross-legged in front of mountains at sunrise",
    },
    {
      src: "/images/deals/wellness-5.svg",
      altNo: "Hytte med torvtak og lys i vinduene en kveld med månelys",
      altEn: "A cabin with a turf roof and lit windows on a moonlit evening",
    },
  ],
};

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
