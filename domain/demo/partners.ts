// Demo partners: fictional Norwegian businesses. Names, organisation numbers, phone numbers and
// .example.no domains are made up; organisation numbers pass the MOD11 check.
import { type CategoryId, type SeedPartner } from "./types";
import type { DayHours, WeekHours } from "#domain/partners/opening-hours";

interface PartnerRow {
  key: string;
  name: string;
  /** The category the partner sells deals in. */
  categoryId: CategoryId;
  /** Which offer templates (by tag) the partner can sell; see deal-templates.ts. */
  tags: readonly string[];
  orgNumber: string;
  /** Local part of the e-mail address; the domain is "{key}.example.no". */
  mailbox: string;
  phone: string;
  city: string;
  address: string;
  descriptionNo: string;
  descriptionEn: string;
}

const ROWS: readonly PartnerRow[] = [
  // Beauty & Spa
  {
    key: "fjordlys-spa",
    name: "Fjordlys Spa",
    categoryId: "beauty-spa",
    tags: ["spa", "massage", "facial"],
    orgNumber: "948824132",
    mailbox: "post",
    phone: "+4722413370",
    city: "Oslo",
    address: "Tjuvholmen allé 14, 0252 Oslo",
    descriptionNo:
      "Urbant spa ved fjorden med basseng, badstue og ti behandlingsrom. Kjent for rolige spadager og dyktige massører.",
    descriptionEn:
      "An urban spa by the fjord with a pool, sauna and ten treatment rooms. Known for calm spa days and skilled massage therapists.",
  },
  {
    key: "perlemor-hud-og-negl",
    name: "Perlemor Hud & Negl",
    categoryId: "beauty-spa",
    tags: ["facial", "nails", "brows"],
    orgNumber: "999239390",
    mailbox: "hei",
    phone: "+4722605118",
    city: "Oslo",
    address: "Bogstadveien 41, 0366 Oslo",
    descriptionNo:
      "Hudpleie- og neglesalong på Majorstuen med autoriserte hudterapeuter. Her får du ansiktsbehandlinger, manikyr og pedikyr i rolige omgivelser.",
    descriptionEn:
      "A skincare and nail salon at Majorstuen with qualified skin therapists. Facials, manicures and pedicures in calm surroundings.",
  },
  {
    key: "studio-kastanje",
    name: "Studio Kastanje",
    categoryId: "beauty-spa",
    tags: ["hair", "brows", "nails"],
    orgNumber: "948125129",
    mailbox: "booking",
    phone: "+4795128844",
    city: "Oslo",
    address: "Thorvald Meyers gate 52, 0552 Oslo",
    descriptionNo:
      "Frisørsalong på Grünerløkka med fokus på farge, klipp og bærekraftige produkter. Seks frisører og egen vippe- og brynsavdeling.",
    descriptionEn:
      "A hair salon in one of Oslo's liveliest neighbourhoods, focused on colour, cuts and sustainable products. Six stylists and a dedicated lash and brow corner.",
  },
  {
    key: "havbris-spa",
    name: "Havbris Spa",
    categoryId: "beauty-spa",
    tags: ["spa", "massage", "facial"],
    orgNumber: "976864670",
    mailbox: "post",
    phone: "+4755302190",
    city: "Bergen",
    address: "Strandkaien 18, 5013 Bergen",
    descriptionNo:
      "Spa på kaien i Bergen med utsikt over Vågen. Tilbyr massasje, ansiktsbehandlinger og spadager med havinspirerte produkter.",
    descriptionEn:
      "A spa on the Bergen quayside overlooking the harbour. Offers massages, facials and spa days with sea-inspired products.",
  },
  {
    key: "kilden-hudpleie",
    name: "Kilden Hudpleie",
    categoryId: "beauty-spa",
    tags: ["facial", "brows", "nails", "massage"],
    orgNumber: "930764434",
    mailbox: "kontakt",
    phone: "+4733318025",
    city: "Tønsberg",
    address: "Nedre Langgate 22, 3126 Tønsberg",
    descriptionNo:
      "Familiedrevet hudpleiesalong ved brygga i Tønsberg. Spesialister på hudbehandlinger, vipper og bryn.",
    descriptionEn:
      "A family-run skincare salon by the old waterfront. Specialists in skin treatments, lashes and brows.",
  },

  // Photography
  {
    key: "studio-kvitveis",
    name: "Studio Kvitveis",
    categoryId: "photography",
    tags: ["portrait", "business", "family", "newborn", "course", "pet"],
    orgNumber: "926346636",
    mailbox: "hei",
    phone: "+4723904511",
    city: "Oslo",
    address: "Schweigaards gate 34, 0191 Oslo",
    descriptionNo:
      "Lyst fotostudio i Bjørvika med tre fotografer. Tar portretter, familiebilder og profilbilder, og holder fotokurs for nybegynnere.",
    descriptionEn:
      "A bright photo studio in Oslo's new waterfront district with three photographers. Takes portraits, family pictures and headshots, and runs beginners' photography courses.",
  },
  {
    key: "bryggen-fotostudio",
    name: "Bryggen Fotostudio",
    categoryId: "photography",
    tags: ["family", "portrait", "pet", "print", "event", "business"],
    orgNumber: "998905990",
    mailbox: "post",
    phone: "+4755217763",
    city: "Bergen",
    address: "Øvregaten 21, 5003 Bergen",
    descriptionNo:
      "Fotostudio i en gammel trebygning bak Bryggen. Tar alt fra familie- og kjæledyrbilder til fotoboks på fest, og trykker bilder på lerret.",
    descriptionEn:
      "A photo studio in an old wooden building behind the Bryggen wharf. Does everything from family and pet portraits to party photo booths, and prints on canvas.",
  },
  {
    key: "elvebredden-foto",
    name: "Elvebredden Foto",
    categoryId: "photography",
    tags: ["family", "newborn", "portrait", "course", "print", "event"],
    orgNumber: "954362159",
    mailbox: "kontakt",
    phone: "+4732835602",
    city: "Drammen",
    address: "Bragernes torg 6, 3017 Drammen",
    descriptionNo:
      "Fotograf ved elva i Drammen som er kjent for varme nyfødt- og familiebilder. Holder også kurs i foto og mobilfoto.",
    descriptionEn:
      "A photographer by the river in Drammen known for warm newborn and family pictures. Also runs photography and smartphone photography courses.",
  },
  {
    key: "midnattsol-foto",
    name: "Midnattsol Foto",
    categoryId: "photography",
    tags: ["outdoor", "wedding", "arctic", "portrait"],
    orgNumber: "997716566",
    mailbox: "post",
    phone: "+4775520938",
    city: "Bodø",
    address: "Storgata 28, 8006 Bodø",
    descriptionNo:
      "Utendørsfotograf i Bodø som fotograferer bryllup, par og portretter i nordnorsk natur. Arrangerer nordlysturer for fotointeresserte om vinteren.",
    descriptionEn:
      "An outdoor photographer who photographs weddings, couples and portraits in northern Norwegian scenery. Runs northern lights photo trips in winter.",
  },

  // Dining
  {
    key: "tigerstaden-brasseri",
    name: "Tigerstaden Brasseri",
    categoryId: "dining",
    tags: ["bistro", "brunch", "wine", "tasting", "lunch"],
    orgNumber: "974324466",
    mailbox: "booking",
    phone: "+4722417730",
    city: "Oslo",
    address: "Karl Johans gate 25, 0159 Oslo",
    descriptionNo:
      "Klassisk brasseri midt i sentrum med fransk-norsk meny og en lang vinliste. Populært for helgebrunsj og smaksmenyer.",
    descriptionEn:
      "A classic brasserie in the city centre with a French-Norwegian menu and a long wine list. Popular for weekend brunch and tasting menus.",
  },
  {
    key: "kanelsnurr-bakeri",
    name: "Kanelsnurr Bakeri & Kafe",
    categoryId: "dining",
    tags: ["cafe", "brunch", "baking", "lunch"],
    orgNumber: "964507724",
    mailbox: "hei",
    phone: "+4722380641",
    city: "Oslo",
    address: "Markveien 37, 0554 Oslo",
    descriptionNo: "Nabolagsbakeri med surdeigsbrød, kanelsnurrer og en liten kafé. Holder bakekurs på kveldstid.",
    descriptionEn:
      "A neighbourhood bakery with sourdough bread, cinnamon swirls and a small cafe. Runs baking classes in the evenings.",
  },
  {
    key: "nidaros-bistro",
    name: "Nidaros Bistro",
    categoryId: "dining",
    tags: ["bistro", "tasting", "wine", "lunch"],
    orgNumber: "990302324",
    mailbox: "post",
    phone: "+4773521488",
    city: "Trondheim",
    address: "Munkegata 30, 7011 Trondheim",
    descriptionNo:
      "Bistro et steinkast fra Nidarosdomen som lager sesongbasert mat av råvarer fra Trøndelag. Kjent for smaksmenyer og naturvin.",
    descriptionEn:
      "A bistro a stone's throw from Nidaros Cathedral, cooking seasonal food from local produce. Known for tasting menus and natural wine.",
  },
  {
    key: "havgapet-fiskerestaurant",
    name: "Havgapet Fiskerestaurant",
    categoryId: "dining",
    tags: ["seafood", "tasting", "cooking"],
    orgNumber: "918515445",
    mailbox: "booking",
    phone: "+4755906217",
    city: "Bergen",
    address: "Torget 7, 5014 Bergen",
    descriptionNo:
      "Sjømatrestaurant ved Torget i Bergen som kjøper fisk og skalldyr direkte fra lokale fiskere. Holder også matkurs.",
    descriptionEn:
      "A seafood restaurant by the Bergen fish market that buys fish and shellfish directly from local fishermen. Also runs cooking classes.",
  },
  {
    key: "ildsted-grill",
    name: "Ildsted Grill",
    categoryId: "dining",
    tags: ["grill", "burger", "tasting"],
    orgNumber: "903315784",
    mailbox: "post",
    phone: "+4751893320",
    city: "Stavanger",
    address: "Skagen 14, 4006 Stavanger",
    descriptionNo:
      "Grillrestaurant i sentrum av Stavanger med vedfyrt grill og modnet kjøtt fra Jæren. Burgere og biff er husets stolthet.",
    descriptionEn:
      "A grill restaurant in central Stavanger with a wood-fired grill and aged beef from nearby farms. Burgers and steaks are the house speciality.",
  },
  {
    key: "kanalkaia-pizzabar",
    name: "Kanalkaia Pizzabar",
    categoryId: "dining",
    tags: ["pizza", "burger"],
    orgNumber: "978448488",
    mailbox: "hei",
    phone: "+4738125570",
    city: "Kristiansand",
    address: "Dronningens gate 48, 4610 Kristiansand",
    descriptionNo:
      "Pizzabar ved kanalen i Kristiansand med steinovn og surdeigsbunn. Uformell stemning og god plass for store følger.",
    descriptionEn:
      "A pizza bar by the canal in Kristiansand with a stone oven and sourdough bases. Relaxed atmosphere with plenty of room for groups.",
  },

  // Activities
  {
    key: "polarlys-safari",
    name: "Polarlys Safari",
    categoryId: "activities",
    tags: ["arctic", "dogsled", "whale", "winter"],
    orgNumber: "940651344",
    mailbox: "booking",
    phone: "+4777602145",
    city: "Tromsø",
    address: "Strandtorget 3, 9008 Tromsø",
    descriptionNo:
      "Turselskap i Tromsø med nordlysturer, hundekjøring og hvalsafari. Lokale guider med mange års erfaring fra Ishavet.",
    descriptionEn:
      "An Arctic tour operator offering northern lights trips, dog sledding and whale safaris. Local guides with many years of Arctic experience.",
  },
  {
    key: "nordlysbasen-alta",
    name: "Nordlysbasen Alta",
    categoryId: "activities",
    tags: ["arctic", "dogsled", "reindeer", "winter"],
    orgNumber: "916434219",
    mailbox: "post",
    phone: "+4778438061",
    city: "Alta",
    address: "Markedsgata 12, 9510 Alta",
    descriptionNo:
      "Villmarksbase utenfor Alta med egne trekkhunder og reinsdyr. Tilbyr nordlysturer og opplevelser med samisk kultur.",
    descriptionEn:
      "A wilderness base outside Alta with its own sled dogs and reindeer. Offers northern lights trips and experiences of Sami culture.",
  },
  {
    key: "skjellvik-padling",
    name: "Skjellvik Padling",
    categoryId: "activities",
    tags: ["kayak", "sup"],
    orgNumber: "946640239",
    mailbox: "hei",
    phone: "+4791247730",
    city: "Oslo",
    address: "Sørengkaia 90, 0194 Oslo",
    descriptionNo:
      "Padlesenter på Sørenga med guidede kajakkturer i Oslofjorden og kurs i padlebrett. Utstyr for alle nivåer.",
    descriptionEn:
      "A paddling centre on the Oslo waterfront with guided kayak trips on the Oslo fjord and paddleboard courses. Equipment for all levels.",
  },
  {
    key: "mysteriekammeret",
    name: "Mysteriekammeret",
    categoryId: "activities",
    tags: ["escape", "axe"],
    orgNumber: "999261485",
    mailbox: "post",
    phone: "+4722175093",
    city: "Oslo",
    address: "Torggata 16, 0181 Oslo",
    descriptionNo:
      "Aktivitetshus i sentrum med fire escape rooms og egne baner for øksekasting. Et populært sted for vennegjenger og firmaturer.",
    descriptionEn:
      "An activity venue in the city centre with four escape rooms and dedicated axe-throwing lanes. A favourite for groups of friends and team outings.",
  },
  {
    key: "gudbrandsdal-villmark",
    name: "Gudbrandsdal Villmark",
    categoryId: "activities",
    tags: ["winter", "mountain", "skiing"],
    orgNumber: "927553120",
    mailbox: "booking",
    phone: "+4761259034",
    city: "Lillehammer",
    address: "Storgata 65, 2609 Lillehammer",
    descriptionNo:
      "Guideselskap på Lillehammer med fjellturer, truging og langrennskurs. Turene tilpasses både familier og erfarne turgåere.",
    descriptionEn:
      "A guiding company in Lillehammer offering mountain hikes, snowshoeing and cross-country ski courses. Trips suit families and experienced hikers alike.",
  },
  {
    key: "brosundet-fjordsafari",
    name: "Brosundet Fjordsafari",
    categoryId: "activities",
    tags: ["rib", "fishing", "mountain"],
    orgNumber: "915425445",
    mailbox: "post",
    phone: "+4770114826",
    city: "Ålesund",
    address: "Apotekergata 5, 6004 Ålesund",
    descriptionNo:
      "Båtturer fra sentrum av Ålesund ut i fjordene på Sunnmøre. Tilbyr RIB-safari, havfiske og guidede fjellturer.",
    descriptionEn:
      "Boat trips from the town centre out into the surrounding fjords. Offers RIB safaris, sea fishing and guided mountain hikes.",
  },
  {
    key: "gandsfjord-aktivitetspark",
    name: "Gandsfjord Aktivitetspark",
    categoryId: "activities",
    tags: ["motor", "climbing", "axe"],
    orgNumber: "927882728",
    mailbox: "hei",
    phone: "+4751607729",
    city: "Sandnes",
    address: "Havneparken 8, 4306 Sandnes",
    descriptionNo:
      "Innendørs aktivitetspark i Sandnes med elektrisk gokartbane, klatrevegger og øksekasting. Åpent hele året.",
    descriptionEn:
      "An indoor activity park in Sandnes with an electric go-kart track, climbing walls and axe throwing. Open all year round.",
  },

  // Fitness
  {
    key: "jernhallen-trening",
    name: "Jernhallen Trening",
    categoryId: "fitness",
    tags: ["gym", "pt", "classes", "spinning", "crossfit"],
    orgNumber: "921332440",
    mailbox: "post",
    phone: "+4722663910",
    city: "Oslo",
    address: "Grønlandsleiret 25, 0190 Oslo",
    descriptionNo:
      "Treningssenter med stor frivektsavdeling, spinningsal og erfarne personlige trenere. Åpent fra klokken fem til midnatt.",
    descriptionEn:
      "A gym with a large free-weights area, a cycling studio and experienced personal trainers. Open from five in the morning until midnight.",
  },
  {
    key: "pilatesloftet",
    name: "Pilatesloftet",
    categoryId: "fitness",
    tags: ["pilates", "classes"],
    orgNumber: "999266371",
    mailbox: "hei",
    phone: "+4793318207",
    city: "Oslo",
    address: "Hegdehaugsveien 24, 0352 Oslo",
    descriptionNo:
      "Lite pilatesstudio med reformer-apparater og små grupper. Instruktørene er sertifiserte og har bakgrunn fra fysioterapi.",
    descriptionEn:
      "A small Pilates studio with reformer machines and small groups. The instructors are certified and have a background in physiotherapy.",
  },
  {
    key: "fjelltopp-trening",
    name: "Fjelltopp Trening",
    categoryId: "fitness",
    tags: ["gym", "pt", "crossfit", "running", "spinning"],
    orgNumber: "936287808",
    mailbox: "post",
    phone: "+4755129446",
    city: "Bergen",
    address: "Kong Oscars gate 40, 5017 Bergen",
    descriptionNo:
      "Treningssenter i Bergen sentrum med funksjonell trening, løpegrupper og personlig trening. Trenerne tar deg gjerne med opp på byfjellene.",
    descriptionEn:
      "A gym in central Bergen with functional training, running groups and personal training. The trainers are happy to take you up the city mountains.",
  },
  {
    key: "festningsbyen-boks",
    name: "Festningsbyen Boks",
    categoryId: "fitness",
    tags: ["boxing", "pt", "classes"],
    orgNumber: "997205189",
    mailbox: "kontakt",
    phone: "+4769318402",
    city: "Fredrikstad",
    address: "Nygaardsgata 15, 1606 Fredrikstad",
    descriptionNo:
      "Boksestudio i Fredrikstad for mosjonister på alle nivåer. Tilbyr kurs, gruppetimer og personlig trening uten krav om sparring.",
    descriptionEn:
      "A boxing studio in Fredrikstad for keep-fit boxers of all levels. Offers courses, group classes and personal training with no sparring required.",
  },

  // Events
  {
    key: "flirekjelleren",
    name: "Flirekjelleren",
    categoryId: "events",
    tags: ["standup", "improv", "quiz"],
    orgNumber: "922892687",
    mailbox: "billett",
    phone: "+4722203385",
    city: "Oslo",
    address: "Youngstorget 3, 0181 Oslo",
    descriptionNo:
      "Humorscene i en hvelvet kjeller ved Youngstorget med stand-up, improvisasjonsteater og quiz flere kvelder i uken.",
    descriptionEn:
      "A comedy venue in a vaulted cellar by Youngstorget with stand-up, improv and quizzes several nights a week.",
  },
  {
    key: "tonehallen",
    name: "Tonehallen",
    categoryId: "events",
    tags: ["concert", "workshop", "quiz"],
    orgNumber: "988406783",
    mailbox: "billett",
    phone: "+4723568170",
    city: "Oslo",
    address: "Vulkan 5, 0178 Oslo",
    descriptionNo:
      "Konsertsal og kulturbar ved Akerselva med plass til 400 gjester. Programmet spenner fra konserter og allsang til cocktailkurs.",
    descriptionEn:
      "A concert hall and culture bar by the Akerselva river with room for 400 guests. The programme ranges from concerts and singalongs to cocktail classes.",
  },
  {
    key: "kaigaten-scene",
    name: "Kaigaten Scene",
    categoryId: "events",
    tags: ["theatre", "dinnershow", "concert", "improv"],
    orgNumber: "990976775",
    mailbox: "post",
    phone: "+4755314402",
    city: "Bergen",
    address: "Kaigaten 12, 5015 Bergen",
    descriptionNo: "Liten og uavhengig scene i Bergen med teater, konserter og middagsforestillinger.",
    descriptionEn: "A small, independent stage in Bergen with theatre, concerts and dinner shows.",
  },
  {
    key: "smedasundet-kino-og-scene",
    name: "Smedasundet Kino & Scene",
    categoryId: "events",
    tags: ["cinema", "concert", "standup"],
    orgNumber: "914143578",
    mailbox: "billett",
    phone: "+4752708816",
    city: "Haugesund",
    address: "Smedasundet 50, 5528 Haugesund",
    descriptionNo:
      "Kino og kulturscene ved sundet i Haugesund. Viser premierer, arrangerer konserter og har jevnlige humorkvelder.",
    descriptionEn:
      "A cinema and culture venue by the sound in Haugesund. Shows premieres, hosts concerts and holds regular comedy nights.",
  },
  {
    key: "romsdal-jazzkjeller",
    name: "Romsdal Jazzkjeller",
    categoryId: "events",
    tags: ["jazz", "concert", "quiz", "workshop"],
    orgNumber: "990228043",
    mailbox: "post",
    phone: "+4771250637",
    city: "Molde",
    address: "Storgata 19, 6413 Molde",
    descriptionNo: "Jazzklubb og restaurant i Molde med levende musikk hver helg. Holder også quizkvelder og kurs.",
    descriptionEn:
      "A jazz club and restaurant in Molde with live music every weekend. Also hosts quiz nights and workshops.",
  },

  // Local
  {
    key: "blankt-bilpleie",
    name: "Blankt Bilpleie",
    categoryId: "local",
    tags: ["car", "tyres"],
    orgNumber: "958128975",
    mailbox: "post",
    phone: "+4722651904",
    city: "Oslo",
    address: "Økernveien 94, 0579 Oslo",
    descriptionNo:
      "Bilpleiesenter på Økern med håndvask, polering og dekkhotell. Du kan vente i kaffekroken mens bilen blir klar.",
    descriptionEn:
      "A car care centre in eastern Oslo with hand washing, polishing and tyre storage. You can wait in the coffee corner while your car is done.",
  },
  {
    key: "kjede-og-gir",
    name: "Kjede & Gir Sykkelservice",
    categoryId: "local",
    tags: ["bike"],
    orgNumber: "999218229",
    mailbox: "verksted",
    phone: "+4740218835",
    city: "Oslo",
    address: "Trondheimsveien 10, 0560 Oslo",
    descriptionNo:
      "Sykkelverksted som reparerer alt fra bysykler til elsykler og racersykler. Rask levering og ærlige priser.",
    descriptionEn:
      "A bike workshop that repairs everything from city bikes to e-bikes and road bikes. Quick turnaround and honest prices.",
  },
  {
    key: "pressetid-renseri",
    name: "Pressetid Renseri",
    categoryId: "local",
    tags: ["laundry", "tailor"],
    orgNumber: "998063515",
    mailbox: "post",
    phone: "+4722469021",
    city: "Oslo",
    address: "Sørkedalsveien 6, 0369 Oslo",
    descriptionNo:
      "Renseri og skredderi på Majorstuen med miljøvennlig rens. Tar imot alt fra skjorter til brudekjoler.",
    descriptionEn:
      "A dry cleaner and tailor at Majorstuen with eco-friendly cleaning. Takes everything from shirts to wedding dresses.",
  },
  {
    key: "glommen-dekk-og-bilpleie",
    name: "Glommen Dekk & Bilpleie",
    categoryId: "local",
    tags: ["car", "tyres"],
    orgNumber: "964973687",
    mailbox: "post",
    phone: "+4769126540",
    city: "Fredrikstad",
    address: "Wiels gate 10, 1607 Fredrikstad",
    descriptionNo:
      "Dekk- og bilpleieverksted i Fredrikstad med dekkhotell for over 2 000 hjulsett. Kjent for grundig håndvask.",
    descriptionEn:
      "A tyre and car care workshop in Fredrikstad with storage for over 2,000 sets of wheels. Known for thorough hand washing.",
  },
  {
    key: "prestekrage-blomster",
    name: "Prestekrage Blomster",
    categoryId: "local",
    tags: ["flowers"],
    orgNumber: "970487077",
    mailbox: "hei",
    phone: "+4732830417",
    city: "Drammen",
    address: "Nedre Storgate 8, 3015 Drammen",
    descriptionNo:
      "Blomsterbutikk i Drammen sentrum med håndbundne buketter og blomsterabonnement. Floristene bruker mest mulig norskdyrkede blomster.",
    descriptionEn:
      "A flower shop in central Drammen with hand-tied bouquets and flower subscriptions. The florists use Norwegian-grown flowers wherever possible.",
  },
  {
    key: "kornkammeret-bakeri",
    name: "Kornkammeret Bakeri",
    categoryId: "local",
    tags: ["bakery"],
    orgNumber: "927764466",
    mailbox: "hei",
    phone: "+4751520873",
    city: "Stavanger",
    address: "Pedersgata 28, 4013 Stavanger",
    descriptionNo:
      "Nabolagsbakeri på Storhaug som baker surdeigsbrød og kaker av norsk korn hver morgen. Kjent for bløtkaker og brødabonnement.",
    descriptionEn:
      "A neighbourhood bakery that bakes sourdough bread and cakes from Norwegian grain every morning. Known for cream cakes and bread subscriptions.",
  },
  {
    key: "bakklandet-renhold",
    name: "Bakklandet Renhold",
    categoryId: "local",
    tags: ["cleaning", "windows"],
    orgNumber: "912656640",
    mailbox: "post",
    phone: "+4773908152",
    city: "Trondheim",
    address: "Innherredsveien 7, 7014 Trondheim",
    descriptionNo:
      "Godkjent renholdsbedrift i Trondheim med faste renholdere og miljømerkede vaskemidler. Tar husvask, flyttevask og vindusvask.",
    descriptionEn:
      "An approved cleaning company in Trondheim with regular cleaners and eco-labelled products. Does home cleaning, end-of-tenancy cleaning and windows.",
  },
  {
    key: "ofoten-bilpleie",
    name: "Ofoten Bilpleie",
    categoryId: "local",
    tags: ["car", "tyres"],
    orgNumber: "901132062",
    mailbox: "post",
    phone: "+4776945218",
    city: "Narvik",
    address: "Kongens gate 40, 8514 Narvik",
    descriptionNo:
      "Bilpleie og dekkverksted i Narvik som vet hva vinterveiene gjør med bilen. Tilbyr vask, polering og dekkskift.",
    descriptionEn:
      "A car care and tyre workshop in Narvik that knows what winter roads do to a car. Offers washing, polishing and tyre changes.",
  },
  {
    key: "hedmark-vindusvask",
    name: "Hedmark Vindusvask",
    categoryId: "local",
    tags: ["windows", "cleaning"],
    orgNumber: "960832787",
    mailbox: "kontakt",
    phone: "+4762531944",
    city: "Hamar",
    address: "Torggata 60, 2317 Hamar",
    descriptionNo: "Vindusvask og renhold for private hjem i Hamar og omegn. Fast pris og ingen skjulte tillegg.",
    descriptionEn:
      "Window cleaning and home cleaning for private homes in and around Hamar. Fixed prices and no hidden extras.",
  },

  // Wellness
  {
    key: "morgendogg-yoga",
    name: "Morgendogg Yoga",
    categoryId: "wellness",
    tags: ["yoga", "meditation"],
    orgNumber: "976301455",
    mailbox: "hei",
    phone: "+4798127506",
    city: "Oslo",
    address: "Sannergata 6, 0557 Oslo",
    descriptionNo:
      "Yogastudio ved Akerselva med timer fra tidlig morgen til sen kveld. Tilbyr også meditasjon, pustekurs og lydbad.",
    descriptionEn:
      "A yoga studio by the Akerselva river with classes from early morning to late evening. Also offers meditation, breathwork and sound baths.",
  },
  {
    key: "dampen-badstue",
    name: "Dampen Badstue",
    categoryId: "wellness",
    tags: ["sauna"],
    orgNumber: "957447600",
    mailbox: "post",
    phone: "+4741306928",
    city: "Oslo",
    address: "Langkaia 21, 0150 Oslo",
    descriptionNo:
      "Flytende, vedfyrte badstuer på havnepromenaden med direkte adgang til sjøen. Åpent hele året, også for private grupper.",
    descriptionEn:
      "Floating, wood-fired saunas on the harbour promenade with direct access to the sea. Open all year, including for private groups.",
  },
  {
    key: "balansepunktet-helse",
    name: "Balansepunktet Helse",
    categoryId: "wellness",
    tags: ["therapy", "meditation"],
    orgNumber: "991098097",
    mailbox: "post",
    phone: "+4738094463",
    city: "Kristiansand",
    address: "Markens gate 20, 4611 Kristiansand",
    descriptionNo:
      "Helseklinikk i Kristiansand med naprapater, akupunktør og klinisk ernæringsfysiolog. Kort ventetid og fleksible timer.",
    descriptionEn:
      "A health clinic in Kristiansand with naprapaths, an acupuncturist and a clinical nutritionist. Short waiting times and flexible appointments.",
  },
  {
    key: "stille-vann-flyt",
    name: "Stille Vann Flyt",
    categoryId: "wellness",
    tags: ["float", "sauna", "meditation"],
    orgNumber: "904558532",
    mailbox: "hei",
    phone: "+4777651290",
    city: "Tromsø",
    address: "Storgata 90, 9008 Tromsø",
    descriptionNo: "Flytesenter og badstue i Tromsø sentrum. Et stille pusterom midt i byen, også i mørketiden.",
    descriptionEn:
      "A floatation centre and sauna in the city centre, far north of the Arctic Circle. A quiet breathing space in the middle of town, even during the polar night.",
  },
  {
    key: "aksla-badstue-og-yoga",
    name: "Aksla Badstue & Yoga",
    categoryId: "wellness",
    tags: ["sauna", "yoga"],
    orgNumber: "912420914",
    mailbox: "post",
    phone: "+4770138845",
    city: "Ålesund",
    address: "Skansekaia 2, 6002 Ålesund",
    descriptionNo:
      "Badstue på kaia og yogasal i andre etasje, med utsikt mot Aksla. Kombiner en yogatime med et bad i sjøen.",
    descriptionEn:
      "A sauna on the quay and a yoga room upstairs, with a view of Mount Aksla. Combine a yoga class with a dip in the sea.",
  },
  {
    key: "fjellro-retreat",
    name: "Fjellro Retreat",
    categoryId: "wellness",
    tags: ["retreat", "yoga", "meditation"],
    orgNumber: "966599006",
    mailbox: "post",
    phone: "+4761277310",
    city: "Lillehammer",
    address: "Nordseterveien 120, 2618 Lillehammer",
    descriptionNo:
      "Retreatsenter i fjellet over Lillehammer med yoga, meditasjon og sunn mat. Tar imot gjester hele året.",
    descriptionEn:
      "A retreat centre in the mountains above Lillehammer with yoga, meditation and healthy food. Welcomes guests all year round.",
  },
];

