/**
 * Word lists for `thing-context.ts`: the nouns, brands and labels that say a capitalized name
 * belongs to a thing (a product, a colour, a room, a storm) rather than to a person or a place.
 * Keys are normalized (lower case, no accents; see normalize.ts). These are data: add a word
 * here, with an example in the comment of its list, and the cue that reads the list picks it up.
 */

export const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/**
 * Compass regions: as a lone capitalized word they name a sales region or a column value ("East",
 * "Norte"); after a place, a part of it ("Lima Norte").
 */
export const COMPASS = words(`north south east west central northeast northwest southeast southwest norte sur este oeste centro noreste noroeste sureste suroeste`);

/**
 * Articles, possessives and demonstratives: a person's name rarely follows one ("the Jim Beam").
 * Per language: Spanish "a" is the preposition before a person ("dile a Carmen"); English "that"
 * is also a conjunction ("said that Maria will").
 */
export const DETERMINERS = {
  en: words(`the a an my our your his her their its this these those`),
  es: words(`el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras
    vuestro vuestra vuestros vuestras este esta estos estas esos esas aquel aquella al del`),
};

/** Nouns that classify the product or brand name right after them ("la silla Herman Miller"). */
export const PRODUCT_BEFORE = words(`
  model brand colour color shade edition template theme plan report widget panel tier version
  modelo marca color tono edicion plantilla tema plan informe panel version silla zapatillas
  zapatos botas perfume colonia colchon crema serum vino cerveza whisky ginebra ron libreta
  cuaderno coche moto bici portatil movil telefono reloj mochila bolso chaqueta camiseta
  pantalones vaqueros sofa mesa lampara cafetera aspiradora batidora robot freidora gafas
  auriculares patinete tarjeta cuenta cafe sudadera indicador servicio
  paneles vista vistas exportacion camisa camisas gama chubasquero sillas esfera banners banner
  productos linea coleccion sandalia sandalias banador jersey alfombra cojines botin botines zapato
  project proyecto codename operation operacion sprint epic release feature
  salsa mostaza queso termo estanteria vajilla pintura altavoz plumas abrigo
  manzana manzanas pera peras patata patatas tomate tomates uva uvas
  armario comoda butaca sillon cama olla sarten cocotte lavavajillas nevera frigorifico horno
  televisor consola barbacoa ensalada huevos pizza pollo tortilla
  edredon edredones funda fundas galletas plantillas lavarropas lavadora secadora heladera
  eggs
  licuadora licuadoras alforjas alforja neumaticos neumatico tela bomba plancha secador
  plataforma
  taza tazas`);
// places6 (round 6): not "tienda": a shop is premises in a town, not a product line ("la tienda
// de Getafe", "Remitente: Tienda Moda Caleña, Cali" keep their towns).
// people5 (round 5), the line before last: Spanish product nouns before a brand and model in reviews and
// spec sheets ("Ficha técnica – Licuadora Oster Xpert Series", "alforjas Ortlieb Back-Roller,
// neumáticos Schwalbe Marathon Plus", "Tela Dri-FIT liviana", "la plancha Remington").
// nopii6es, the line before last: a software platform's name ("la plataforma Kuna", "(Plataforma Kuna)").
// nopii7es, the last line: a mug's model ("3) Taza Dalí edición limitada", "la taza Gaudí").

/**
 * Nouns right after a product or brand name ("Stan Smith sneakers", "Jim Beam bourbon"), foods
 * named after places ("Dijon mustard", "Yukon Gold potatoes", "Montreal steak seasoning") and
 * features in release notes ("the Auto Pay report", "the Phoenix release branch").
 */
