import type { ContentLanguage } from "#core/content/content.ts";
import type { DemoAthlete, DemoLeague, DemoProfiles, DemoTeam } from "../demo-profiles.ts";
import type { FootballResult } from "../football-data.ts";
import type { Prng } from "../prng.ts";
import { type FactContext, type SectionTemplates, type StoryKind, tri } from "./story-kind.ts";
import { PEOPLE, pickPlace } from "./vocabulary.ts";

/**
 * Sports stories retell real results of the leagues in demo/data/football (so they mention, and
 * are tagged with, real teams and leagues), profile the fictional footballers, and follow the
 * fictional Olympians on their way to the Games.
 */

/** Clubs Spanish and Portuguese name with a feminine article. */
const FEMININE_CLUBS = new Set(["Chapecoense", "Real Sociedad"]);

/**
 * A club's name as Spanish and Portuguese sentences need it: with its article, and contracted
 * with "de" and "a" ("del Barcelona", "ao Flamengo"). English uses the bare name throughout.
 */
export function clubForms(name: string, language: ContentLanguage): { the: string; of: string; to: string } {
  if (language === "en") return { the: name, of: name, to: name };
  const feminine = FEMININE_CLUBS.has(name);
  if (language === "es") {
    return feminine
      ? { the: `la ${name}`, of: `de la ${name}`, to: `a la ${name}` }
      : { the: `el ${name}`, of: `del ${name}`, to: `al ${name}` };
  }
  return feminine
    ? { the: `a ${name}`, of: `da ${name}`, to: `à ${name}` }
    : { the: `o ${name}`, of: `do ${name}`, to: `ao ${name}` };
}

function clubVars(prefix: string, team: DemoTeam, language: ContentLanguage): Record<string, string> {
  const name = team.profile.commonName;
  const forms = clubForms(name, language);
  return {
    [prefix]: name,
    [`${prefix}Full`]: team.profile.name,
    [`${prefix}The`]: forms.the,
    [`${prefix}Of`]: forms.of,
    [`${prefix}To`]: forms.to,
  };
}

function score(home: number, away: number, language: ContentLanguage): string {
  return language === "pt" ? `${home} a ${away}` : `${home}-${away}`;
}

/** A league for a story: mostly one played in the story's language, sometimes a foreign one. */
function pickLeague(rng: Prng, language: ContentLanguage, profiles: DemoProfiles): DemoLeague {
  const home = profiles.leagues.filter((league) => league.home === language);
  return home.length > 0 && rng.chance(0.7) ? rng.pick(home) : rng.pick(profiles.leagues);
}

type MatchFacts = {
  league: DemoLeague;
  result: FootballResult;
  home: DemoTeam;
  away: DemoTeam;
};

function pickMatch(rng: Prng, context: FactContext, accept: (result: FootballResult) => boolean): MatchFacts {
  const league = pickLeague(rng, context.language, context.profiles);
  const candidates = league.data.results.filter(accept);
  const result = rng.pick(candidates.length > 0 ? candidates : league.data.results);
  const team = (name: string) => {
    const found = context.profiles.teams.find((t) => t.profile.name === name);
    if (!found) throw new Error(`no profile for team ${name}`);
    return found;
  };
  return { league, result, home: team(result.home), away: team(result.away) };
}

function forwardOf(profiles: DemoProfiles, team: DemoTeam): DemoAthlete {
  const athlete = profiles.athletes.find((a) => a.team === team.profile.name);
  if (!athlete) throw new Error(`no athlete for team ${team.profile.name}`);
  return athlete;
}

