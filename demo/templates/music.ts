import { price } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

const ARTISTS = [
  "Luna Serrano",
  "The Paper Lanterns",
  "Marina Vale",
  "Os Ventanias",
  "DJ Kairo",
  "Nova Aurora",
  "Caravela",
  "Sol de Agosto",
  "The Hollow Pines",
  "Isadora Reis",
];
const ALBUMS = [
  "Midnight Atlas",
  "Cartas al Viento",
  "Maré Alta",
  "Neon Gardens",
  "Norte",
  "Fogo Lento",
  "Glass Harbour",
  "Verano Eterno",
];
const FESTIVALS = [
  "Sunwave Festival",
  "Festival Marea",
  "Festival Brisa do Mar",
  "Northern Lights Fest",
  "Festival Solsticio",
];

/** An artist, a record, a festival and the city of the concert (whose currency prices the tickets). */
export const MUSIC: SectionTemplates = {
  section: "music",
  kinds: [
    {
      name: "artist",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            artist: rng.pick(ARTISTS),
            album: rng.pick(ALBUMS),
            festival: rng.pick(FESTIVALS),
            city,
            person: rng.pick(PEOPLE[language]),
            tracks: String(rng.int(9, 16)),
            number: String(rng.int(20, 60)),
            months: String(rng.int(14, 40)),
            price: price(rng, language, place, 35, 140),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "album",
          anchors: { slots: ["artist", "album"] },
          motif: "vinyl",
          headline: tri(
            "New {artist} album “{album}” ends a {months}-month silence",
            "{artist} vuelve tras {months} meses de silencio con «{album}»",
            "{artist} volta depois de {months} meses com “{album}”",
          ),
          standfirst: tri(
            "“{album}” has {tracks} songs, and {artist} recorded most of them live in the studio.",
            "«{album}» tiene {tracks} canciones, y {artist} grabó la mayoría en directo en el estudio.",
            "“{album}” tem {tracks} faixas, e {artist} gravou a maioria ao vivo no estúdio.",
          ),
          body: [
            tri(
              "{artist} released “{album}” on Friday, the first new music in {months} months. The {tracks} songs were recorded in a week, mostly in single takes.",
              "{artist} publicó el viernes «{album}», su primera música nueva en {months} meses. Las {tracks} canciones se grabaron en una semana, casi todas en una sola toma.",
              "{artist} lançou na sexta-feira “{album}”, a primeira música nova em {months} meses. As {tracks} faixas foram gravadas em uma semana, quase todas de primeira.",
            ),
            tri(
              "Critics have called it the most personal record of the career so far, with fewer synthesizers and more room for the voice.",
              "La crítica lo considera el disco más personal de su carrera, con menos sintetizadores y más espacio para la voz.",
              "A crítica considera o disco o mais pessoal da carreira, com menos sintetizadores e mais espaço para a voz.",
            ),
            tri(
              "“We wanted it to sound like a room with people in it,” {artist} said in an interview with {person}.",
              "«Queríamos que sonara como una sala con gente dentro», contó {artist} en una entrevista con {person}.",
              "“Queríamos que soasse como uma sala cheia de gente”, contou {artist} em entrevista a {person}.",
            ),
            tri(
              "The first concerts to present “{album}” will be announced in the coming weeks.",
              "Los primeros conciertos de presentación de «{album}» se anunciarán en las próximas semanas.",
              "Os primeiros shows de lançamento de “{album}” serão anunciados nas próximas semanas.",
            ),
          ],
          caption: tri(
            "A vinyl copy of “{album}” by {artist}, drawn.",
            "Un vinilo de «{album}», de {artist}, dibujado.",
            "Um vinil de “{album}”, de {artist}, em desenho.",
          ),
        },
        {
          id: "concert",
          anchors: { slots: ["artist", "city"] },
          motif: "concert",
          headline: tri(
            "A second {city} night for {artist} after tickets sell out",
            "{artist} suma una segunda noche en {city} tras agotar las entradas",
            "{artist} marca segundo show em {city} depois de esgotar ingressos",
          ),
          standfirst: tri(
            "Tickets for the new {artist} date in {city} cost from {price} and go on sale on Friday morning.",
            "Las entradas para la nueva fecha de {artist} en {city} costarán desde {price} y salen a la venta el viernes por la mañana.",
            "Os ingressos para a nova data de {artist} em {city} custam a partir de {price} e começam a ser vendidos na sexta de manhã.",
          ),
          body: [
            tri(
              "{artist} will play a second night in {city} after the first concert sold out in {number} minutes. Tickets will cost from {price}.",
              "{artist} dará un segundo concierto en {city} después de que el primero agotara las entradas en {number} minutos. Las localidades costarán desde {price}.",
              "{artist} fará um segundo show em {city} depois que o primeiro esgotou em {number} minutos. Os ingressos vão custar a partir de {price}.",
            ),
            tri(
              "The show will open with songs from “{album}” and close, as on every night of the tour, with the early hits.",
              "El espectáculo abrirá con canciones de «{album}» y cerrará, como cada noche de la gira, con los primeros éxitos.",
              "O show abre com músicas de “{album}” e termina, como em todas as noites da turnê, com os primeiros sucessos.",
            ),
            tri(
              "“{city} has always been good to us; one night was never going to be enough,” {artist} said.",
              "«{city} siempre se ha portado bien con nosotros; una noche no iba a ser suficiente», dijo {artist}.",
              "“{city} sempre nos recebeu bem; uma noite só nunca ia bastar”, disse {artist}.",
            ),
            tri(
              "Fans are advised to buy only from the official sellers; resold tickets will be cancelled at the door.",
              "Se recomienda comprar solo en los puntos de venta oficiales: las entradas revendidas se anularán en la puerta.",
              "A recomendação é comprar só nos canais oficiais: ingressos revendidos serão cancelados na entrada.",
            ),
          ],
          caption: tri(
            "Stage lights over the crowd at a concert by {artist} in {city}.",
            "Luces sobre el público en un concierto de {artist} en {city}.",
            "Luzes sobre o público em um show de {artist} em {city}.",
          ),
        },
        {
          id: "festival",
          topic: "Music Festivals",
          anchors: { slots: ["festival", "city"] },
          motif: "festival",
          headline: tri(
            "{festival} names {artist} as headliner for its {city} edition",
            "El {festival} anuncia a {artist} como cabeza de cartel en {city}",
            "{festival} anuncia {artist} como atração principal em {city}",
          ),
          standfirst: tri(
            "{festival} returns to {city} with {number} acts, opening the festival season.",
            "El {festival} vuelve a {city} con {number} artistas y abre la temporada de festivales.",
            "O {festival} volta a {city} com {number} atrações e abre a temporada de festivais.",
          ),
          body: [
            tri(
              "{festival} will return to {city} this summer with {number} acts on four stages, and {artist} will close the main stage on the Saturday.",
              "El {festival} volverá a {city} este verano con {number} artistas en cuatro escenarios, y {artist} cerrará el escenario principal el sábado.",
              "O {festival} volta a {city} nesta temporada com {number} atrações em quatro palcos, e {artist} encerra o palco principal no sábado.",
            ),
            tri(
              "The festival season has grown every year since 2022, and organisers say {festival} expects its largest crowd yet. A day pass costs {price}.",
              "La temporada de festivales no ha dejado de crecer desde 2022, y la organización prevé el mayor público de la historia del {festival}. El abono de un día cuesta {price}.",
              "A temporada de festivais cresce todo ano desde 2022, e a organização espera o maior público da história do {festival}. O ingresso de um dia custa {price}.",
            ),
            tri(
              "“We wanted a lineup people in {city} would talk about for years,” said {person}, who programmes the festival.",
              "«Queríamos un cartel del que en {city} se hablara durante años», dijo {person}, que programa el festival.",
              "“Queríamos uma programação que {city} comentasse por anos”, disse {person}, que faz a curadoria do festival.",
            ),
            tri(
              "The full programme, with stage times, will be published a month before the festival.",
              "El programa completo, con horarios, se publicará un mes antes del festival.",
              "A programação completa, com horários, sai um mês antes do festival.",
            ),
          ],
          caption: tri(
            "Tents and the main stage of {festival} in {city}.",
            "Carpas y escenario principal del {festival} en {city}.",
            "Tendas e palco principal do {festival} em {city}.",
          ),
        },
      ],
    },
  ],
};
