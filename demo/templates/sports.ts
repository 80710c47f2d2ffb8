import type { ContentLanguage } from "#core/content.ts";
import type { DemoAthlete, DemoLeague, DemoProfiles, DemoTeam } from "../demo-profiles.ts";
import type { FootballResult } from "../football-data.ts";
import type { Prng } from "../prng.ts";
import { type FactContext, type SectionTemplates, type StoryKind, tri } from "./story-kind.ts";
import { CITIES, PEOPLE } from "./vocabulary.ts";

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

const COACH_PARAGRAPH = tri(
  "The coach praised the team's discipline and said the squad is ready for a demanding run of fixtures.",
  "El entrenador elogió la disciplina del equipo y aseguró que la plantilla está preparada para un calendario exigente.",
  "O técnico elogiou a disciplina do time e disse que o elenco está pronto para uma sequência exigente de jogos.",
);

const MATCH_WIN: StoryKind = {
  name: "match-win",
  weight: 3,
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
        person: rng.pick(PEOPLE[language]),
      },
      tags: [match.league.profile, match.home.profile, match.away.profile, scorer.profile],
    };
  },
  titles: [
    tri(
      "{winner} beat {loser} {score} {inLeague}",
      "{WinnerThe} vence {score} {loserTo} {inLeague}",
      "{Winner} vence {loserThe} por {score} {inLeague}",
    ),
    tri(
      "{scorer} stars as {winner} see off {loser}",
      "{scorer} brilla en la victoria {winnerOf} ante {loserThe}",
      "{scorer} brilha, e {winner} vence {loserThe}",
    ),
    tri(
      "{loser} fall to {winner} on matchday {round}",
      "{LoserThe} cae ante {winnerThe} en la jornada {round}",
      "{Loser} perde para {winnerThe} na rodada {round}",
    ),
    tri(
      "{winner} climb the table after a {score} win over {loser}",
      "{WinnerThe} escala posiciones tras ganar {score} {loserTo}",
      "{Winner} sobe na tabela após vencer {loserThe} por {score}",
    ),
    tri(
      "Match report: {homeFull} {homeGoals}, {awayFull} {awayGoals}",
      "Crónica: {homeFull} {homeGoals} - {awayFull} {awayGoals}",
      "Crônica: {homeFull} {homeGoals} x {awayFull} {awayGoals}",
    ),
  ],
  descriptions: [
    tri(
      "{scorer} scored the decisive goal as {winnerFull} took all three points against {loserFull}.",
      "{scorer} marcó el gol decisivo y {winnerThe} se llevó los tres puntos ante {loserThe}.",
      "{scorer} marcou o gol decisivo, e {winnerThe} ficou com os três pontos diante {loserOf}.",
    ),
    tri(
      "A {score} result on matchday {round} {inLeague} keeps {winner} in the race.",
      "El {score} de la jornada {round} {inLeague} mantiene {winnerTo} en la pelea.",
      "O {score} da rodada {round} {inLeague} mantém {winnerThe} na briga.",
    ),
    tri(
      "{loser} had chances, but {winner} were more clinical in front of goal.",
      "{LoserThe} tuvo ocasiones, pero {winnerThe} fue más eficaz de cara a portería.",
      "{LoserThe} teve chances, mas {winnerThe} foi mais eficiente nas finalizações.",
    ),
  ],
  paragraphs: [
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
      "{loser} pushed for a reply in the closing minutes but could not find a way through. The result leaves them looking over their shoulder in the table.",
      "{LoserThe} buscó la reacción en los últimos minutos, pero no encontró el camino. El resultado le obliga a mirar hacia abajo en la clasificación.",
      "{LoserThe} buscou a reação nos minutos finais, mas não conseguiu furar a defesa. O resultado deixa o time em alerta na tabela.",
    ),
    COACH_PARAGRAPH,
    tri(
      "Next up for {winner} is another demanding match {inLeague}, while {loser} will look to bounce back at home.",
      "{WinnerThe} afrontará otro partido exigente {inLeague}, mientras que {loserThe} intentará reaccionar en casa.",
      "{WinnerThe} tem outro jogo difícil {inLeague}, enquanto {loserThe} tenta se recuperar em casa.",
    ),
  ],
  quotes: [
    tri(
      "“We knew it would be hard, but the players never stopped believing,” said the {winner} coach.",
      "«Sabíamos que sería difícil, pero los jugadores nunca dejaron de creer», dijo el entrenador {winnerOf}.",
      "“Sabíamos que seria difícil, mas os jogadores nunca deixaram de acreditar”, disse o técnico {winnerOf}.",
    ),
    tri(
      "“Goals like that are why you play football,” {scorer} said after the final whistle.",
      "«Por goles así se juega al fútbol», dijo {scorer} tras el pitido final.",
      "“É por gols assim que a gente joga futebol”, disse {scorer} após o apito final.",
    ),
  ],
};