const MATCH_WIN: StoryKind = {
  name: "match-win",
  facts: (context) => {
    const { rng, language, profiles } = context;
    const match = pickMatch(rng, context, (r) => r.homeGoals !== r.awayGoals);
    const homeWon = match.result.homeGoals > match.result.awayGoals;
    const [winner, loser] = homeWon ? [match.home, match.away] : [match.away, match.home];
    const scorer = forwardOf(profiles, winner);
    const goals = [match.result.homeGoals, match.result.awayGoals].sort((a, b) => b - a);
    return {
      vars: {
        ...clubVars("winner", winner, language),
        ...clubVars("loser", loser, language),
        ...clubVars("home", match.home, language),
        ...clubVars("away", match.away, language),
        homeGoals: String(match.result.homeGoals),
        awayGoals: String(match.result.awayGoals),
        score: score(goals[0], goals[1], language),
        round: String(match.result.round),
        inLeague: match.league.inLeague[language],
        scorer: scorer.profile.name,
        scorerRole: scorer.role[language],
      },
      tags: [match.league.profile, match.home.profile, match.away.profile, scorer.profile],
    };
  },
  stories: [
    {
      id: "win-result",
      anchors: { slots: ["winner", "loser"] },
      motif: "pitch",
      headline: tri(
        "{winner} beat {loser} {score} {inLeague}",
        "{WinnerThe} vence {score} {loserTo} {inLeague}",
        "{Winner} vence {loserThe} por {score} {inLeague}",
      ),
      standfirst: tri(
        "{scorer} scored the decisive goal as {winner} took all three points against {loser}.",
        "{scorer} marcó el gol decisivo y {winnerThe} se llevó los tres puntos ante {loserThe}.",
        "{scorer} marcou o gol decisivo, e {winnerThe} ficou com os três pontos diante {loserOf}.",
      ),
      body: [
        tri(
          "{winnerFull} beat {loserFull} {score} on matchday {round} {inLeague}. The crowd saw a lively first half, and the game turned after the break.",
          "{WinnerThe} derrotó {loserTo} por {score} en la jornada {round} {inLeague}. El público vio una primera parte intensa, y el partido cambió tras el descanso.",
          "{WinnerThe} venceu {loserThe} por {score} na rodada {round} {inLeague}. A torcida viu um primeiro tempo movimentado, e o jogo mudou depois do intervalo.",
        ),
        tri(
          "{scorer}, the {winner} {scorerRole}, was the standout player, scoring once and troubling the {loser} defence all afternoon.",
          "{scorer}, {scorerRole} {winnerOf}, fue el mejor del partido: marcó un gol y puso en apuros a la defensa {loserOf} durante toda la tarde.",
          "{scorer}, {scorerRole} {winnerOf}, foi o destaque da partida: marcou um gol e deu trabalho à defesa {loserOf} a tarde toda.",
        ),
        tri(
          "“We knew it would be hard, but the players never stopped believing,” said the {winner} coach.",
          "«Sabíamos que sería difícil, pero los jugadores nunca dejaron de creer», dijo el entrenador {winnerOf}.",
          "“Sabíamos que seria difícil, mas os jogadores nunca deixaram de acreditar”, disse o técnico {winnerOf}.",
        ),
        tri(
          "{loser} pushed for a reply in the closing minutes but could not find a way through. The result leaves them looking over their shoulder in the table.",
          "{LoserThe} buscó la reacción en los últimos minutos, pero no encontró el camino. El resultado le obliga a mirar hacia abajo en la clasificación.",
          "{LoserThe} buscou a reação nos minutos finais, mas não conseguiu furar a defesa. O resultado deixa o time em alerta na tabela.",
        ),
      ],
      caption: tri(
        "The pitch where {winner} beat {loser}.",
        "El campo donde {winnerThe} venció {loserTo}.",
        "O gramado onde {winnerThe} venceu {loserThe}.",
      ),
    },
    {
      id: "win-scorer",
      anchors: { slots: ["winner", "loser", "scorer"] },
      motif: "pitch",
      headline: tri(
        "{scorer} stars as {winner} see off {loser}",
        "{scorer} brilla en la victoria {winnerOf} ante {loserThe}",
        "{scorer} brilha, e {winner} vence {loserThe}",
      ),
      standfirst: tri(
        "{scorer}, the {winner} {scorerRole}, led the way in a {score} win over {loser} on matchday {round}.",
        "{scorer}, {scorerRole} {winnerOf}, lideró el {score} ante {loserThe} en la jornada {round}.",
        "{scorer}, {scorerRole} {winnerOf}, comandou a vitória por {score} sobre {loserThe} na rodada {round}.",
      ),
      body: [
        tri(
          "{scorer} was the difference as {winner} beat {loser} {score} {inLeague}, scoring once and setting up chances all afternoon.",
          "{scorer} marcó la diferencia en el {score} {winnerOf} ante {loserThe} {inLeague}: hizo un gol y generó ocasiones durante toda la tarde.",
          "{scorer} fez a diferença na vitória {winnerOf} sobre {loserThe} por {score} {inLeague}: marcou um gol e criou chances a tarde toda.",
        ),
        tri(
          "{loser} had chances of their own, but {winner} were more clinical in front of goal.",
          "{LoserThe} tuvo sus ocasiones, pero {winnerThe} fue más eficaz de cara a portería.",
          "{LoserThe} também teve chances, mas {winnerThe} foi mais eficiente nas finalizações.",
        ),
        tri(
          "“Goals like that are why you play football,” {scorer} said after the final whistle.",
          "«Por goles así se juega al fútbol», dijo {scorer} tras el pitido final.",
          "“É por gols assim que a gente joga futebol”, disse {scorer} após o apito final.",
        ),
        tri(
          "Next up for {winner} is another demanding match {inLeague}, while {loser} will look to bounce back at home.",
          "{WinnerThe} afrontará otro partido exigente {inLeague}, mientras que {loserThe} intentará reaccionar en casa.",
          "{WinnerThe} tem outro jogo difícil {inLeague}, enquanto {loserThe} tenta se recuperar em casa.",
        ),
      ],
      caption: tri(
        "The ball at the feet of {scorer}, the {winner} {scorerRole}.",
        "El balón en los pies de {scorer}, {scorerRole} {winnerOf}.",
        "A bola nos pés de {scorer}, {scorerRole} {winnerOf}.",
      ),
    },
    {
      id: "win-report",
      anchors: { slots: ["home", "away"] },
      motif: "pitch",
      headline: tri(
        "Match report: {home} {homeGoals}, {away} {awayGoals}",
        "Crónica: {home} {homeGoals} - {away} {awayGoals}",
        "Crônica: {home} {homeGoals} x {away} {awayGoals}",
      ),
      standfirst: tri(
        "How {home} and {away} got to {homeGoals}-{awayGoals} on matchday {round} {inLeague}.",
        "Así se llegó al {homeGoals}-{awayGoals} entre {homeThe} y {awayThe} en la jornada {round} {inLeague}.",
        "Como {homeThe} e {awayThe} chegaram ao {homeGoals} a {awayGoals} na rodada {round} {inLeague}.",
      ),
      body: [
        tri(
          "{homeFull} {homeGoals}, {awayFull} {awayGoals}: {winner} took the points on matchday {round} {inLeague}, with {home} at home in front of their own supporters.",
          "{homeFull} {homeGoals}, {awayFull} {awayGoals}: {winnerThe} se llevó los puntos en la jornada {round} {inLeague}, con {homeThe} como local ante su afición.",
          "{homeFull} {homeGoals}, {awayFull} {awayGoals}: {winnerThe} levou os pontos na rodada {round} {inLeague}, com {homeThe} jogando em casa diante da sua torcida.",
        ),
        tri(
          "The first half was even, but {away} and {home} both opened up after the break, and {scorer} made the most of the space.",
          "La primera parte fue igualada, pero {awayThe} y {homeThe} se abrieron tras el descanso, y {scorer} aprovechó los espacios.",
          "O primeiro tempo foi equilibrado, mas {awayThe} e {homeThe} se abriram depois do intervalo, e {scorer} aproveitou os espaços.",
        ),
        tri(
          "“We controlled the game when it mattered,” said the {winner} coach, who praised the team's discipline.",
          "«Controlamos el partido cuando importaba», dijo el entrenador {winnerOf}, que elogió la disciplina del equipo.",
          "“Controlamos o jogo quando importava”, disse o técnico {winnerOf}, que elogiou a disciplina do time.",
        ),
        tri(
          "{loser} will look for a reaction in their next match; {winner} climb the table.",
          "{LoserThe} buscará la reacción en su próximo partido; {winnerThe} escala en la clasificación.",
          "{LoserThe} busca a reação na próxima partida; {winnerThe} sobe na tabela.",
        ),
      ],
      caption: tri(
        "The pitch of the match between {home} and {away}.",
        "El campo del partido entre {homeThe} y {awayThe}.",
        "O gramado da partida entre {homeThe} e {awayThe}.",
      ),
    },
  ],
};