const day = (opens: string, closes: string): DayHours => ({ opens, closes });
const weekdays = (hours: DayHours, saturday: DayHours | null, sunday: DayHours | null): WeekHours => [
  hours,
  hours,
  hours,
  hours,
  hours,
  saturday,
  sunday,
];

/** Two typical weeks per category; partners alternate between them so not every place reads alike. */
const HOURS_BY_CATEGORY: Record<CategoryId, readonly [WeekHours, WeekHours]> = {
  "beauty-spa": [
    weekdays(day("09:00", "20:00"), day("10:00", "17:00"), day("11:00", "17:00")),
    weekdays(day("10:00", "18:00"), day("10:00", "16:00"), null),
  ],
  photography: [
    weekdays(day("09:00", "17:00"), day("10:00", "15:00"), null),
    weekdays(day("10:00", "18:00"), null, null),
  ],
  dining: [
    [
      null,
      day("16:00", "23:00"),
      day("16:00", "23:00"),
      day("16:00", "23:00"),
      day("16:00", "24:00"),
      day("13:00", "24:00"),
      day("13:00", "21:00"),
    ],
    weekdays(day("11:00", "22:00"), day("12:00", "23:00"), day("12:00", "21:00")),
  ],
  activities: [
    weekdays(day("12:00", "22:00"), day("10:00", "22:00"), day("10:00", "20:00")),
    weekdays(day("10:00", "18:00"), day("09:00", "18:00"), day("10:00", "16:00")),
  ],
  fitness: [
    weekdays(day("06:00", "22:00"), day("08:00", "18:00"), day("08:00", "18:00")),
    weekdays(day("07:00", "21:00"), day("09:00", "16:00"), day("10:00", "16:00")),
  ],
  events: [weekdays(day("10:00", "16:00"), day("11:00", "15:00"), null), weekdays(day("09:00", "17:00"), null, null)],
  local: [weekdays(day("09:00", "17:00"), day("10:00", "15:00"), null), weekdays(day("08:00", "16:00"), null, null)],
  wellness: [
    weekdays(day("07:00", "21:00"), day("09:00", "18:00"), day("10:00", "18:00")),
    weekdays(day("08:00", "20:00"), day("10:00", "16:00"), null),
  ],
};

export const SEED_PARTNERS: readonly SeedPartner[] = ROWS.map((row, index) => ({
  key: row.key,
  name: row.name,
  orgNumber: row.orgNumber,
  email: `${row.mailbox}@${row.key}.example.no`,
  phone: row.phone,
  website: `https://${row.key}.example.no`,
  city: row.city,
  address: row.address,
  descriptionNo: row.descriptionNo,
  descriptionEn: row.descriptionEn,
  openingHours: HOURS_BY_CATEGORY[row.categoryId][index % 2]!,
  // Some partners take bookings through an online booking page of their own.
  bookingUrl: index % 3 === 0 ? `https://${row.key}.example.no/booking` : null,
}));

/** What each partner sells: its category and the offer tags it can take deals for. */
export interface PartnerProfile {
  key: string;
  name: string;
  city: string;
  categoryId: CategoryId;
  tags: readonly string[];
}

export const PARTNER_PROFILES: readonly PartnerProfile[] = ROWS.map((row) => ({
  key: row.key,
  name: row.name,
  city: row.city,
  categoryId: row.categoryId,
  tags: row.tags,
}));
