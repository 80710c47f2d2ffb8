import { millions } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

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

/** A film, its star and studio, and the city of its premiere or its shoot (whose currency pays). */
export const ENTERTAINMENT: SectionTemplates = {
  section: "entertainment",
  kinds: [
    {
      name: "film",
      facts: ({ rng, language }) => {
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            film: rng.pick(FILMS),
            actor: rng.pick(ACTORS),
            studio: rng.pick(STUDIOS),
            city,
            person: rng.pick(PEOPLE[language]),
            money: millions(rng, language, place, 8, 140),
            number: String(rng.int(3, 12)),
            weeks: String(rng.int(8, 16)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "premiere",
          anchors: { slots: ["film", "actor"] },
          motif: "film",
          headline: tri(
            "“{film}” opens in {city} with {actor} on the red carpet",
            "«{film}» se estrena en {city} con {actor} en la alfombra roja",
            "“{film}” estreia em {city} com {actor} no tapete vermelho",
          ),
          standfirst: tri(
            "{actor} leads the cast of “{film}”, a family drama and the most awaited premiere of the season.",
            "{actor} encabeza el reparto de «{film}», un drama familiar y el estreno más esperado de la temporada.",
            "{actor} lidera o elenco de “{film}”, drama familiar e a estreia mais aguardada da temporada.",
          ),
          body: [
            tri(
              "“{film}” had its premiere in {city} on Thursday night, with {actor} and the rest of the cast greeting fans outside the cinema for almost an hour.",
              "«{film}» se estrenó el jueves por la noche en {city}, con {actor} y el resto del reparto saludando a los fans a la puerta del cine durante casi una hora.",
              "“{film}” estreou na quinta à noite em {city}, com {actor} e o restante do elenco cumprimentando os fãs na porta do cinema por quase uma hora.",
            ),
            tri(
              "The film, produced by {studio}, follows a family that keeps a secret for three generations. Early reviews have praised {actor}'s restraint.",
              "La película, producida por {studio}, sigue a una familia que guarda un secreto durante tres generaciones. Las primeras críticas destacan la contención de {actor}.",
              "O filme, produzido pela {studio}, acompanha uma família que guarda um segredo por três gerações. As primeiras críticas elogiam a contenção de {actor}.",
            ),
            tri(
              "“I read the script once and knew I had to do it,” {actor} told reporters before the screening.",
              "«Leí el guion una vez y supe que tenía que hacerlo», contó {actor} a la prensa antes de la proyección.",
              "“Li o roteiro uma vez e soube que precisava fazer”, contou {actor} à imprensa antes da sessão.",
            ),
            tri(
              "“{film}” reaches cinemas across the country next Friday.",
              "«{film}» llegará a los cines de todo el país el próximo viernes.",
              "“{film}” chega aos cinemas de todo o país na próxima sexta-feira.",
            ),
          ],
          caption: tri(
            "A film reel and clapperboard for “{film}”.",
            "Una bobina y una claqueta de «{film}».",
            "Um rolo de filme e uma claquete de “{film}”.",
          ),
        },
        {
          id: "shoot",
          anchors: { slots: ["film", "city"] },
          motif: "clapper",
          headline: tri(
            "{studio} will shoot “{film}” in {city} with a budget of {money}",
            "{studio} rodará «{film}» en {city} con un presupuesto de {money}",
            "{studio} vai filmar “{film}” em {city} com orçamento de {money}",
          ),
          standfirst: tri(
            "The {weeks}-week shoot in {city} will hire hundreds of local extras and technicians for “{film}”.",
            "El rodaje de «{film}» durará {weeks} semanas en {city} y contratará a cientos de figurantes y técnicos locales.",
            "As filmagens de “{film}” vão durar {weeks} semanas em {city} e contratar centenas de figurantes e técnicos locais.",
          ),
          body: [
            tri(
              "{studio} confirmed that “{film}” will be shot in {city} over {weeks} weeks, with a budget of {money}, and that {actor} will lead the cast.",
              "{studio} confirmó que «{film}» se rodará en {city} durante {weeks} semanas, con un presupuesto de {money}, y que {actor} encabezará el reparto.",
              "A {studio} confirmou que “{film}” será filmado em {city} ao longo de {weeks} semanas, com orçamento de {money}, e que {actor} lidera o elenco.",
            ),
            tri(
              "The city will close several streets at night during the shoot; residents will be told a week in advance.",
              "La ciudad cortará varias calles por la noche durante el rodaje; los vecinos serán avisados con una semana de antelación.",
              "A cidade vai fechar algumas ruas à noite durante as filmagens; os moradores serão avisados com uma semana de antecedência.",
            ),
            tri(
              "“{city} is a character in this story, not a backdrop,” said {person}, the producer of “{film}”.",
              "«{city} es un personaje de esta historia, no un decorado», dijo {person}, de la productora de «{film}».",
              "“{city} é uma personagem desta história, não um cenário”, disse {person}, da produção de “{film}”.",
            ),
            tri(
              "Casting calls for extras open next week on the studio's website.",
              "Las pruebas para figurantes se abren la semana que viene en la web del estudio.",
              "As inscrições para figurantes abrem na semana que vem no site do estúdio.",
            ),
          ],
          caption: tri(
            "A clapperboard for the first day of shooting of “{film}” in {city}.",
            "Una claqueta para el primer día de rodaje de «{film}» en {city}.",
            "Uma claquete para o primeiro dia de filmagem de “{film}” em {city}.",
          ),
        },
        {
          id: "box-office",
          anchors: { slots: ["film", "studio"] },
          motif: "film",
          headline: tri(
            "“{film}” tops the box office for {studio} in its first weekend",
            "«{film}» lidera la taquilla en su primer fin de semana y da aire a {studio}",
            "“{film}” lidera as bilheterias no primeiro fim de semana e anima a {studio}",
          ),
          standfirst: tri(
            "{studio} had bet on “{film}”; with {actor} in the lead, the bet has paid off.",
            "{studio} había apostado por «{film}»; con {actor} como protagonista, la apuesta ha salido bien.",
            "A {studio} apostou em “{film}”; com {actor} como protagonista, a aposta deu certo.",
          ),
          body: [
            tri(
              "“{film}” was the most watched film in cinemas this weekend, a first for {studio}, which had delayed its release twice.",
              "«{film}» fue la película más vista en los cines este fin de semana, algo inédito para {studio}, que había retrasado dos veces su estreno.",
              "“{film}” foi o filme mais visto nos cinemas neste fim de semana, algo inédito para a {studio}, que tinha adiado a estreia duas vezes.",
            ),
            tri(
              "Audiences have praised {actor}, and cinemas have added late screenings to meet demand.",
              "El público ha elogiado a {actor}, y los cines han añadido sesiones de madrugada para atender la demanda.",
              "O público elogiou {actor}, e os cinemas abriram sessões de madrugada para dar conta da procura.",
            ),
            tri(
              "“Word of mouth did what no poster could,” said {person}, who handles distribution at {studio}.",
              "«El boca a boca ha hecho lo que ningún cartel podía hacer», dijo {person}, responsable de distribución de {studio}.",
              "“O boca a boca fez o que nenhum cartaz faria”, disse {person}, responsável pela distribuição da {studio}.",
            ),
            tri(
              "The film opens in {number} more countries over the next month.",
              "La película se estrenará en otros {number} países durante el próximo mes.",
              "O filme estreia em mais {number} países ao longo do próximo mês.",
            ),
          ],
          caption: tri(
            "A film reel of “{film}”, the weekend's most watched film.",
            "Una bobina de «{film}», la película más vista del fin de semana.",
            "Um rolo de filme de “{film}”, o filme mais visto do fim de semana.",
          ),
        },
        {
          id: "award",
          anchors: { slots: ["actor", "film"] },
          motif: "award",
          headline: tri(
            "{actor} wins the acting prize for “{film}”",
            "{actor} gana el premio a la mejor interpretación por «{film}»",
            "{actor} leva prêmio de melhor interpretação por “{film}”",
          ),
          standfirst: tri(
            "The jury in {city} praised {actor}'s quiet performance in “{film}”, one of {number} films in competition.",
            "El jurado de {city} destacó el trabajo contenido de {actor} en «{film}», una de las {number} películas a concurso.",
            "O júri em {city} destacou a atuação contida de {actor} em “{film}”, um dos {number} filmes em competição.",
          ),
          body: [
            tri(
              "{actor} won the acting prize at the film festival in {city} on Saturday for “{film}”, beating performers from {number} other films.",
              "{actor} ganó el sábado el premio de interpretación del festival de cine de {city} por «{film}», por delante de intérpretes de otras {number} películas.",
              "{actor} ganhou no sábado o prêmio de interpretação do festival de cinema de {city} por “{film}”, à frente de atores de outros {number} filmes.",
            ),
            tri(
              "It is the first major award for {studio}, which made “{film}” on a modest budget.",
              "Es el primer gran premio para {studio}, que produjo «{film}» con un presupuesto modesto.",
              "É o primeiro grande prêmio da {studio}, que produziu “{film}” com orçamento modesto.",
            ),
            tri(
              "“This belongs to everyone who worked on the film,” {actor} said, holding the trophy.",
              "«Esto es de todos los que trabajaron en la película», dijo {actor} con el trofeo en la mano.",
              "“Isto é de todos que trabalharam no filme”, disse {actor} com o troféu na mão.",
            ),
            tri(
              "The award usually gives a film a second life in cinemas; distributors are already talking about new screenings.",
              "El premio suele dar a una película una segunda vida en las salas; las distribuidoras ya hablan de nuevas proyecciones.",
              "O prêmio costuma dar ao filme uma segunda vida nos cinemas; as distribuidoras já falam em novas sessões.",
            ),
          ],
          caption: tri(
            "The festival trophy {actor} won for “{film}”.",
            "El trofeo que {actor} ganó por «{film}».",
            "O troféu que {actor} ganhou por “{film}”.",
          ),
        },
      ],
    },
  ],
};