const MATCH_DRAW: StoryKind = {
  name: "match-draw",
  weight: 1,
  facts: (context) => {
    const { rng, language, profiles } = context;
    const match = pickMatch(rng, context, (r) => r.homeGoals === r.awayGoals && r.homeGoals > 0);
    const team = rng.chance(0.5) ? match.home : match.away;
    const scorer = forwardOf(profiles, team);
    return {
      vars: {
        ...clubVars("home", match.home, language),
        ...clubVars("away", match.away, language),
        ...clubVars("team", team, language),
        score: score(match.result.homeGoals, match.result.awayGoals, language),
        round: String(match.result.round),
        inLeague: match.league.inLeague[language],
        scorer: scorer.profile.name,
        person: rng.pick(PEOPLE[language]),
      },
      tags: [match.league.profile, match.home.profile, match.away.profile, scorer.profile],
    };
  },
  titles: [
    tri(
      "{home} and {away} share the points in a {score} draw",
      "{HomeThe} y {awayThe} empatan {score} {inLeague}",
      "{Home} e {away} empatam em {score} {inLeague}",
    ),
    tri(
      "Honours even between {home} and {away} on matchday {round}",
      "Reparto de puntos entre {homeThe} y {awayThe} en la jornada {round}",
      "{Home} e {away} ficam no empate na rodada {round}",
    ),
    tri(
      "{scorer} rescues a point for {team}",
      "{scorer} salva un punto para {teamThe}",
      "{scorer} garante um ponto para {teamThe}",
    ),
  ],
  descriptions: [
    tri(
      "Neither side could find a winner in a tense meeting {inLeague}.",
      "Ninguno de los dos equipos encontró el gol de la victoria en un duelo tenso {inLeague}.",
      "Nenhum dos dois times achou o gol da vitória em um duelo tenso {inLeague}.",
    ),
    tri(
      "{home} started better, but {away} grew into the game after half-time.",
      "{HomeThe} salió mejor, pero {awayThe} fue a más tras el descanso.",
      "{HomeThe} começou melhor, mas {awayThe} cresceu no segundo tempo.",
    ),
  ],
  paragraphs: [
    tri(
      "{homeFull} and {awayFull} drew {score} on matchday {round} {inLeague}, a result that leaves both teams wanting more.",
      "{HomeThe} y {awayThe} empataron {score} en la jornada {round} {inLeague}, un resultado que deja a ambos con ganas de más.",
      "{HomeThe} e {awayThe} empataram em {score} na rodada {round} {inLeague}, resultado que deixa os dois times querendo mais.",
    ),
    tri(
      "{scorer} scored for {team}, but the lead lasted only a few minutes before the equaliser arrived.",
      "{scorer} marcó para {teamThe}, pero la ventaja duró apenas unos minutos antes de que llegara el empate.",
      "{scorer} marcou para {teamThe}, mas a vantagem durou poucos minutos até sair o empate.",
    ),
    tri(
      "Both goalkeepers were busy in the second half, and the {home} supporters held their breath until the final whistle.",
      "Los dos porteros tuvieron trabajo en la segunda parte, y la afición {homeOf} contuvo la respiración hasta el pitido final.",
      "Os dois goleiros trabalharam muito no segundo tempo, e a torcida {homeOf} prendeu a respiração até o apito final.",
    ),
    COACH_PARAGRAPH,
    tri(
      "The draw keeps the table tight {inLeague}, with several teams separated by only a few points.",
      "El empate mantiene la clasificación apretada {inLeague}, con varios equipos separados por pocos puntos.",
      "O empate mantém a tabela embolada {inLeague}, com vários times separados por poucos pontos.",
    ),
  ],
  quotes: [
    tri(
      "“A point away from home is never a bad result,” said the {away} coach.",
      "«Un punto fuera de casa nunca es un mal resultado», dijo el entrenador {awayOf}.",
      "“Um ponto fora de casa nunca é um resultado ruim”, disse o técnico {awayOf}.",
    ),
    tri(
      "“I would swap my goal for the three points,” said {scorer}.",
      "«Cambiaría mi gol por los tres puntos», dijo {scorer}.",
      "“Trocaria meu gol pelos três pontos”, disse {scorer}.",
    ),
  ],
};

