import { millions } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { pickPlace } from "./vocabulary.ts";

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

/** Teams, players and games of fictional esports, with the host city of each event. */
export const ESPORTS: SectionTemplates = {
  section: "esports",
  kinds: [
    {
      name: "tournament",
      facts: ({ rng, language }) => {
        const [winner, loser] = rng.sample(TEAMS, 2);
        const { place, city } = pickPlace(rng, language);
        return {
          place,
          vars: {
            winner,
            loser,
            game: rng.pick(GAMES),
            player: rng.pick(PLAYERS),
            city,
            prize: millions(rng, language, place, 1, 6),
            maps: rng.pick(["3-1", "3-2", "2-0", "2-1"]),
            viewers: String(rng.int(120, 950)),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "final",
          anchors: { slots: ["winner", "loser"] },
          motif: "controller",
          headline: tri(
            "{winner} beat {loser} {maps} to win the {game} final in {city}",
            "{winner} vence {maps} a {loser} y gana la final de {game} en {city}",
            "{winner} vence {loser} por {maps} e conquista a final de {game} em {city}",
          ),
          standfirst: tri(
            "{player} was named the final's best player as {winner} came back against {loser}.",
            "{player} fue elegido mejor jugador de la final, en la que {winner} remontó ante {loser}.",
            "{player} foi eleito o melhor jogador da final, em que {winner} virou contra {loser}.",
          ),
          body: [
            tri(
              "{winner} won the {game} final in {city} on Sunday, beating {loser} {maps} in front of a full arena and {viewers} thousand viewers online.",
              "{winner} ganó el domingo la final de {game} en {city} al vencer {maps} a {loser}, ante un pabellón lleno y {viewers} mil espectadores en línea.",
              "{winner} venceu no domingo a final de {game} em {city}, batendo {loser} por {maps} diante de uma arena lotada e {viewers} mil espectadores on-line.",
            ),
            tri(
              "{loser} took the first map, but {player} turned the series around with a series of bold calls.",
              "{loser} se llevó el primer mapa, pero {player} dio la vuelta a la serie con varias decisiones valientes.",
              "{loser} levou o primeiro mapa, mas {player} virou a série com decisões ousadas.",
            ),
            tri(
              "“We never panicked; we trusted the plan,” {player} said on stage.",
              "«Nunca nos pusimos nerviosos; confiamos en el plan», dijo {player} sobre el escenario.",
              "“Em nenhum momento a gente se desesperou; confiamos no plano”, disse {player} no palco.",
            ),
            tri(
              "{winner} qualify for the world championship; {loser} will have to go through the play-offs.",
              "{winner} se clasifica para el campeonato del mundo; {loser} tendrá que pasar por la repesca.",
              "{winner} garante vaga no Mundial, e {loser} vai ter de disputar a repescagem.",
            ),
          ],
          caption: tri(
            "A game controller under the arena lights of the {game} final.",
            "Un mando bajo las luces del pabellón de la final de {game}.",
            "Um controle sob as luzes da arena da final de {game}.",
          ),
        },
        {
          id: "prize-pool",
          anchors: { slots: ["game", "city"] },
          motif: "trophy",
          headline: tri(
            "{city} will host a {game} tournament with a {prize} prize pool",
            "{city} acogerá un torneo de {game} con una bolsa de {prize}",
            "{city} recebe torneio de {game} com premiação de {prize}",
          ),
          standfirst: tri(
            "Sixteen teams, {winner} and {loser} among them, will play for {prize} in {city}'s {game} tournament.",
            "Dieciséis equipos, entre ellos {winner} y {loser}, se jugarán {prize} en el torneo de {game} de {city}.",
            "Dezesseis times, entre eles {winner} e {loser}, vão disputar {prize} no torneio de {game} em {city}.",
          ),
          body: [
            tri(
              "{city} has been chosen to host the next major {game} tournament, with prize money of {prize}, the largest in the game's history.",
              "{city} ha sido elegida sede del próximo gran torneo de {game}, con {prize} en premios, la mayor bolsa de la historia del juego.",
              "{city} foi escolhida para sediar o próximo grande torneio de {game}, com {prize} em prêmios, a maior premiação da história do jogo.",
            ),
            tri(
              "{winner} and {loser}, last season's finalists, are among the sixteen teams already qualified.",
              "{winner} y {loser}, finalistas de la temporada pasada, están entre los dieciséis equipos ya clasificados.",
              "{winner} e {loser}, finalistas da última temporada, estão entre os dezesseis times já classificados.",
            ),
            tri(
              "“Playing for this in front of a home crowd is a dream,” said {player}, who grew up near the arena.",
              "«Jugar por esto ante nuestro público es un sueño», dijo {player}, que creció cerca del pabellón.",
              "“Disputar isso diante da nossa torcida é um sonho”, disse {player}, que cresceu perto da arena.",
            ),
            tri(
              "Tickets go on sale next month; organisers expect {viewers} thousand people to watch the final online.",
              "Las entradas saldrán a la venta el mes que viene; la organización espera que {viewers} mil personas sigan la final en línea.",
              "Os ingressos começam a ser vendidos no mês que vem; a organização espera {viewers} mil pessoas assistindo à final on-line.",
            ),
          ],
          caption: tri(
            "The trophy of the {game} tournament in {city}.",
            "El trofeo del torneo de {game} en {city}.",
            "O troféu do torneio de {game} em {city}.",
          ),
        },
        {
          id: "new-game",
          topic: "Video Games",
          anchors: { slots: ["game"], subject: tri("game", "juego", "jogo") },
          motif: "pixels",
          headline: tri(
            "A new {game} season changes the game for {winner}",
            "La nueva temporada de {game} cambia el juego para {winner}",
            "Nova temporada de {game} muda o jogo para a equipe {winner}",
          ),
          standfirst: tri(
            "The update to {game} rewrites three maps, and teams like {winner} and {loser} have two weeks to adapt their game.",
            "La actualización de {game} rehace tres mapas, y equipos como {winner} y {loser} tienen dos semanas para adaptarse al juego.",
            "A atualização de {game} refaz três mapas, e times como {winner} e {loser} têm duas semanas para se adaptar ao jogo.",
          ),
          body: [
            tri(
              "The new season of {game} arrived on Tuesday, and the game will never be the same: three redesigned maps and new rules for the final minutes of each round.",
              "La nueva temporada de {game} llegó el martes y cambia el juego: tres mapas rediseñados y nuevas reglas para los últimos minutos de cada ronda.",
              "A nova temporada de {game} chegou na terça-feira e muda o jogo: três mapas redesenhados e novas regras para os minutos finais de cada rodada.",
            ),
            tri(
              "Professional teams have two weeks before the next tournament in {city}; {winner} have already cancelled their days off.",
              "Los equipos profesionales tienen dos semanas antes del próximo torneo en {city}; {winner} ya ha cancelado sus días libres.",
              "Os times profissionais têm duas semanas até o próximo torneio em {city}; a equipe {winner} já cancelou as folgas.",
            ),
            tri(
              "“Everything we knew about the late game is gone,” said {player}, of {loser}.",
              "«Todo lo que sabíamos del final de las partidas ha desaparecido», dijo {player}, de {loser}.",
              "“Tudo o que sabíamos sobre o fim das partidas acabou”, disse {player}, da equipe {loser}.",
            ),
            tri(
              "Video games of this kind live on their updates, and {game} now has more players than ever.",
              "Los videojuegos de este tipo viven de sus actualizaciones, y {game} tiene hoy más jugadores que nunca.",
              "Os videogames desse tipo vivem de atualizações, e o jogo {game} tem hoje mais jogadores do que nunca.",
            ),
          ],
          caption: tri(
            "Pixel art from the new season of {game}.",
            "Arte en píxeles de la nueva temporada de {game}.",
            "Arte em pixels da nova temporada de {game}.",
          ),
        },
      ],
    },
  ],
};