const MATCH_DRAW: StoryKind = {
  name: "match-draw",
  facts: (context) => {
    const { rng, language, profiles } = context;
    const match = pickMatch(rng, context, (r) => r.homeGoals === r.awayGoals && r.homeGoals > 0);
    const [team, other] = rng.chance(0.5) ? [match.home, match.away] : [match.away, match.home];
    const scorer = forwardOf(profiles, team);
    return {
      vars: {
        ...clubVars("home", match.home, language),
        ...clubVars("away", match.away, language),
        ...clubVars("team", team, language),
        ...clubVars("other", other, language),
        score: score(match.result.homeGoals, match.result.awayGoals, language),
        round: String(match.result.round),
        inLeague: match.league.inLeague[language],
        scorer: scorer.profile.name,
      },
      tags: [match.league.profile, match.home.profile, match.away.profile, scorer.profile],
    };
  },
  stories: [
    {
      id: "draw-result",
      anchors: { slots: ["home", "away"] },
      motif: "pitch",
      headline: tri(
        "{home} and {away} share the points in a {score} draw",
        "{HomeThe} y {awayThe} empatan {score} {inLeague}",
        "{Home} e {away} empatam em {score} {inLeague}",
      ),
      standfirst: tri(
        "Neither {home} nor {away} could find a winner in a tense meeting {inLeague}.",
        "Ni {homeThe} ni {awayThe} encontraron el gol de la victoria en un duelo tenso {inLeague}.",
        "Nem {homeThe} nem {awayThe} acharam o gol da vitória em um duelo tenso {inLeague}.",
      ),
      body: [
        tri(
          "{homeFull} and {awayFull} drew {score} on matchday {round} {inLeague}, a result that leaves both teams wanting more.",
          "{HomeThe} y {awayThe} empataron {score} en la jornada {round} {inLeague}, un resultado que deja a ambos con ganas de más.",
          "{HomeThe} e {awayThe} empataram em {score} na rodada {round} {inLeague}, resultado que deixa os dois times querendo mais.",
        ),
        tri(
          "Both goalkeepers were busy in the second half, and the {home} supporters held their breath until the final whistle.",
          "Los dos porteros tuvieron trabajo en la segunda parte, y la afición {homeOf} contuvo la respiración hasta el pitido final.",
          "Os dois goleiros trabalharam muito no segundo tempo, e a torcida {homeOf} prendeu a respiração até o apito final.",
        ),
        tri(
          "“A point away from home is never a bad result,” said the {away} coach.",
          "«Un punto fuera de casa nunca es un mal resultado», dijo el entrenador {awayOf}.",
          "“Um ponto fora de casa nunca é um resultado ruim”, disse o técnico {awayOf}.",
        ),
        tri(
          "The draw keeps the table tight {inLeague}, with several teams separated by only a few points.",
          "El empate mantiene la clasificación apretada {inLeague}, con varios equipos separados por pocos puntos.",
          "O empate mantém a tabela embolada {inLeague}, com vários times separados por poucos pontos.",
        ),
      ],
      caption: tri(
        "The centre circle of the pitch where {home} and {away} drew.",
        "El círculo central del campo donde empataron {homeThe} y {awayThe}.",
        "O círculo central do gramado onde {homeThe} e {awayThe} empataram.",
      ),
    },
    {
      id: "draw-scorer",
      anchors: { slots: ["team", "other", "scorer"] },
      motif: "pitch",
      headline: tri(
        "{scorer} rescues a point for {team} against {other}",
        "{scorer} salva un punto para {teamThe} ante {otherThe}",
        "{scorer} garante um ponto para {teamThe} contra {otherThe}",
      ),
      standfirst: tri(
        "{team} and {other} drew {score} on matchday {round}, and {scorer} had a hand in it.",
        "{TeamThe} y {otherThe} empataron {score} en la jornada {round}, con {scorer} como protagonista.",
        "{TeamThe} e {otherThe} empataram em {score} na rodada {round}, com {scorer} como protagonista.",
      ),
      body: [
        tri(
          "{scorer} scored for {team}, but {other} answered within minutes, and the match {inLeague} ended {score}.",
          "{scorer} marcó para {teamThe}, pero {otherThe} respondió a los pocos minutos, y el partido {inLeague} acabó {score}.",
          "{scorer} marcou para {teamThe}, mas {otherThe} respondeu poucos minutos depois, e o jogo {inLeague} terminou {score}.",
        ),
        tri(
          "{other} started better, but {team} grew into the game after half-time.",
          "{OtherThe} salió mejor, pero {teamThe} fue a más tras el descanso.",
          "{OtherThe} começou melhor, mas {teamThe} cresceu no segundo tempo.",
        ),
        tri(
          "“I would swap my goal for the three points,” said {scorer}.",
          "«Cambiaría mi gol por los tres puntos», dijo {scorer}.",
          "“Trocaria meu gol pelos três pontos”, disse {scorer}.",
        ),
        tri(
          "The coach praised the team's discipline and said the squad is ready for a demanding run of fixtures.",
          "El entrenador elogió la disciplina del equipo y aseguró que la plantilla está preparada para un calendario exigente.",
          "O técnico elogiou a disciplina do time e disse que o elenco está pronto para uma sequência exigente de jogos.",
        ),
      ],
      caption: tri(
        "The ball on the pitch where {team} and {other} drew.",
        "El balón sobre el campo donde empataron {teamThe} y {otherThe}.",
        "A bola no gramado onde {teamThe} e {otherThe} empataram.",
      ),
    },
  ],
};

