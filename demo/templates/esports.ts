import { millions } from "./places.ts";
import { type SectionTemplates, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

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
    {
      name: "scene",
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
            person: rng.pick(PEOPLE[language]),
            months: String(rng.int(6, 24)),
            age: String(rng.int(27, 31)),
            titles: String(rng.int(5, 14)),
            seats: String(rng.int(12, 40) * 100),
            money: millions(rng, language, place, 18, 60),
            students: String(rng.int(6, 20) * 100),
          },
          tags: [],
        };
      },
      stories: [
        {
          id: "transfer",
          anchors: { slots: ["player", "winner"] },
          motif: "controller",
          headline: tri(
            "{player} leaves {loser} and signs with {winner}",
            "{player} deja {loser} y ficha por {winner}",
            "{player} deixa {loser} e assina com {winner}",
          ),
          standfirst: tri(
            "The biggest move of the {game} off-season: {winner} have signed {player} on a three-year deal.",
            "El gran fichaje del parón de {game}: {winner} se hace con {player} por tres temporadas.",
            "A maior contratação da pausa de {game}: {winner} fecha com {player} por três temporadas.",
          ),
          body: [
            tri(
              "{winner} announced on Monday that {player}, the captain of {loser} for four years, has joined the team on a three-year contract.",
              "{winner} anunció el lunes el fichaje de {player}, capitán de {loser} durante cuatro años, con un contrato de tres temporadas.",
              "{winner} anunciou na segunda-feira a contratação de {player}, capitão de {loser} por quatro anos, com contrato de três temporadas.",
            ),
            tri(
              "The move reshapes both rosters before the new {game} season; {loser} have not yet named a new captain.",
              "El movimiento cambia las dos plantillas antes de la nueva temporada de {game}; {loser} aún no ha nombrado nuevo capitán.",
              "A mudança mexe com os dois elencos antes da nova temporada de {game}; {loser} ainda não escolheu um novo capitão.",
            ),
            tri(
              "“I wanted a team that plays to win every map, not just every series,” {player} said in a video posted by {winner}.",
              "«Quería un equipo que juegue para ganar cada mapa, no solo cada serie», dijo {player} en un vídeo publicado por {winner}.",
              "“Eu queria um time que jogue para ganhar cada mapa, e não só cada série”, disse {player} em vídeo divulgado por {winner}.",
            ),
            tri(
              "The fee was not disclosed.",
              "No se ha hecho pública la cifra del traspaso.",
              "O valor da transferência não foi divulgado.",
            ),
          ],
          caption: tri(
            "A controller in the colours of {winner}, the new team of {player}.",
            "Un mando con los colores de {winner}, el nuevo equipo de {player}.",
            "Um controle com as cores de {winner}, o novo time de {player}.",
          ),
        },
        {
          id: "cheating-ban",
          anchors: { slots: ["player"], subject: tri("ban", "sanci", "suspen") },
          motif: "padlock",
          headline: tri(
            "{player} is banned for {months} months after cheating in {game}",
            "Sancionan a {player} con {months} meses sin jugar por hacer trampas en {game}",
            "{player} é suspenso por {months} meses por trapaça em {game}",
          ),
          standfirst: tri(
            "Referees found software that showed {player} the enemy through walls; {loser} have cut ties with the player after the ban.",
            "Los árbitros hallaron un programa que mostraba a {player} a los rivales a través de las paredes; {loser} ha rescindido su contrato tras la sanción.",
            "Os árbitros encontraram um programa que mostrava a {player} os adversários através das paredes; {loser} rompeu o contrato depois da suspensão.",
          ),
          body: [
            tri(
              "The {game} league has banned {player} for {months} months after referees found a cheat program on the player's computer during a match against {winner}.",
              "La liga de {game} ha sancionado a {player} con {months} meses sin competir después de que los árbitros encontraran un programa tramposo en su ordenador durante un partido contra {winner}.",
              "A liga de {game} aplicou suspensão de {months} meses a {player} depois que os árbitros encontraram um programa de trapaça no computador do jogador durante partida contra {winner}.",
            ),
            tri(
              "The match will be replayed, and {loser} have ended the player's contract.",
              "El partido se repetirá, y {loser} ha rescindido el contrato del jugador.",
              "A partida será disputada de novo, e {loser} encerrou o contrato do jogador.",
            ),
            tri(
              "“Fair play is the only thing that gives a result any meaning,” said {person}, who heads the league's integrity unit.",
              "«El juego limpio es lo único que da sentido a un resultado», dijo {person}, responsable de integridad de la liga.",
              "“O jogo limpo é a única coisa que dá sentido a um resultado”, disse {person}, responsável pela integridade da liga.",
            ),
            tri(
              "{player} has ten days to appeal.",
              "{player} tiene diez días para recurrir.",
              "{player} tem dez dias para recorrer.",
            ),
          ],
          caption: tri(
            "A padlock over a {game} match screen.",
            "Un candado sobre una pantalla de partida de {game}.",
            "Um cadeado sobre a tela de uma partida de {game}.",
          ),
        },
        {
          id: "arena",
          anchors: { slots: ["city"], subject: tri("arena", "pabellón", "arena") },
          motif: "pixels",
          headline: tri(
            "{city} opens its first permanent esports arena, with {seats} seats",
            "{city} inaugura su primer pabellón fijo de esports, con {seats} asientos",
            "{city} inaugura sua primeira arena fixa de esports, com {seats} lugares",
          ),
          standfirst: tri(
            "The arena in {city} cost {money} and will host {game} finals from next season.",
            "El pabellón de {city} ha costado {money} y acogerá finales de {game} desde la próxima temporada.",
            "A arena de {city} custou {money} e vai receber finais de {game} a partir da próxima temporada.",
          ),
          body: [
            tri(
              "{city} opened its first arena built for esports on Saturday: {seats} seats, a stage for two teams and a wall of screens, for {money}.",
              "{city} inauguró el sábado su primer pabellón pensado para los esports: {seats} asientos, un escenario para dos equipos y una pared de pantallas, por {money}.",
              "{city} inaugurou no sábado sua primeira arena feita para os esports: {seats} lugares, um palco para dois times e uma parede de telas, por {money}.",
            ),
            tri(
              "{winner} and {loser} played the opening exhibition match in front of a full house.",
              "{winner} y {loser} jugaron el partido de exhibición inaugural con el aforo completo.",
              "{winner} e {loser} fizeram a partida de exibição de abertura com a casa cheia.",
            ),
            tri(
              "“Until now we had to rent a concert hall and rebuild it every time,” said {person}, who runs the arena.",
              "«Hasta ahora teníamos que alquilar una sala de conciertos y montarla de nuevo cada vez», dijo {person}, que dirige el pabellón.",
              "“Até agora a gente tinha de alugar uma casa de shows e montar tudo de novo a cada vez”, disse {person}, que administra a arena.",
            ),
            tri(
              "On days without matches, the arena will open to schools and amateur leagues.",
              "Los días sin partidos, el pabellón abrirá a colegios y ligas aficionadas.",
              "Nos dias sem partidas, a arena vai abrir para escolas e ligas amadoras.",
            ),
          ],
          caption: tri(
            "Screens over the stage of the new esports arena in {city}.",
            "Pantallas sobre el escenario del nuevo pabellón de esports de {city}.",
            "Telas sobre o palco da nova arena de esports de {city}.",
          ),
        },
        {
          id: "retirement",
          anchors: { slots: ["player", "winner"] },
          motif: "trophy",
          headline: tri(
            "{player} retires at {age} after winning {titles} titles with {winner}",
            "{player} se retira a los {age} años con {titles} títulos con {winner}",
            "{player} se aposenta aos {age} anos com {titles} títulos por {winner}",
          ),
          standfirst: tri(
            "{player} will stay at {winner} as a coach; the last match will be the {game} final in {city}.",
            "{player} seguirá en {winner} como entrenador; su último partido será la final de {game} en {city}.",
            "{player} vai continuar em {winner} como técnico; a última partida será a final de {game} em {city}.",
          ),
          body: [
            tri(
              "{player}, one of the most decorated players in {game}, will retire at {age} at the end of the season after {titles} titles with {winner}.",
              "{player}, uno de los jugadores más laureados de {game}, se retirará a los {age} años al final de la temporada tras {titles} títulos con {winner}.",
              "{player}, um dos jogadores mais vitoriosos de {game}, vai se aposentar aos {age} anos no fim da temporada, depois de {titles} títulos por {winner}.",
            ),
            tri(
              "Reflexes slow in the late twenties, and few professionals in the game last this long.",
              "Los reflejos empiezan a perder velocidad pasados los veinticinco, y pocos profesionales del juego aguantan tanto.",
              "Os reflexos começam a perder velocidade depois dos vinte e poucos anos, e poucos profissionais do jogo duram tanto.",
            ),
            tri(
              "“My hands are slower, but I still see the game better than ever, so I will teach it,” {player} said.",
              "«Mis manos son más lentas, pero sigo viendo el juego mejor que nunca, así que lo enseñaré», dijo {player}.",
              "“Minhas mãos estão mais lentas, mas ainda enxergo o jogo melhor do que nunca, então vou ensinar”, disse {player}.",
            ),
            tri(
              "Fans have already sold out the final in {city}.",
              "Los aficionados ya han agotado las entradas de la final de {city}.",
              "Os fãs já esgotaram os ingressos da final em {city}.",
            ),
          ],
          caption: tri(
            "The trophies {player} won with {winner}.",
            "Los trofeos que {player} ganó con {winner}.",
            "Os troféus que {player} ganhou por {winner}.",
          ),
        },
        {
          id: "university-league",
          anchors: { slots: ["city", "game"] },
          motif: "pixels",
          headline: tri(
            "Universities in {city} start a {game} league with scholarships for its players",
            "Las universidades de {city} crean una liga de {game} con becas para sus jugadores",
            "Universidades de {city} criam liga de {game} com bolsas para os jogadores",
          ),
          standfirst: tri(
            "Eight universities in {city} will field {game} teams, and the best players will get help with their fees.",
            "Ocho universidades de {city} tendrán equipos de {game}, y los mejores jugadores recibirán ayudas para la matrícula.",
            "Oito universidades de {city} vão montar times de {game}, e os melhores jogadores vão ganhar ajuda com a mensalidade.",
          ),
          body: [
            tri(
              "Eight universities in {city} will launch a {game} league in the autumn, with {students} students already signed up for trials.",
              "Ocho universidades de {city} pondrán en marcha una liga de {game} en otoño, con {students} estudiantes ya inscritos en las pruebas.",
              "Oito universidades de {city} vão lançar uma liga de {game} no segundo semestre, com {students} estudantes já inscritos nas seletivas.",
            ),
            tri(
              "Players will train three evenings a week and must keep their grades up to stay on the team.",
              "Los jugadores entrenarán tres tardes por semana y tendrán que mantener sus notas para seguir en el equipo.",
              "Os jogadores vão treinar três noites por semana e precisam manter as notas para continuar no time.",
            ),
            tri(
              "“Some of these students will turn professional, and the rest will learn to work as a team,” said {person}, who organises the league.",
              "«Algunos de estos estudiantes llegarán a profesionales, y el resto aprenderá a trabajar en equipo», dijo {person}, que organiza la liga.",
              "“Alguns desses estudantes vão virar profissionais, e o resto vai aprender a trabalhar em equipe”, disse {person}, que organiza a liga.",
            ),
            tri(
              "The final will be played in front of an audience on the biggest campus.",
              "La final se jugará con público en el campus más grande.",
              "A final será disputada com público no maior campus.",
            ),
          ],
          caption: tri(
            "Pixel art of the {game} university league in {city}.",
            "Arte en píxeles de la liga universitaria de {game} en {city}.",
            "Arte em pixels da liga universitária de {game} em {city}.",
          ),
        },
        {
          id: "world-draw",
          anchors: { slots: ["winner", "game"] },
          motif: "trophy",
          headline: tri(
            "The {game} world championship draw puts {winner} in the group of death",
            "El sorteo del Mundial de {game} deja a {winner} en el grupo de la muerte",
            "Sorteio do Mundial de {game} coloca {winner} no grupo da morte",
          ),
          standfirst: tri(
            "{winner} will face {loser} and two former champions in the first round of the {game} world championship.",
            "{winner} se medirá a {loser} y a dos excampeones en la primera fase del Mundial de {game}.",
            "{winner} vai enfrentar {loser} e dois ex-campeões na primeira fase do Mundial de {game}.",
          ),
          body: [
            tri(
              "The draw for the {game} world championship, held in {city} on Thursday, put {winner} in a group with {loser} and two former champions.",
              "El sorteo del Mundial de {game}, celebrado el jueves en {city}, emparejó a {winner} con {loser} y dos antiguos campeones.",
              "O sorteio do Mundial de {game}, realizado na quinta-feira em {city}, colocou {winner} no mesmo grupo de {loser} e de dois ex-campeões.",
            ),
            tri(
              "Only two of the four teams in each group will reach the knockout rounds.",
              "Solo dos de los cuatro equipos de cada grupo pasarán a las eliminatorias.",
              "Só dois dos quatro times de cada grupo avançam para o mata-mata.",
            ),
            tri(
              "“If you want to be champion, you have to beat everyone anyway,” said {player}, of {winner}.",
              "«Si quieres ser campeón, tienes que ganar a todos de todos modos», dijo {player}, de {winner}.",
              "“Quem quer ser campeão tem de ganhar de todo mundo de qualquer jeito”, disse {player}, de {winner}.",
            ),
            tri(
              "The group stage starts in three weeks, with every match in {city}.",
              "La fase de grupos empieza dentro de tres semanas, con todos los partidos en {city}.",
              "A fase de grupos começa em três semanas, com todas as partidas em {city}.",
            ),
          ],
          caption: tri(
            "The world championship trophy of {game}.",
            "El trofeo del Mundial de {game}.",
            "O troféu do Mundial de {game}.",
          ),
        },
      ],
    },
  ],
};