export const PRODUCT_AFTER = words(`
  jeans polo polos shirt shirts tee hoodie jacket coat sneakers trainers shoes boots sandals
  heels socks dress skirt bag backpack wallet watch glasses sunglasses perfume cologne fragrance
  lipstick mascara foundation serum cream lotion mask masks shampoo bourbon whiskey whisky scotch
  vodka gin rum tequila martini wine beer ale lager cider coffee tea blend roast mattress sofa
  couch chair desk lamp table bed pillow colourway colorway colour color shade edition set kit
  series line collection range model report dashboard widget panel template theme plan mode tier
  feature app sole flight bottle tasting car truck sedan suv bike headphones earbuds speaker
  mixer vacuum blender fryer phone laptop tablet camera console controller grapefruit sauce
  tent beans sponge flag service agent hoodie sweater cap hat paint
  mustard seasoning steak potatoes potato apples apple pie cake tart pizza curry olives ham
  sod grass turf
  cheese cabernet merlot chardonnay pinot rioja bread dough salad dressing wings
  release build branch label gift box skin bundle map fern ivy palm
  themes layout layouts export dashboards rug rugs shell face banner banners
  bundles chairs tables lamps jackets shirt candle candles cushions blinds humidor cigar
  cigars vinaigrette shoe sandal swimsuit knit cases latte collections
  plugin plugins engine scheduler integration ottoman duvet duvets quilt pad pads charger chargers
  monitor handheld endpoint endpoints sectional loveseat armchair three-seater two-seater
  scallop scallops lamb salmon oysters crab lobster import imports migration
  timetable timetables cache caches
  recliner recliners
  sauvignon shiraz malbec riesling prosecco champagne tempranillo zinfandel`);
// The last line: software parts in release notes ("the Madison plugin", "The Phoenix scheduler",
// "the legacy Boston sync engine", "the Lisbon handheld"), home goods ("the matching Austin
// ottoman", "any Qi pad", "our Austin sectional") and dishes named by their origin on a menu
// ("Hand-dived Orkney scallop", "Welsh lamb"). Then app features and infrastructure in release
// notes: "The Dublin and Cork timetables now show live departures", the "Sheffield" cache cluster.
// nopii8en (last two lines): a recliner named like a place or a person ("The Dakota recliner"), and
// grape varieties after a winery named like a place or a person ("the Oyster Bay sauvignon").

/**
 * Product nouns that are also verbs ("screen", "throw"): after a name they name the product only
 * when an article comes first ("The Severn screen", "our Charleston quilted throw"; not "can
 * Jordan screen the calls").
 */
export const PRODUCT_AFTER_ARTICLE = words(`screen screens throw throws cover covers runner
  view views`);
// people5 (round 5), "view": a screen of an app in release notes, after an article ("opening the
// Amber and Crimson roster views", "the new Atlas view"; not "Sarah views the dashboard").

/**
 * Materials: a name right before one is a product line ("Savannah linen duvet set", "the Verona
 * oak table", "Madras cotton"), not a place or a person.
 */
export const MATERIALS = words(`
  linen cotton wool velvet leather suede silk cashmere denim tweed oak walnut teak bamboo rattan
  marble ceramic porcelain boucle`);

/**
 * Things people give names to, in "<thing> is named X", "<thing> se llama X" ("the printer on
 * the 3rd floor is named Jordan", "la sala de copias se llama Berlín").
 */
export const THING_NOUNS = words(`
  room rooms printer printers server servers bot robot dog cat puppy kitten pet mascot laptop
  machine machines vm vms computer wifi network queue project router device boat car plant
  cluster node map vacuum roomba guitar drone van truck bike
  sala salas salon impresora impresoras servidor servidores bot robot perro perra gato gata
  mascota portatil maquina maquinas equipo red cola proyecto router dispositivo barco coche
  planta mapa nodo`);

/**
 * Rooms, machines and maps named right next to the name, without a verb: "meeting room Paris",
 * "Server Sydney", "the Tokyo room", "the Lincoln and Madison printers", "la sala Berlín", "la
 * impresora Málaga", "el servidor Sevilla". Not "office", "team", "store" or "project": "our
 * Madrid office" is a place and "the Johnson project" may be a client.
 */
export const BESIDE_NOUNS = words(`
  room rooms printer printers server servers vm vms cluster node map boardroom boardrooms
  sala salas impresora impresoras servidor servidores maquina maquinas nodo mapa
  access acceso compilacion
  cola colas queue queues`);
