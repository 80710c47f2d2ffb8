import { type SectionTemplates, tri } from "./story-kind.ts";
import { CITIES, millions, PEOPLE } from "./vocabulary.ts";

const FILMS = [
  "The Last Lighthouse",
  "La Casa del Eco",
  "O Último Verão",
  "Silver Horizon",
  "Ciudad de Papel",
  "A Ilha das Vozes",
  "Winter Orchard",
  "El Jardín Secreto de Elisa",
];
const ACTORS = [
  "Clara Montiel",
  "Jonah Reeves",
  "Beatriz Salgado",
  "Adrián Lucero",
  "Nadia Sorensen",
  "Henrique Paiva",
  "Olivia Marsh",
  "Rafael Duarte",
];
const STUDIOS = ["Northlight Pictures", "Estudios Alba", "Filmes Horizonte", "Bluebird Studios"];

export const ENTERTAINMENT: SectionTemplates = {
  section: "entertainment",
  kinds: [
    {
      name: "film",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = rng.pick(profiles.topics.filter((t) => t.sections.includes("entertainment")));
        const [actor, costar] = rng.sample(ACTORS, 2);
        return {
          vars: {
            film: rng.pick(FILMS),
            actor,
            costar,
            studio: rng.pick(STUDIOS),
            city: rng.pick(CITIES[language]),
            topic: topic.text[language],
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, 8, 140),
            number: String(rng.int(2, 12)),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "“{film}” tops the box office with {money} in its first weekend",
          "«{film}» lidera la taquilla con {money} en su primer fin de semana",
          "“{film}” lidera as bilheterias com {money} no primeiro fim de semana",
        ),
        tri(
          "{actor} and {costar} shine at the premiere of “{film}” in {city}",
          "{actor} y {costar} brillan en el estreno de «{film}» en {city}",
          "{actor} e {costar} brilham na estreia de “{film}” em {city}",
        ),
        tri(
          "{studio} confirms a sequel to “{film}”",
          "{studio} confirma la secuela de «{film}»",
          "{studio} confirma continuação de “{film}”",
        ),
        tri(
          "{actor} joins the cast of {studio}'s next big production",
          "{actor} se une al reparto de la próxima gran producción de {studio}",
          "{actor} entra para o elenco da próxima grande produção da {studio}",
        ),
        tri(
          "Film festivals rethink their calendar as {topic} takes centre stage",
          "Los festivales de cine replantean su calendario con {topic} en el centro",
          "Festivais de cinema repensam o calendário com {topic} no centro das atenções",
        ),
      ],
      descriptions: [
        tri(
          "The drama, starring {actor}, beat expectations in {number} countries.",
          "El drama, protagonizado por {actor}, superó las expectativas en {number} países.",
          "O drama, estrelado por {actor}, superou as expectativas em {number} países.",
        ),
        tri(
          "Fans waited for hours on the red carpet to see the cast of the year's most talked-about film.",
          "Los fans esperaron durante horas en la alfombra roja para ver al reparto de la película más comentada del año.",
          "Fãs esperaram horas no tapete vermelho para ver o elenco do filme mais comentado do ano.",
        ),
        tri(
          "The studio says filming will start next year, with most of the original cast returning.",
          "El estudio asegura que el rodaje comenzará el año que viene y que volverá la mayor parte del reparto original.",
          "O estúdio diz que as filmagens começam no ano que vem, com a volta da maior parte do elenco original.",
        ),
      ],
      paragraphs: [
        tri(
          "“{film}” earned {money} in its opening weekend, well above the forecasts of analysts, who had expected a quieter start for an original story without famous franchises behind it.",
          "«{film}» recaudó {money} en su fin de semana de estreno, muy por encima de las previsiones de los analistas, que esperaban un arranque más discreto para una historia original sin grandes franquicias detrás.",
          "“{film}” arrecadou {money} no fim de semana de estreia, bem acima das previsões dos analistas, que esperavam um começo mais discreto para uma história original, sem grandes franquias por trás.",
        ),
        tri(
          "{actor} plays a character who returns to the family home after {number} years away, while {costar} plays the one who never left. Critics have singled out the chemistry between the two.",
          "{actor} interpreta a un personaje que regresa a la casa familiar tras {number} años fuera, mientras que {costar} da vida a quien nunca se marchó. La crítica ha destacado la química entre ambos.",
          "{actor} vive um personagem que volta para a casa da família depois de {number} anos fora, enquanto {costar} interpreta quem nunca foi embora. A crítica destacou a química entre os dois.",
        ),
        tri(
          "The premiere in {city} brought together actors, directors and hundreds of fans, who waited behind the barriers for autographs and photos.",
          "El estreno en {city} reunió a actores, directores y cientos de fans, que esperaron tras las vallas para conseguir autógrafos y fotos.",
          "A estreia em {city} reuniu atores, diretores e centenas de fãs, que esperaram atrás das grades por autógrafos e fotos.",
        ),
        tri(
          "{studio} has not revealed the budget of the sequel, but sources close to the production say it will be considerably larger than the first film's.",
          "{studio} no ha revelado el presupuesto de la secuela, pero fuentes cercanas a la producción aseguran que será bastante mayor que el de la primera película.",
          "A {studio} não revelou o orçamento da continuação, mas fontes ligadas à produção dizem que ele será bem maior que o do primeiro filme.",
        ),
        tri(
          "The film will arrive on streaming platforms in a few months, part of a trend in which {topic} shapes when and how audiences watch new releases.",
          "La película llegará a las plataformas en unos meses, en una tendencia en la que {topic} marca cuándo y cómo el público ve los estrenos.",
          "O filme chega às plataformas em alguns meses, numa tendência em que {topic} define quando e como o público assiste aos lançamentos.",
        ),
      ],
      quotes: [
        tri(
          "“I read the script in one night and knew I had to be part of it,” {actor} said on the red carpet.",
          "«Leí el guion en una noche y supe que tenía que formar parte de esto», dijo {actor} en la alfombra roja.",
          "“Li o roteiro em uma noite e soube que precisava fazer parte disso”, disse {actor} no tapete vermelho.",
        ),
        tri(
          "“Audiences are hungry for original stories,” said {person}, a film industry analyst.",
          "«El público tiene hambre de historias originales», afirmó {person}, analista de la industria del cine.",
          "“O público tem fome de histórias originais”, afirmou {person}, analista da indústria do cinema.",
        ),
      ],
    },
  ],
};