const PLAYER_PROFILE: StoryKind = {
  name: "player",
  facts: ({ rng, language, profiles }) => {
    const league = pickLeague(rng, language, profiles);
    const athlete = rng.pick(profiles.athletes.filter((a) => a.leagueCode === league.data.code));
    const team = profiles.teams.find((t) => t.profile.name === athlete.team) as DemoTeam;
    const matches = rng.int(12, 30);
    return {
      vars: {
        ...clubVars("team", team, language),
        athlete: athlete.profile.name,
        role: athlete.role[language],
        inLeague: league.inLeague[language],
        goals: String(rng.int(6, Math.max(7, Math.round(matches * 0.8)))),
        matches: String(matches),
        age: String(rng.int(19, 31)),
        person: rng.pick(PEOPLE[language]),
      },
      tags: [athlete.profile, team.profile, league.profile],
    };
  },
  stories: [
    {
      id: "player-season",
      anchors: { slots: ["athlete", "team"] },
      motif: "player",
      headline: tri(
        "{athlete}: the {role} carrying {team}'s season",
        "{athlete}, el {role} que sostiene la temporada {teamOf}",
        "{athlete}, o {role} que carrega a temporada {teamOf}",
      ),
      standfirst: tri(
        "{goals} goals in {matches} matches have made {athlete} the first name on the {team} team sheet.",
        "{goals} goles en {matches} partidos han convertido a {athlete} en el primer nombre de la alineación {teamOf}.",
        "{goals} gols em {matches} jogos fizeram de {athlete} o primeiro nome da escalação {teamOf}.",
      ),
      body: [
        tri(
          "{athlete} came through the {teamFull} academy and made his debut at 18. At {age}, the {role} is now the player {team} build around.",
          "{athlete} se formó en la cantera {teamOf} y debutó con 18 años. Con {age}, el {role} es hoy el jugador sobre el que se construye {teamThe}.",
          "{athlete} foi revelado nas categorias de base {teamOf} e estreou aos 18 anos. Aos {age}, o {role} é hoje o jogador em torno de quem {teamThe} é montado.",
        ),
        tri(
          "This season he has scored {goals} goals in {matches} matches {inLeague}, more than in the previous two seasons combined.",
          "Esta temporada suma {goals} goles en {matches} partidos {inLeague}, más que en las dos campañas anteriores juntas.",
          "Nesta temporada, já são {goals} gols em {matches} jogos {inLeague}, mais do que nas duas temporadas anteriores somadas.",
        ),
        tri(
          "“He has everything a modern {role} needs,” said {person}, who analyses football for a living.",
          "«Tiene todo lo que necesita un {role} moderno», opinó {person}, que analiza fútbol desde hace años.",
          "“Ele tem tudo o que um {role} moderno precisa”, opinou {person}, que analisa futebol há anos.",
        ),
        tri(
          "Coaches praise his work rate as much as his finishing: he presses from the front and rarely loses the ball in dangerous areas.",
          "Los técnicos elogian tanto su trabajo como su definición: presiona arriba y rara vez pierde el balón en zonas peligrosas.",
          "Os treinadores elogiam tanto a entrega quanto a finalização: ele pressiona a saída de bola e raramente perde a posse em áreas perigosas.",
        ),
      ],
      caption: tri(
        "{athlete}, the {team} {role}, drawn in the team's colours.",
        "{athlete}, {role} {teamOf}, dibujado con los colores del equipo.",
        "{athlete}, {role} {teamOf}, desenhado com as cores do time.",
      ),
    },
    {
      id: "player-contract",
      anchors: { slots: ["athlete", "team"] },
      motif: "player",
      headline: tri(
        "{athlete} signs a new long-term contract with {team}",
        "{athlete} renueva a largo plazo con {teamThe}",
        "{athlete} renova contrato longo com {teamThe}",
      ),
      standfirst: tri(
        "Several clubs abroad had asked about {athlete}, but {team} have kept their {role}.",
        "Varios clubes extranjeros se habían interesado por {athlete}, pero {teamThe} retiene a su {role}.",
        "Vários clubes do exterior sondaram {athlete}, mas {teamThe} segurou seu {role}.",
      ),
      body: [
        tri(
          "{athlete} has signed a new contract with {teamFull}, ending weeks of talk about a move abroad. The {role}, {age}, has scored {goals} goals in {matches} matches this season.",
          "{athlete} ha firmado un nuevo contrato con {teamThe}, lo que pone fin a semanas de rumores sobre una salida al extranjero. El {role}, de {age} años, lleva {goals} goles en {matches} partidos esta temporada.",
          "{athlete} assinou novo contrato com {teamThe}, encerrando semanas de especulação sobre uma ida ao exterior. O {role}, de {age} anos, tem {goals} gols em {matches} jogos nesta temporada.",
        ),
        tri(
          "{team} had made it clear that he was not for sale, and the player wanted to stay.",
          "{TeamThe} había dejado claro que no estaba en venta, y el jugador quería quedarse.",
          "{TeamThe} já tinha deixado claro que ele não estava à venda, e o jogador queria ficar.",
        ),
        tri(
          "“I just want to help the team win; this is my home,” {athlete} said.",
          "«Solo quiero ayudar al equipo a ganar; esta es mi casa», afirmó {athlete}.",
          "“Só quero ajudar o time a vencer; aqui é a minha casa”, afirmou {athlete}.",
        ),
        tri(
          "Off the pitch, {athlete} runs a foundation that helps children in his home town take up sport.",
          "Fuera del campo, {athlete} impulsa una fundación que ayuda a los niños de su ciudad natal a practicar deporte.",
          "Fora de campo, {athlete} mantém uma fundação que ajuda crianças de sua cidade natal a praticar esportes.",
        ),
      ],
      caption: tri(
        "{athlete} in the {team} shirt.",
        "{athlete}, con la camiseta {teamOf}.",
        "{athlete} com a camisa {teamOf}.",
      ),
    },
  ],
};