// people8es (round 8), the last line: message queues named after towns ("la cola Lima", "deriva
// el resto a la cola Sevilla", "the Lima queue"); no person stands right after "cola".
// The last line: network and build gear named after places ("The Hamilton access point", "el
// punto de acceso Quevedo", "el agente de compilación Valencia"). Not "agent" or "tenant", which
// name people ("tenant Luis Ortega").

/**
 * Words of a product's name after a place-named brand and before its model number ("Jordan Retro
 * 4s"), or after the model number ("Jordan 1 Retro High"); see the place-then-model cue.
 */
export const MODEL_WORDS = words(`retro pro max mini plus ultra lite air high low mid`);

/**
 * Drink containers: what follows "of"/"de" is the drink ("a bottle of Maker's Mark", "una botella
 * de Ballantine's", "a pint of Guinness").
 */
/**
 * nopii6es: Spanish nouns of software links; what follows "con" after one is an app or a service
 * ("la integración con Glovo y Just Eat", "compatible con Alexa", "sincronización con Strava"),
 * not a person.
 */
export const LINKED_WITH_ES = words(`integracion integraciones compatible compatibles compatibilidad sincronizacion`);

/**
 * nopii6es: Spanish kinds of work written in brackets right after a title: "Ruta Maya
 * (videojuego)", "Pedro Páramo (novela)", "Macarena (canción)": the name is the work's.
 */
export const WORK_KINDS_ES = words(`videojuego videojuegos juego pelicula serie novela libro disco album cancion app aplicacion`);

export const CONTAINERS = words(`bottle bottles pint pints glass dram shot can cans case botella botellas copa copas chupito lata latas`);

/**
 * Academic degrees at the head of a CV line: "Grado en Economía", "Máster en Finanzas" (Grado
 * is also a town in Asturias).
 */
export const DEGREES = words(`grado master licenciatura diplomatura doctorado`);

/** Verbs that give a name ("named", "called", "se llama", "is"). */
export const NAMING_VERBS = words(`named called is was nicknamed llama llaman llamado llamada es`);

/**
 * Household brand names that are also given names, surnames or places somewhere ("Nike",
 * "Dell", "Ford", "Toyota", "Seat"): a run starting with one is a product or a company, and a
 * place right after one is a model ("Hyundai Tucson", "Seat León", "Nissan Murano").
 */
export const BRANDS = words(`
  nike adidas reebok puma asics converse vans google apple microsoft amazon samsung sony dyson
  ikea zara mango toyota ford tesla bmw audi honda hyundai kia nissan volvo porsche
  ferrari lamborghini netflix spotify uber airbnb paypal oracle ibm intel cisco dell lenovo
  philips bosch siemens nestle danone heineken guinness gucci prada chanel dior armani
  versace hermes cartier rolex omega casio canon nikon kodak lego disney pixar marvel
  starbucks mcdonalds subway ikea tiffany levis wrangler lacoste seat renault peugeot citroen
  fiat skoda opel dacia cupra chevrolet cadillac jeep dodge chrysler
  mazda subaru mitsubishi lexus volkswagen vw chevy buick gmc creuset coca-cola pepsi adobe
  slack bizum
  shark ninja breville miele smeg vitamix nespresso delonghi`);
// nopii6en (round 6), the last line: kitchen and cleaning appliance brands that are everyday words
// or surnames, before a model name in reviews ("Shark Stratos does 90% of the job", "the Ninja
// Foodi", "a Breville Barista Express").

/**
 * Brands and products that are a person's name: in a review, a ticket or a chat they name the
 * bottle, the chair or the shoe ("a Johnnie Walker tasting set", "my Herman Miller", "the
 * Ralph Lauren polo", "unas Converse Chuck Taylor"). Whole normalized phrases; a run that starts
 * with one of them is capped unless a person cue comes before it ("Dear Ralph Lauren").
 */
export const PERSON_NAMED_BRANDS = words(`
  johnnie_walker jack_daniel jack_daniels jim_beam evan_williams elijah_craig jose_cuervo
  ralph_lauren tommy_hilfiger calvin_klein hugo_boss marc_jacobs michael_kors kate_spade
  tory_burch vera_wang jimmy_choo louis_vuitton yves_saint_laurent christian_dior
  giorgio_armani carolina_herrera adolfo_dominguez purificacion_garcia pedro_del_hierro
  massimo_dutti tom_ford paul_smith ted_baker karl_lagerfeld stella_mccartney
  herman_miller stan_smith chuck_taylor martha_stewart betty_crocker ben_jerry
  ray_ban dr_martens jack_wolfskin charlotte_tilbury air_jordan earl_grey`);