const PLAYER_PROFILE: StoryKind = {
  name: "player",
  weight: 1,
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
  titles: [
    tri(
      "{athlete}: the {role} carrying {team}'s season",
      "{athlete}, el {role} que sostiene la temporada {teamOf}",
      "{athlete}, o {role} que carrega a temporada {teamOf}",
    ),
    tri(
      "{athlete} reaches {goals} goals {inLeague}",
      "{athlete} alcanza los {goals} goles {inLeague}",
      "{athlete} chega a {goals} gols {inLeague}",
    ),
    tri(
      "Big clubs are watching {team}'s {athlete}",
      "Los grandes clubes siguen de cerca a {athlete}, {role} {teamOf}",
      "Grandes clubes estão de olho em {athlete}, {role} {teamOf}",
    ),
    tri(
      "{athlete} signs a new long-term contract with {team}",
      "{athlete} renueva a largo plazo con {teamThe}",
      "{athlete} renova contrato longo com {teamThe}",
    ),
  ],
  descriptions: [
    tri(
      "At {age}, the {role} has become one of the most decisive players {inLeague}.",
      "Con {age} años, el {role} se ha convertido en uno de los jugadores más decisivos {inLeague}.",
      "Aos {age} anos, o {role} virou um dos jogadores mais decisivos {inLeague}.",
    ),
    tri(
      "{goals} goals in {matches} matches have put {athlete} on every scout's list.",
      "{goals} goles en {matches} partidos han puesto a {athlete} en la agenda de todos los ojeadores.",
      "{goals} gols em {matches} jogos colocaram {athlete} na lista de todos os olheiros.",
    ),
  ],
  paragraphs: [
    tri(
      "{athlete} came through the {teamFull} academy and made his debut at 18. Today, the {role} is the first name on the team sheet.",
      "{athlete} se formó en la cantera {teamOf} y debutó con 18 años. Hoy, el {role} es el primer nombre en la alineación.",
      "{athlete} foi revelado nas categorias de base {teamOf} e estreou aos 18 anos. Hoje, o {role} é o primeiro nome da escalação.",
    ),
    tri(
      "This season he has scored {goals} goals in {matches} matches {inLeague}, more than in the previous two seasons combined.",
      "Esta temporada suma {goals} goles en {matches} partidos {inLeague}, más que en las dos campañas anteriores juntas.",
      "Nesta temporada, já são {goals} gols em {matches} jogos {inLeague}, mais do que nas duas temporadas anteriores somadas.",
    ),
    tri(
      "Coaches praise his work rate as much as his finishing: he presses from the front and rarely loses the ball in dangerous areas.",
      "Los técnicos elogian tanto su trabajo como su definición: presiona arriba y rara vez pierde el balón en zonas peligrosas.",
      "Os treinadores elogiam tanto a entrega quanto a finalização: ele pressiona a saída de bola e raramente perde a posse em áreas perigosas.",
    ),
    tri(
      "Several clubs abroad are said to be following him, but {team} have made it clear that he is not for sale.",
      "Varios clubes extranjeros le siguen la pista, pero {teamThe} ha dejado claro que no está en venta.",
      "Vários clubes do exterior estariam de olho nele, mas {teamThe} já deixou claro que ele não está à venda.",
    ),
    tri(
      "Off the pitch, {athlete} runs a foundation that helps children in his home town take up sport.",
      "Fuera del campo, {athlete} impulsa una fundación que ayuda a los niños de su ciudad natal a practicar deporte.",
      "Fora de campo, {athlete} mantém uma fundação que ajuda crianças de sua cidade natal a praticar esportes.",
    ),
  ],
  quotes: [
    tri(
      "“I just want to help the team win; the goals are a bonus,” {athlete} said.",
      "«Solo quiero ayudar al equipo a ganar; los goles son un extra», afirmó {athlete}.",
      "“Só quero ajudar o time a vencer; os gols são um bônus”, afirmou {athlete}.",
    ),
    tri(
      "“He has everything a modern {role} needs,” said {person}, a football analyst.",
      "«Tiene todo lo que necesita un {role} moderno», opinó {person}, analista de fútbol.",
      "“Ele tem tudo o que um {role} moderno precisa”, opinou {person}, analista de futebol.",
    ),
  ],
};

