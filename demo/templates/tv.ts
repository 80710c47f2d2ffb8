import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE } from "./vocabulary.ts";

const SHOWS = [
  "Harbour Lights",
  "Los Herederos",
  "Vila Esperança",
  "The Night Desk",
  "Código Rojo",
  "Sob o Mesmo Céu",
  "Northbound",
  "La Última Frontera",
];
const CHANNELS = ["NorthStar TV", "Canal Brisa", "TV Horizonte", "Meridian One"];

/** A series, its channel and its numbers. */
export const TV: SectionTemplates = {
  section: "tv",
  kinds: [
    {
      name: "series",
      facts: ({ rng, language }) => ({
        vars: {
          show: rng.pick(SHOWS),
          channel: rng.pick(CHANNELS),
          person: rng.pick(PEOPLE[language]),
          season: String(rng.int(2, 6)),
          episodes: String(rng.int(6, 12)),
          millions: String(rng.int(2, 14)),
        },
        tags: [],
      }),
      stories: [
        {
          id: "premiere-ratings",
          topic: "Streaming",
          anchors: { slots: ["show"], subject: tri("season", "temporada", "temporada") },
          motif: "screen",
          headline: tri(
            "Season {season} of “{show}” premieres with {millions} million viewers",
            "La temporada {season} de «{show}» se estrena con {millions} millones de espectadores",
            "Temporada {season} de “{show}” estreia com {millions} milhões de espectadores",
          ),
          standfirst: tri(
            "The new season of “{show}” is the best start {channel} has had this year, on air and on streaming.",
            "La nueva temporada de «{show}» firma el mejor estreno del año en {channel}, en antena y en streaming.",
            "A nova temporada de “{show}” tem a melhor estreia do ano na {channel}, na TV e no streaming.",
          ),
          body: [
            tri(
              "The first episode of season {season} of “{show}” drew {millions} million viewers on {channel}, counting those who watched live and in the following seven days.",
              "El primer episodio de la temporada {season} de «{show}» reunió a {millions} millones de espectadores en {channel}, sumando a quienes lo vieron en directo y en los siete días siguientes.",
              "O primeiro episódio da temporada {season} de “{show}” reuniu {millions} milhões de espectadores na {channel}, somando quem assistiu ao vivo e nos sete dias seguintes.",
            ),
            tri(
              "More than half of them watched on streaming, a share that has grown with every season.",
              "Más de la mitad lo vio en streaming, una proporción que crece con cada temporada.",
              "Mais da metade assistiu pelo streaming, uma fatia que cresce a cada temporada.",
            ),
            tri(
              "“We wrote this season for people who have been with us from the start,” said {person}, who created the series.",
              "«Escribimos esta temporada para quienes nos acompañan desde el principio», dijo {person}, que creó la serie.",
              "“Escrevemos esta temporada para quem está com a gente desde o começo”, disse {person}, que criou a série.",
            ),
            tri(
              "The season has {episodes} episodes; a new one airs every week.",
              "La temporada tiene {episodes} episodios; cada semana se emite uno nuevo.",
              "A temporada tem {episodes} episódios; um novo vai ao ar toda semana.",
            ),
          ],
          caption: tri(
            "A television showing the opening titles of “{show}”.",
            "Un televisor con la cabecera de «{show}».",
            "Uma TV exibindo a abertura de “{show}”.",
          ),
        },
        {
          id: "renewal",
          anchors: { slots: ["show", "channel"] },
          motif: "camera",
          headline: tri(
            "{channel} renews “{show}” for a season {season}",
            "{channel} renueva «{show}» por una temporada {season}",
            "{channel} renova “{show}” para a temporada {season}",
          ),
          standfirst: tri(
            "Filming of the new “{show}” episodes starts in the spring, {channel} said.",
            "El rodaje de los nuevos episodios de «{show}» empezará en primavera, según {channel}.",
            "As gravações dos novos episódios de “{show}” começam no próximo semestre, informou a {channel}.",
          ),
          body: [
            tri(
              "{channel} has ordered season {season} of “{show}”, with {episodes} episodes, after the last one became its most watched drama.",
              "{channel} ha encargado la temporada {season} de «{show}», con {episodes} episodios, después de que la anterior se convirtiera en su drama más visto.",
              "A {channel} encomendou a temporada {season} de “{show}”, com {episodes} episódios, depois que a anterior virou seu drama mais visto.",
            ),
            tri(
              "The main cast will return, and two new characters will join the story.",
              "El reparto principal regresará, y dos nuevos personajes se sumarán a la historia.",
              "O elenco principal volta, e dois novos personagens entram na história.",
            ),
            tri(
              "“The story has more to tell, and the audience keeps asking for it,” said {person}, who runs drama at {channel}.",
              "«La historia tiene más que contar, y el público no deja de pedirla», dijo {person}, al frente de la ficción de {channel}.",
              "“A história tem mais a contar, e o público não para de pedir”, disse {person}, à frente da dramaturgia da {channel}.",
            ),
            tri(
              "No premiere date has been set yet.",
              "Aún no hay fecha de estreno.",
              "Ainda não há data de estreia.",
            ),
          ],
          caption: tri(
            "A studio camera on the set of “{show}”.",
            "Una cámara de estudio en el plató de «{show}».",
            "Uma câmera de estúdio no set de “{show}”.",
          ),
        },
        {
          id: "finale",
          anchors: { slots: ["show"], subject: tri("final", "final", "final") },
          motif: "sofa",
          headline: tri(
            "Finale of “{show}” leaves fans with one big question",
            "El final de «{show}» deja a los fans con una gran pregunta",
            "Final de “{show}” deixa os fãs com uma grande pergunta",
          ),
          standfirst: tri(
            "{millions} million people watched the final episode of “{show}” on {channel}.",
            "{millions} millones de personas vieron el episodio final de «{show}» en {channel}.",
            "{millions} milhões de pessoas viram o episódio final de “{show}” na {channel}.",
          ),
          body: [
            tri(
              "The final episode of season {season} of “{show}” ended on a cliffhanger that {millions} million viewers are still arguing about.",
              "El episodio final de la temporada {season} de «{show}» terminó con un giro que {millions} millones de espectadores siguen discutiendo.",
              "O episódio final da temporada {season} de “{show}” terminou com uma reviravolta que {millions} milhões de espectadores ainda discutem.",
            ),
            tri(
              "Theories filled social networks within minutes, and the episode was the most searched programme of the week.",
              "Las teorías llenaron las redes sociales en minutos, y el episodio fue el programa más buscado de la semana.",
              "As teorias tomaram as redes sociais em minutos, e o episódio foi o programa mais buscado da semana.",
            ),
            tri(
              "“We knew exactly what we were doing,” said {person}, one of the writers, smiling.",
              "«Sabíamos perfectamente lo que hacíamos», dijo entre risas {person}, del equipo de guionistas.",
              "“Sabíamos muito bem o que estávamos fazendo”, disse, rindo, {person}, da equipe de roteiristas.",
            ),
            tri(
              "{channel} has not said whether the story will continue.",
              "{channel} no ha confirmado si la historia continuará.",
              "A {channel} não confirmou se a história vai continuar.",
            ),
          ],
          caption: tri(
            "A living room lit by the final episode of “{show}”.",
            "Un salón iluminado por el episodio final de «{show}».",
            "Uma sala iluminada pelo episódio final de “{show}”.",
          ),
        },
      ],
    },
  ],
};