/**
 * Colour words. A capitalized run with one at its head (Spanish: "Gris Perla", "Azul Laguna",
 * "Verde Salvia") or at its end (English: "Sage Green", "Hague Blue", "Midnight Navy") names a
 * colour or a colourway, unless the other words are names ("Tom Green", "Rosa Jiménez").
 */
export const COLOURS = words(`
  red blue green yellow orange purple violet pink black white grey gray brown beige navy teal
  turquoise burgundy maroon cream ivory khaki olive mint coral lilac lavender mustard charcoal
  silver gold bronze copper indigo crimson scarlet magenta cyan aqua taupe tan sand stone
  azul verde rojo roja amarillo amarilla naranja morado morada violeta rosa negro negra blanco
  blanca gris marron beis beige marino burdeos granate turquesa caqui lila malva fucsia ocre
  crema plata oro dorado dorada cobre antracita mostaza avena
  sage moss oat clay midnight graphite slate ochre rust terracotta emerald sapphire
  cerise mauve plum cobalt vermilion cerulean chartreuse ecru puce periwinkle aubergine claret oxblood`);
// nopii7en (round 7), the last line: English paint and cookware colour names that are no given
// names ("the Florence casserole in Cerise", "in Cobalt"); not Ruby, Amber, Hazel or Rose.

/**
 * Words that head the name of a storm, a code-named project or an operation: "Storm Henk",
 * "Hurricane Milton", "la borrasca Filomena", "Project Phoenix".
 */
export const NAME_HEADS = words(`
  storm hurricane typhoon cyclone tornado borrasca huracan tifon ciclon tormenta dana
  project codename operation proyecto operacion
  trofeo trophy estadio stadium`);
// The last line: trophies and stadiums named after a person ("el Trofeo Santiago Bernabéu",
// "en el Estadio Hiram Bithorn").

/**
 * Labels of a line that lists skills, tools or certificates in a CV: nothing on it is a person
 * or a place ("Skills: Java, Spring Boot, Kubernetes", "Conocimientos: Scrum Master").
 */
export const SKILL_LABELS = words(`
  skills skill technologies technology tools tooling stack frameworks certifications
  certificates competencies expertise software languages
  conocimientos tecnologias herramientas certificaciones competencias habilidades aptitudes
  idiomas lenguajes software`);

/**
 * Labels of a line that lists plans, themes or editions of a product: every value after the
 * colon is a product name ("Compare plans: Starter (1 user), Boston (5 users), Everest",
 * "Temas: Berlín, Sídney"), and so is every colour, finish or wash programme of a spec sheet
 * ("Finish: Graphite or Arctic White", "Programas: Algodón, Sintéticos, Mix, Lana").
 */
export const PRODUCT_LIST_LABELS = words(`
  plans tiers themes layouts editions collections models flavours flavors
  colour color colours colors colourways colorways finish finishes programs programmes modes
  varieties
  ingredients
  planes temas ediciones colecciones modelos sabores colores acabado acabados programas modos
  variedades`);
// nopii6en (round 6), "ingredients": a food label lists the product and what it is made of
// ("Ingredients: Hokey Pokey Ice Cream", "Ingredients: Wensleydale, Cranberries").

/** Voice assistants with given-name names ("Ask Alexa to set a timer", "Oye Siri"). */
export const ASSISTANTS = words(`alexa siri cortana bixby`);

/**
 * Words that put an assistant's name in its device context within the sentence: "Ask Alexa to
 * set a timer", "Hey Siri, remind me", "Pídele a Alexa que ponga un temporizador".
 */
export const ASSISTANT_CONTEXT = words(`
  timer alarm reminder remind play music lights light thermostat weather iphone echo speaker
  playlist volume pair paired bulb bulbs smart routine skill skills temporizador alarma recordatorio recuerdame recordarmelo recuerdamelo pon ponga
  musica luces luz termostato altavoz bombilla bombillas empareja emparejan emparejar`);

