import { type SectionTemplates, tri } from "./story-kind.ts";
import { CITIES, millions } from "./vocabulary.ts";

const TEAMS = [
  "Team Vortex",
  "Red Jaguars",
  "Nébula Gaming",
  "Os Lobos",
  "Phoenix Rising",
  "Ciclón Esports",
  "Iron Owls",
  "Tempestade GG",
];
const GAMES = ["Starfall Arena", "Neon Siege", "Kingdoms of Aether", "Drift Legends"];
const PLAYERS = ["Kairo", "Zeph", "Tatu", "Mirage", "Valk", "Chispa", "Bolt", "Raposa"];

export const ESPORTS: SectionTemplates = {
  section: "esports",
  kinds: [
    {
      name: "tournament",
      weight: 1,
      facts: ({ rng, language, profiles }) => {
        const topic = rng.pick(profiles.topics.filter((t) => t.sections.includes("esports")));
        const [winner, loser] = rng.sample(TEAMS, 2);
        return {
          vars: {
            winner,
            loser,
            game: rng.pick(GAMES),
            player: rng.pick(PLAYERS),
            city: rng.pick(CITIES[language]),
            topic: topic.text[language],
            prize: millions(rng, language, 1, 6),
            maps: rng.pick(["3-1", "3-2", "2-0", "2-1"]),
            viewers: String(rng.int(120, 950)),
          },
          tags: [topic.profile],
        };
      },
      titles: [
        tri(
          "{winner} beat {loser} {maps} to win the {game} championship",
          "{winner} vence a {loser} por {maps} y gana el campeonato de {game}",
          "{winner} vence {loser} por {maps} e conquista o campeonato de {game}",
        ),
        tri(
          "{player} leads {winner} to the {game} final in {city}",
          "{player} lleva a {winner} a la final de {game} en {city}",
          "{player} leva a {winner} à final de {game} em {city}",
        ),
        tri(
          "The {game} world finals come to {city} with a prize pool of {prize}",
          "La final mundial de {game} llega a {city} con una bolsa de premios de {prize}",
          "A final mundial de {game} chega a {city} com premiação de {prize}",
        ),
        tri(
          "{loser} rebuild their {game} roster after a tough season",
          "{loser} renueva su plantilla de {game} tras una temporada difícil",
          "{loser} reformula o elenco de {game} depois de uma temporada difícil",
        ),
        tri(
          "{viewers} thousand fans watch {winner} lift the {game} trophy",
          "{viewers} mil aficionados ven a {winner} levantar el trofeo de {game}",
          "{viewers} mil fãs veem a {winner} levantar o troféu de {game}",
        ),
      ],
      descriptions: [
        tri(
          "{player} was named the most valuable player after a decisive final map.",
          "{player} fue elegido mejor jugador tras un último mapa decisivo.",
          "{player} foi eleito o melhor jogador depois de um último mapa decisivo.",
        ),
        tri(
          "The tournament in {city} broke audience records for {game}.",
          "El torneo de {city} batió récords de audiencia para {game}.",
          "O torneio em {city} bateu recordes de audiência de {game}.",
        ),
        tri(
          "Organisers say {topic} now draw crowds that rival traditional sports.",
          "La organización asegura que {topic} ya atraen a tanto público como los deportes tradicionales.",
          "A organização afirma que {topic} já atraem tanto público quanto os esportes tradicionais.",
        ),
      ],
      paragraphs: [
        tri(
          "{winner} came from behind against {loser}, winning the series {maps} in front of a packed arena in {city}. The final map went to overtime before {player} secured the last round.",
          "{winner} remontó ante {loser} y se impuso por {maps} con el pabellón de {city} lleno. El último mapa se fue a la prórroga hasta que {player} cerró la ronda final.",
          "A {winner} virou contra a {loser} e venceu a série por {maps} diante de uma arena lotada em {city}. O último mapa foi para a prorrogação até {player} garantir a rodada final.",
        ),
        tri(
          "The online broadcast peaked at {viewers} thousand simultaneous viewers, the largest audience for a {game} match this year.",
          "La retransmisión en línea alcanzó un pico de {viewers} mil espectadores simultáneos, la mayor audiencia de una partida de {game} este año.",
          "A transmissão on-line chegou a {viewers} mil espectadores simultâneos, a maior audiência de uma partida de {game} neste ano.",
        ),
        tri(
          "With a prize pool of {prize}, the championship is one of the richest on the calendar, and several clubs from football and basketball now have their own teams.",
          "Con una bolsa de {prize}, el campeonato es uno de los mejor dotados del calendario, y varios clubes de fútbol y baloncesto ya tienen equipos propios.",
          "Com premiação de {prize}, o campeonato é um dos mais ricos do calendário, e vários clubes de futebol e basquete já têm equipes próprias.",
        ),
        tri(
          "Coaches point to practice schedules of up to ten hours a day, along with psychologists and nutritionists, as the new normal at the top level.",
          "Los entrenadores señalan que las jornadas de práctica de hasta diez horas diarias, con psicólogos y nutricionistas, son ya la norma en la élite.",
          "Treinadores apontam rotinas de treino de até dez horas por dia, com psicólogos e nutricionistas, como o novo normal na elite.",
        ),
        tri(
          "The growth of {topic} as a spectator sport has brought new sponsors and a new generation of fans, many of whom have never been to a stadium.",
          "El auge de {topic} como espectáculo ha traído nuevos patrocinadores y una nueva generación de aficionados, muchos de los cuales nunca han pisado un estadio.",
          "Com {topic} transformados em espetáculo, vieram novos patrocinadores e uma nova geração de fãs, muitos dos quais nunca foram a um estádio.",
        ),
      ],
      quotes: [
        tri(
          "“We trusted the plan even when we were two rounds down,” {player} said after the final.",
          "«Confiamos en el plan incluso cuando íbamos dos rondas por detrás», dijo {player} tras la final.",
          "“Confiamos no plano mesmo quando estávamos duas rodadas atrás”, disse {player} depois da final.",
        ),
        tri(
          "“This crowd was louder than any football match I have been to,” said one of the organisers.",
          "«Este público ha sonado más fuerte que cualquier partido de fútbol al que haya ido», contó uno de los organizadores.",
          "“Essa torcida fez mais barulho do que qualquer jogo de futebol em que já estive”, contou um dos organizadores.",
        ),
      ],
    },
  ],
};
