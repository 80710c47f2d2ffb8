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

export const TV: SectionTemplates = {
  section: "tv",
  kinds: [
    {
      name: "series",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = rng.pick(profiles.topics.filter((t) => t.sections.includes("tv")));
        return {
          vars: {
            show: rng.pick(SHOWS),
            channel: rng.pick(CHANNELS),
            topic: topic.text[language],
            person: rng.pick(PEOPLE[language]),
            season: String(rng.int(2, 6)),
            episodes: String(rng.int(6, 12)),
            millions: String(rng.int(2, 14)),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "“{show}” renewed for season {season} on {channel}",
          "{channel} renueva «{show}» para una temporada {season}",
          "“{show}” é renovada para a temporada {season} na {channel}",
        ),
        tri(
          "Season {season} of “{show}” premieres with {millions} million viewers",
          "La temporada {season} de «{show}» se estrena con {millions} millones de espectadores",
          "Temporada {season} de “{show}” estreia com {millions} milhões de espectadores",
        ),
        tri(
          "The finale of “{show}” leaves fans with more questions than answers",
          "El final de «{show}» deja a los fans con más preguntas que respuestas",
          "O final de “{show}” deixa os fãs com mais perguntas do que respostas",
        ),
        tri(
          "{channel} bets on {topic} with a new version of “{show}”",
          "{channel} apuesta por {topic} con una nueva versión de «{show}»",
          "{channel} aposta alto com {topic} e uma nova versão de “{show}”",
        ),
        tri(
          "What to watch this week: “{show}” returns with {episodes} episodes",
          "Qué ver esta semana: vuelve «{show}» con {episodes} episodios",
          "O que assistir nesta semana: “{show}” volta com {episodes} episódios",
        ),
      ],
      descriptions: [
        tri(
          "The drama became {channel}'s most watched series of the year.",
          "El drama se ha convertido en la serie más vista del año en {channel}.",
          "O drama se tornou a série mais vista do ano na {channel}.",
        ),
        tri(
          "The new season has {episodes} episodes and introduces three new characters.",
          "La nueva temporada tiene {episodes} episodios e incorpora tres personajes nuevos.",
          "A nova temporada tem {episodes} episódios e apresenta três novos personagens.",
        ),
        tri(
          "Viewers split between traditional TV and {topic} are changing how channels plan their schedules.",
          "Un público repartido entre la televisión tradicional y {topic} está cambiando la forma en que las cadenas planifican su programación.",
          "O público dividido entre a TV tradicional e {topic} está mudando o jeito como os canais planejam a programação.",
        ),
      ],
      paragraphs: [
        tri(
          "“{show}” follows a family that runs a small hotel on the coast, and season {season} picks up the story a year after the fire that closed the previous one.",
          "«{show}» sigue a una familia que regenta un pequeño hotel en la costa, y la temporada {season} retoma la historia un año después del incendio con el que terminó la anterior.",
          "“{show}” acompanha uma família que administra um pequeno hotel no litoral, e a temporada {season} retoma a história um ano depois do incêndio que encerrou a anterior.",
        ),
        tri(
          "The premiere drew {millions} million viewers on {channel}, counting those who watched live and in the following seven days.",
          "El estreno reunió a {millions} millones de espectadores en {channel}, sumando a quienes lo vieron en directo y en los siete días siguientes.",
          "A estreia reuniu {millions} milhões de espectadores na {channel}, somando quem assistiu ao vivo e nos sete dias seguintes.",
        ),
        tri(
          "The writers have promised a darker tone this time, with {episodes} episodes that take place over a single winter.",
          "Los guionistas han prometido un tono más oscuro esta vez, con {episodes} episodios que transcurren a lo largo de un solo invierno.",
          "Os roteiristas prometeram um tom mais sombrio desta vez, com {episodes} episódios que se passam ao longo de um único inverno.",
        ),
        tri(
          "The series will also be available on demand, a sign of how {topic} has become part of every channel's plans.",
          "La serie también estará disponible a la carta, una muestra de cómo {topic} ya forma parte de los planes de todas las cadenas.",
          "A série também vai ficar disponível sob demanda, sinal de como {topic} já faz parte dos planos de todos os canais.",
        ),
        tri(
          "Social networks lit up during the last episode, with thousands of viewers sharing theories about what will happen next.",
          "Las redes sociales ardieron durante el último episodio, con miles de espectadores compartiendo teorías sobre lo que ocurrirá después.",
          "As redes sociais ferveram durante o último episódio, com milhares de espectadores compartilhando teorias sobre o que vem por aí.",
        ),
      ],
      quotes: [
        tri(
          "“We wanted every episode to feel like a small film,” said {person}, one of the show's writers.",
          "«Queríamos que cada episodio pareciera una pequeña película», explicó {person}, uno de los guionistas de la serie.",
          "“Queríamos que cada episódio parecesse um pequeno filme”, explicou {person}, um dos roteiristas da série.",
        ),
        tri(
          "“The audience has never had so many choices, and still they come back to this story,” said {person}, a television critic.",
          "«El público nunca tuvo tantas opciones y, aun así, vuelve a esta historia», señaló {person}, crítico de televisión.",
          "“O público nunca teve tantas opções e, mesmo assim, volta para essa história”, observou {person}, crítico de televisão.",
        ),
      ],
    },
  ],
};