/**
 * Capitalized words that end the name of a sports club after a city ("Manchester United",
 * "Bristol Rovers", "Aston Villa"): the city is then part of the club's name, not a place.
 */
export const CLUB_TAILS = words(`united rovers wanderers albion athletic hotspur villa fc cf`);

/**
 * Words that open a sports club's name before a city ("Real Madrid", "FC Barcelona", "Atlético
 * de Madrid", "AC Milan", "Sporting de Gijón"): the city is then part of the club's name.
 */
export const CLUB_HEADS = words(`real fc cf cd ud sd rcd sporting deportivo racing inter ac atletico athletic olympique borussia
  seleccion`);
// places5 (round 5): "seleccion", a national team named by its country ("la camiseta de la Selección Colombia").

/**
 * Month names, full and short, English and Spanish: a capitalized month after "2–3" makes a date
 * range ("Denver 2–3 May"), not the other team of a result line.
 */
export const MONTHS = words(`
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
  ene abr ago dic`);

/** Points in a league table after a team and a number: "Real Madrid 58 pts", "Brentford 38 points". */
export const TABLE_POINTS = words(`pts pt points puntos ptos`);

/**
 * Holidays and academic honours written in Title Case: a run holding one of these words is a day
 * or a distinction ("Christmas Eve", "Happy Thanksgiving", "Nochebuena", "Magna Cum Laude").
 */
export const HOLIDAY_AND_HONOUR_WORDS = words(`
  christmas xmas thanksgiving easter halloween hanukkah diwali ramadan eid passover
  navidad navidades nochebuena nochevieja epifania
  cum laude summa magna
  aidilfitri aidiladha puasa deepavali pongal onam holi thaipusam vesak wesak songkran kwanzaa lohri baisakhi vaisakhi
  ugadi dussehra navratri janmashtami chuseok juneteenth anzac matariki`);
// people9en, the last two lines: festivals and public holidays of Malaysia, Singapore, India, Korea,
// Thailand, the US, Australia and New Zealand ("closed for Hari Raya Aidilfitri", "Thaipusam
// holiday", "Anzac Day"); not "Raya" or "Hari" alone, which are given names and a Spanish surname.

/**
 * Spanish articles that stand for an elided noun before "de" + place: "el de Lisboa estaba mejor"
 * (the pastry), "el de Colombia es suave" (the coffee). "del"/"al" are no elided noun ("al de").
 */
export const ELIDED_NOUN_ARTICLES = words(`el la los las`);

/**
 * Count nouns in brackets after a place that make it an item of a plan or a seat list:
 * "Boston (5 users)", "Madrid (12 usuarios)", "Denver (3 seats)".
 */
export const COUNTED_UNITS = words(`
  user users seat seats licence licences license licenses node nodes server servers site sites
  usuario usuarios puesto puestos licencia licencias nodo nodos servidor servidores`);

/**
 * Sizes of furniture and appliances written "<number>-<word>" after a model named after a place:
 * "Hamilton 3-Seater Sofa", "the Oslo 6-Drawer Chest", "Chelsea 2-door wardrobe" (nopii6en,
 * round 6).
 */
export const FURNITURE_SIZES = words(`seater piece drawer door burner shelf tier`);

/**
 * Spans and counts a number before them measures: after "the Bronx 2 nights a week" the place
 * stays a place, while "the Malibu 22 has a V8" names a boat (nopii6en, round 6).
 */
export const SPAN_COUNTS = words(`
  day days night nights week weeks month months year years hour hours minute minutes mins time
  times mile miles km stop stops block blocks`);

/**
 * Areas of the IANA time-zone names ("Europe/Kyiv", "America/New_York"): the city after the slash
 * names a time zone in a log, a config or a bug report, not where anyone is.
 */
export const TIME_ZONE_AREAS = words(`africa america antarctica arctic asia atlantic australia europe indian pacific etc`);