const OLYMPICS: StoryKind = {
  name: "olympics",
  facts: ({ rng, language, profiles }) => {
    const athlete = rng.pick(profiles.athletes.filter((a) => a.team === null));
    const games = profiles.topics.find((t) => t.profile.name === "Olympic Games");
    if (!games) throw new Error("the Olympic Games topic is missing");
    const { place, city } = pickPlace(rng, language);
    return {
      place,
      vars: {
        athlete: athlete.profile.name,
        role: athlete.role[language],
        city,
        months: String(rng.int(3, 11)),
        person: rng.pick(PEOPLE[language]),
      },
      tags: [athlete.profile, games.profile],
    };
  },
  stories: [
    {
      id: "olympics-qualifies",
      topic: "Olympic Games",
      anchors: { slots: ["athlete", "city"] },
      motif: "track",
      headline: tri(
        "{athlete} wins in {city} and books a place at {topic}",
        "{athlete} gana en {city} y consigue su plaza para {topic}",
        "{athlete} vence em {city} e garante vaga para {topic}",
      ),
      standfirst: tri(
        "A season's best in {city} sends {athlete}, a {role}, to the Games with {months} months left to prepare.",
        "Su mejor marca del año en {city} lleva a {athlete} a los Juegos, a {months} meses de la cita.",
        "A melhor marca da temporada em {city} leva {athlete} aos Jogos, a {months} meses da competição.",
      ),
      body: [
        tri(
          "{athlete} delivered the best performance of the season in {city}, beating a strong field and meeting the qualifying standard for {topic}.",
          "{athlete} firmó en {city} la mejor actuación de la temporada, superó a rivales de primer nivel y logró la marca mínima para {topic}.",
          "{athlete} fez em {city} a melhor apresentação da temporada, superou rivais fortes e atingiu o índice para {topic}.",
        ),
        tri(
          "The plan for the next {months} months includes altitude camps and a lighter competition calendar, all aimed at peaking at the right moment.",
          "El plan para los próximos {months} meses incluye concentraciones en altura y un calendario de competición reducido, todo pensado para llegar en plena forma al momento clave.",
          "O planejamento para os próximos {months} meses inclui treinos em altitude e um calendário de competições enxuto, tudo pensado para chegar no auge na hora certa.",
        ),
        tri(
          "“I have dreamed about this all my life,” {athlete} said.",
          "«Llevo toda la vida soñando con esto», dijo {athlete}.",
          "“Sonho com isso a vida inteira”, disse {athlete}.",
        ),
        tri(
          "“The talent was always there; now the consistency is too,” said {person}, who has followed this career for years.",
          "«El talento siempre estuvo ahí; ahora también la regularidad», señaló {person}, que sigue esta trayectoria desde hace años.",
          "“O talento sempre esteve lá; agora a regularidade também”, disse {person}, que acompanha essa trajetória há anos.",
        ),
      ],
      caption: tri(
        "The running track in {city} where {athlete} qualified.",
        "La pista de {city} donde {athlete} logró la clasificación.",
        "A pista de {city} onde {athlete} conseguiu a classificação.",
      ),
    },
  ],
};

export const SPORTS: SectionTemplates = {
  section: "sports",
  kinds: [MATCH_WIN, MATCH_DRAW, PLAYER_PROFILE, OLYMPICS],
};