const OLYMPICS: StoryKind = {
  name: "olympics",
  weight: 1,
  facts: ({ rng, language, profiles }) => {
    const athlete = rng.pick(profiles.athletes.filter((a) => a.team === null));
    const games = profiles.topics.find((t) => t.profile.name === "Olympic Games");
    if (!games) throw new Error("the Olympic Games topic is missing");
    return {
      vars: {
        athlete: athlete.profile.name,
        role: athlete.role[language],
        topic: games.text[language],
        city: rng.pick(CITIES[language]),
        months: String(rng.int(3, 11)),
        person: rng.pick(PEOPLE[language]),
      },
      tags: [athlete.profile, games.profile],
    };
  },
  titles: [
    tri(
      "{athlete} books a place at {topic} with a season's best",
      "{athlete} consigue su plaza para {topic} con su mejor marca del año",
      "{athlete} garante vaga para {topic} com a melhor marca da temporada",
    ),
    tri(
      "Countdown to {topic}: {athlete} steps up training",
      "Cuenta atrás para {topic}: {athlete} intensifica sus entrenamientos",
      "Contagem regressiva para {topic}: {athlete} intensifica os treinos",
    ),
    tri(
      "{athlete} dreams of Olympic gold",
      "{athlete} sueña con el oro olímpico",
      "{athlete} sonha com o ouro olímpico",
    ),
    tri(
      "{athlete} wins in {city} and sends a message before the Olympic Games",
      "{athlete} gana en {city} y lanza un mensaje antes de los Juegos Olímpicos",
      "{athlete} vence em {city} e manda recado antes dos Jogos Olímpicos",
    ),
  ],
  descriptions: [
    tri(
      "The {role} has {months} months left to fine-tune before the Games.",
      "Le quedan {months} meses para afinar su preparación antes de los Juegos.",
      "Restam {months} meses de ajustes antes dos Jogos.",
    ),
    tri(
      "A strong result in {city} confirms the progress of one of the country's brightest hopes.",
      "Un gran resultado en {city} confirma la progresión de una de las grandes esperanzas del país.",
      "O bom resultado em {city} confirma a evolução de uma das maiores esperanças do país.",
    ),
  ],
  paragraphs: [
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
      "Behind the results is a small team: a coach, a physiotherapist and a sports psychologist who have worked together for years.",
      "Detrás de los resultados hay un equipo pequeño: un entrenador, un fisioterapeuta y un psicólogo deportivo que trabajan juntos desde hace años.",
      "Por trás dos resultados há uma equipe pequena: um treinador, um fisioterapeuta e um psicólogo do esporte que trabalham juntos há anos.",
    ),
    tri(
      "Sponsors have started to take notice, and the federation hopes the attention will bring more young people to the sport.",
      "Los patrocinadores han empezado a fijarse, y la federación espera que la atención atraiga a más jóvenes a este deporte.",
      "Os patrocinadores começaram a prestar atenção, e a federação espera que a visibilidade leve mais jovens ao esporte.",
    ),
    tri(
      "Qualification for {topic} is demanding, and only a handful of athletes from each country will make the final team.",
      "La clasificación para {topic} es exigente, y solo unos pocos deportistas de cada país formarán parte del equipo final.",
      "A classificação para {topic} é exigente, e só alguns atletas de cada país vão integrar a equipe final.",
    ),
  ],
  quotes: [
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
};

export const SPORTS: SectionTemplates = {
  section: "sports",
  kinds: [MATCH_WIN, MATCH_DRAW, PLAYER_PROFILE, OLYMPICS],
};