/**
 * A hospital specialty or a working pattern alone is a ward or a contract, not an employer:
 * "Staff Nurse, Cardiology, Bristol Royal Infirmary", "Position: Line Cook, Part-time".
 * ("Harbor Cardiology", two words, stays a practice.)
 */
export const WARDS_AND_SCHEDULES = words(`
  cardiology oncology radiology neurology urology dermatology pediatrics paediatrics orthopedics
  orthopaedics gastroenterology haematology hematology nephrology obstetrics gynaecology gynecology
  psychiatry maternity endocrinology rheumatology ophthalmology anaesthetics anesthesiology
  anaesthesia anesthesia pathology geriatrics neonatology respiratory theatres
  cardiologia oncologia radiologia neurologia urologia dermatologia pediatria traumatologia
  ginecologia obstetricia psiquiatria maternidad
  part-time full-time fulltime parttime temporary permanent locum freelance remote hybrid
  temporal indefinido`);

/**
 * Last words of a unit inside an organization: "Acute Medical Unit", "Medical Staff Office",
 * "Service Desk". With only everyday words before them they name the unit, not a company.
 */
export const UNIT_LAST_WORDS = words(`unit ward office desk chambers department dept
  division`);
// orgs7en (round 7), "division": a CV's unit after the employer ("Eskom Holdings SOC Ltd,
// Distribution Division, Durban").

/**
 * nopii6es: Spanish unit nouns before "de" and a department's name in everyday words: "las áreas
 * de Logística y Atención al Cliente", "el departamento de Compras" (a department, not a firm).
 */
export const UNIT_OF_ES = words(`area areas departamento departamentos seccion secciones`);

/** Roles that open "Chief of …", "Head of …": the title of a person, not an organization. */
export const ROLE_OF_HEADS = words(`chief head director directora jefe jefa dean vice`);

/**
 * Degree abbreviations that open a CV line: "BSN, University of Arizona", "BEng Civil
 * Engineering", "MSc Data Science". ("BA" is left out: it is British Airways as often.)
 */
export const DEGREE_ABBREVIATIONS = words(`bsn bsc msc mba beng meng bcom mcom llb llm phd dphil bba bfa mfa mph msn dnp mbbs bpharm`);

/**
 * Chat, call and meeting apps: a product, not an organization, in "WhatsApp — U11 Parents",
 * "Teams link below", "enlace de Google Meet".
 */
export const MEETING_APPS = words(`whatsapp telegram slack teams zoom meet signal messenger skype webex facetime`);

/**
 * orgs6 (round 6): Spanish nouns of equipment right before its brand and model: "sistema Poly
 * Studio y pizarra Miró", "el modelo Bosch Serie 4", "consola Yamaha TF1". The name classified is
 * a product, not its maker acting as a company.
 */
export const EQUIPMENT_BEFORE_ES = words(`sistema sistemas modelo consola dispositivo`);

/**
 * orgs6 (round 6): nouns after a company's name that make the mention its product: "via the DPD
 * app", "the Monzo app", "Zoom plugin". The company acting is still one ("DPD delivered it").
 */
export const PRODUCT_AFTER_ORG = words(`app apps plugin extension widget
  cake cakes costume costumes`);
// orgs7en (round 7), the second line: a licensed brand or character on a party cake or a costume
// is a product ("Add a Paw Patrol or Bluey cake", "a Spider-Man costume").

/**
 * people9en: the users of a product, platform or brand, after its name ("Tip for Mac users", "Tesla
 * owners", "Netflix subscribers"). A person's name is no group of users.
 */
export const PRODUCT_USERS = words(`users owners subscribers`);

/**
 * people9en: lower-case nouns after a company or team's name when a customer writes to it or a
 * ticket names it ("Hello Bharat Gas support", "Hi Vodafone customer care", "the Data Platform
 * team", "the Payments squad"). A person's name is not followed by them.
 */
export const SERVICE_GROUPS = words(`support helpdesk care customer team squad`);

/**
 * people9en: "via" before one name: the channel, app or service a thing went through ("paid my
 * bill via Maya", "booked via Expedia", "sent via Dropbox"); a person a thing went through is
 * written "through" or "with".
 */
export const CHANNEL_PREPOSITIONS = words(`via`);
