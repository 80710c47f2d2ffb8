import type { ContentLanguage, LocalizedNames, ProfileContext, SectionKey } from "#core/content/content.ts";
import { demoPicturePath, squarePictureName } from "./demo-picture.ts";
import type { FootballLeague } from "./football-data.ts";
import { createPrng } from "./prng.ts";
import { teamColors, teamShortName } from "./team-identity.ts";

/**
 * The things the demo edition's stories are about and readers can follow: the football leagues
 * and teams of demo/data/football, fictional athletes, and topics (entities) with their names in
 * the three languages as aliases, so a Spanish or Portuguese story tags the same profile.
 */

export type Tri = Record<ContentLanguage, string>;

export type DemoProfile = {
  context: ProfileContext;
  name: string;
  commonName: string;
  shortName: string | null;
  /** Null for clubs: their badges are drawn from their colours (demo/team-identity.ts). */
  photo: string | null;
  /** A club's colours; null for everything else. */
  colors: string[] | null;
  hasStandings: boolean;
  aliases: string[];
  /** Its name on each locale's pages: every topic and league has all three; teams and people none. */
  names: LocalizedNames;
};

export type DemoLeague = {
  profile: DemoProfile;
  data: FootballLeague;
  /** The language of the country it is played in: its stories are mostly written in it. */
  home: ContentLanguage;
  /** "in the Premier League", "en la Premier League", "na Premier League". */
  inLeague: Tri;
};

export type DemoTeam = { profile: DemoProfile; leagueCode: string };

export type DemoAthlete = {
  profile: DemoProfile;
  /** The club (team profile name) of a footballer; none for Olympic athletes. */
  team: string | null;
  leagueCode: string | null;
  role: Tri;
};

export type DemoTopic = {
  profile: DemoProfile;
  /** Its name in each language, for the Discover tree. */
  names: Tri;
  /** How a sentence names it, with its article where the language needs one, in lower case. */
  text: Tri;
  sections: SectionKey[];
};

export type DemoProfiles = {
  leagues: DemoLeague[];
  teams: DemoTeam[];
  athletes: DemoAthlete[];
  topics: DemoTopic[];
};

/** Editorial facts about the leagues the data files hold; a file not listed here is skipped. */
const LEAGUE_FACTS: Record<
  string,
  {
    commonName: string;
    shortName: string;
    aliases: string[];
    home: ContentLanguage;
    inLeague: Tri;
    /**
     * What each locale's readers call it; English keeps the data's name unless it is not English
     * ("Primera División de España", "Brasileiro Série A" read foreign on an English page).
     */
    names: Omit<Tri, "en"> & { en?: string };
  }
> = {
  "en.1": {
    commonName: "Premier League",
    shortName: "EPL",
    aliases: ["Premier League", "EPL"],
    home: "en",
    inLeague: { en: "in the Premier League", es: "en la Premier League", pt: "na Premier League" },
    names: { es: "Premier League", pt: "Premier League" },
  },
  "es.1": {
    commonName: "LaLiga",
    shortName: "LaLiga",
    aliases: ["La Liga", "LaLiga", "Primera División", "Spanish La Liga"],
    home: "es",
    inLeague: { en: "in La Liga", es: "en LaLiga", pt: "em LaLiga" },
    names: { en: "Spanish La Liga", es: "Primera División", pt: "LaLiga" },
  },
  "br.1": {
    commonName: "Brasileirão",
    shortName: "Série A",
    aliases: ["Brasileirão", "Campeonato Brasileiro", "Brazilian Série A"],
    home: "pt",
    inLeague: { en: "in the Brasileirão", es: "en el Brasileirão", pt: "no Brasileirão" },
    names: { en: "Brazilian Série A", es: "Brasileirão Serie A", pt: "Brasileirão Série A" },
  },
  "pt.1": {
    commonName: "Primeira Liga",
    shortName: "Liga Portugal",
    aliases: ["Primeira Liga", "Liga Portugal", "Liga Portuguesa"],
    home: "pt",
    inLeague: { en: "in the Primeira Liga", es: "en la Primeira Liga", pt: "na Primeira Liga" },
    names: { es: "Primeira Liga de Portugal", pt: "Primeira Liga" },
  },
};

/** Nicknames and short forms a feed may use for a club. */
const TEAM_ALIASES: Record<string, string[]> = {
  "Manchester United": ["Man Utd", "Man United"],
  "Manchester City": ["Man City"],
  "Tottenham Hotspur": ["Spurs", "Tottenham"],
  "Wolverhampton Wanderers": ["Wolves"],
  "Brighton & Hove Albion": ["Brighton"],
  "West Ham United": ["West Ham"],
  "Newcastle United": ["Newcastle"],
  "Sheffield United": ["Sheffield Utd"],
  "Leicester City": ["Leicester"],
  "FC Barcelona": ["Barça", "Barcelona"],
  "Atlético Madrid": ["Atlético de Madrid", "Atleti"],
  "Athletic Club": ["Athletic Bilbao"],
  "Real Betis": ["Betis"],
  "RC Celta": ["Celta de Vigo", "Celta"],
  "Espanyol Barcelona": ["Espanyol", "RCD Espanyol"],
  "Flamengo RJ": ["Flamengo", "Mengão"],
  "Corinthians SP": ["Corinthians", "Timão"],
  Palmeiras: ["Verdão", "SE Palmeiras"],
  "São Paulo FC": ["Tricolor Paulista"],
  "Grêmio Porto Alegre": ["Grêmio"],
  "Vasco da Gama RJ": ["Vasco"],
  "Atlético Mineiro": ["Galo", "Atlético-MG"],
  "Athletico Paranaense": ["Athletico-PR", "Furacão"],
  "SL Benfica": ["Benfica"],
  "FC Porto": ["Porto"],
  "Sporting CP": ["Sporting Lisbon", "Sporting Clube de Portugal"],
  "Sporting Braga": ["SC Braga", "Braga"],
  "Vitória Guimarães": ["Vitória SC"],
};

/** Names whose everyday form is not the file's name minus its club initials. */
const TEAM_COMMON_NAMES: Record<string, string> = {
  "Espanyol Barcelona": "Espanyol",
  "Grêmio Porto Alegre": "Grêmio",
  "Sporting Braga": "Braga",
  "Sporting CP": "Sporting",
  "Brighton & Hove Albion": "Brighton",
  "Wolverhampton Wanderers": "Wolves",
  "Tottenham Hotspur": "Tottenham",
  "Vasco da Gama RJ": "Vasco",
};

const CLUB_INITIALS = new Set([
  "FC",
  "AFC",
  "CF",
  "SC",
  "RJ",
  "SP",
  "CE",
  "AL",
  "BA",
  "GO",
  "SAD",
  "RC",
  "RCD",
  "SD",
  "CD",
  "CA",
  "UD",
  "SL",
  "CS",
]);

/** "Liverpool FC" → "Liverpool", "CD Santa Clara" → "Santa Clara", "Flamengo RJ" → "Flamengo". */
export function teamCommonName(name: string): string {
  if (TEAM_COMMON_NAMES[name]) return TEAM_COMMON_NAMES[name];
  const words = name.split(" ");
  while (words.length > 1 && CLUB_INITIALS.has(words[0])) words.shift();
  while (words.length > 1 && CLUB_INITIALS.has(words[words.length - 1])) words.pop();
  return words.join(" ");
}

export const FIRST_NAMES: Record<string, string[]> = {
  "en.1": [
    "Jack",
    "Harry",
    "Callum",
    "Mason",
    "Ethan",
    "Owen",
    "Lewis",
    "Ryan",
    "Connor",
    "Jamie",
    "Declan",
    "Reece",
    "Tyler",
    "Nathan",
    "Kieran",
    "Aaron",
  ],
  "es.1": [
    "Álvaro",
    "Javier",
    "Sergio",
    "Iker",
    "Pablo",
    "Diego",
    "Adrián",
    "Marcos",
    "Rubén",
    "Hugo",
    "Raúl",
    "Óscar",
    "Unai",
    "Gonzalo",
    "Íñigo",
    "Mikel",
  ],
  "br.1": [
    "Gabriel",
    "Lucas",
    "Matheus",
    "Thiago",
    "Rafael",
    "Bruno",
    "Felipe",
    "Vinícius",
    "Caio",
    "Gustavo",
    "Henrique",
    "Wesley",
    "Luan",
    "Renan",
    "Igor",
    "Everaldo",
  ],
  "pt.1": [
    "Tiago",
    "Rúben",
    "Gonçalo",
    "Diogo",
    "Nuno",
    "André",
    "Ricardo",
    "Bernardo",
    "Duarte",
    "Francisco",
    "Tomás",
    "Rui",
    "Hélder",
    "Fábio",
    "Vítor",
    "Joaquim",
  ],
};
export const LAST_NAMES: Record<string, string[]> = {
  "en.1": [
    "Whitfield",
    "Ashby",
    "Carrow",
    "Penrose",
    "Hollis",
    "Marlow",
    "Thornton",
    "Fairley",
    "Brampton",
    "Oakes",
    "Radley",
    "Sutcliffe",
    "Hartley",
    "Dunmore",
    "Calloway",
    "Lockwood",
  ],
  "es.1": [
    "Arrieta",
    "Valdés",
    "Montoro",
    "Salcedo",
    "Iturbe",
    "Ferrán",
    "Cabrera",
    "Olmedo",
    "Zubiri",
    "Garrido",
    "Navarrete",
    "Echeverría",
    "Robledo",
    "Lozano",
    "Ibarra",
    "Villalba",
  ],
  "br.1": [
    "Moraes",
    "Figueira",
    "Carvalhal",
    "Teixeira",
    "Bezerra",
    "Amaral",
    "Nogueira",
    "Sampaio",
    "Queiroz",
    "Brandão",
    "Cordeiro",
    "Medeiros",
    "Siqueira",
    "Peixoto",
    "Rangel",
    "Aragão",
  ],
  "pt.1": [
    "Albuquerque",
    "Magalhães",
    "Sequeira",
    "Caldeira",
    "Pimentel",
    "Fontes",
    "Barreiros",
    "Saraiva",
    "Tavares",
    "Loureiro",
    "Antunes",
    "Monteiro",
    "Valente",
    "Rebelo",
    "Figueiredo",
    "Mota",
  ],
};

const POSITIONS: Tri[] = [
  { en: "striker", es: "delantero", pt: "atacante" },
  { en: "midfielder", es: "centrocampista", pt: "meio-campista" },
  { en: "winger", es: "extremo", pt: "ponta" },
];

/** Fictional Olympic athletes, for the stories about the Games. */
const OLYMPIANS: { name: string; role: Tri }[] = [
  { name: "Amara Okafor", role: { en: "sprinter", es: "velocista", pt: "velocista" } },
  { name: "Lucía Montenegro", role: { en: "swimmer", es: "nadadora", pt: "nadadora" } },
  { name: "Beatriz Lobato", role: { en: "gymnast", es: "gimnasta", pt: "ginasta" } },
  { name: "Hannah Whitcombe", role: { en: "cyclist", es: "ciclista", pt: "ciclista" } },
  { name: "Camila Restrepo", role: { en: "marathon runner", es: "maratonista", pt: "maratonista" } },
  { name: "Kai Nakamura-Reyes", role: { en: "surfer", es: "surfista", pt: "surfista" } },
  { name: "Inês Valadares", role: { en: "judoka", es: "judoca", pt: "judoca" } },
  { name: "Daniel Ferreira Lima", role: { en: "skateboarder", es: "skater", pt: "skatista" } },
  { name: "Sofía Aranguren", role: { en: "tennis player", es: "tenista", pt: "tenista" } },
  {
    name: "Marcus Ellington",
    role: { en: "long jumper", es: "saltador de longitud", pt: "saltador em distância" },
  },
];

const TOPICS: { name: string; es: string; pt: string; extra: string[]; text: Tri; sections: SectionKey[] }[] =
  [
    {
      name: "Artificial Intelligence",
      es: "Inteligencia artificial",
      pt: "Inteligência artificial",
      extra: ["AI", "IA"],
      text: {
        en: "artificial intelligence",
        es: "la inteligencia artificial",
        pt: "a inteligência artificial",
      },
      sections: ["tech", "news"],
    },
    {
      name: "Olympic Games",
      es: "Juegos Olímpicos",
      pt: "Jogos Olímpicos",
      extra: ["Olympics", "Olimpiadas", "Olimpíadas"],
      text: { en: "the Olympic Games", es: "los Juegos Olímpicos", pt: "os Jogos Olímpicos" },
      sections: ["sports"],
    },
    {
      name: "Climate Change",
      es: "Cambio climático",
      pt: "Mudanças climáticas",
      extra: ["Climate", "Clima", "Crisis climática", "Crise climática"],
      text: { en: "climate change", es: "el cambio climático", pt: "as mudanças climáticas" },
      sections: ["news", "lifestyle"],
    },
    {
      name: "World Cup",
      es: "Copa del Mundo",
      pt: "Copa do Mundo",
      extra: ["FIFA World Cup", "Mundial"],
      text: { en: "the World Cup", es: "la Copa del Mundo", pt: "a Copa do Mundo" },
      sections: ["sports"],
    },
    {
      name: "Electric Vehicles",
      es: "Vehículos eléctricos",
      pt: "Veículos elétricos",
      extra: ["EV", "Electric Cars", "Coches eléctricos", "Carros elétricos"],
      text: { en: "electric vehicles", es: "los vehículos eléctricos", pt: "os veículos elétricos" },
      sections: ["tech", "news"],
    },
    {
      name: "Space Exploration",
      es: "Exploración espacial",
      pt: "Exploração espacial",
      extra: ["Space", "Espacio", "Espaço"],
      text: { en: "space exploration", es: "la exploración espacial", pt: "a exploração espacial" },
      sections: ["tech"],
    },
    {
      name: "Cybersecurity",
      es: "Ciberseguridad",
      pt: "Cibersegurança",
      extra: ["Cyber Security"],
      text: { en: "cybersecurity", es: "la ciberseguridad", pt: "a cibersegurança" },
      sections: ["tech"],
    },
    {
      name: "Renewable Energy",
      es: "Energías renovables",
      pt: "Energias renováveis",
      extra: ["Clean Energy", "Energía limpia", "Energia limpa"],
      text: { en: "renewable energy", es: "las energías renovables", pt: "as energias renováveis" },
      sections: ["news"],
    },
    {
      name: "Public Health",
      es: "Salud pública",
      pt: "Saúde pública",
      extra: ["Health", "Salud", "Saúde"],
      text: { en: "public health", es: "la salud pública", pt: "a saúde pública" },
      sections: ["news", "lifestyle"],
    },
    {
      name: "Elections",
      es: "Elecciones",
      pt: "Eleições",
      extra: ["Election"],
      text: { en: "the elections", es: "las elecciones", pt: "as eleições" },
      sections: ["news"],
    },
    {
      name: "Streaming",
      es: "Plataformas de streaming",
      pt: "Plataformas de streaming",
      extra: ["Streaming services", "Servicios de streaming", "Serviços de streaming"],
      text: { en: "streaming", es: "el streaming", pt: "o streaming" },
      sections: ["tv", "entertainment", "music"],
    },
    {
      name: "Music Festivals",
      es: "Festivales de música",
      pt: "Festivais de música",
      extra: ["Festival season", "Temporada de festivales", "Temporada de festivais"],
      text: { en: "the festival season", es: "la temporada de festivales", pt: "a temporada de festivais" },
      sections: ["music"],
    },
    {
      name: "Video Games",
      es: "Videojuegos",
      pt: "Videogames",
      extra: ["Gaming", "Jogos eletrônicos"],
      text: { en: "video games", es: "los videojuegos", pt: "os videogames" },
      sections: ["esports"],
    },
    {
      name: "Fashion",
      es: "Moda",
      pt: "Moda",
      extra: ["Fashion Week", "Semana de la Moda", "Semana de Moda"],
      text: { en: "fashion", es: "la moda", pt: "a moda" },
      sections: ["lifestyle", "entertainment"],
    },
  ];

/** Builds every demo profile from the leagues' data (pure: same leagues, same profiles). */
export function buildDemoProfiles(footballLeagues: FootballLeague[]): DemoProfiles {
  const leagues: DemoLeague[] = [];
  const teams: DemoTeam[] = [];
  const athletes: DemoAthlete[] = [];
  const rng = createPrng(2019);
  const usedAthleteNames = new Set<string>();

  for (const data of footballLeagues) {
    const facts = LEAGUE_FACTS[data.code];
    if (!facts) continue;
    leagues.push({
      profile: {
        context: "leagues",
        name: data.name,
        commonName: facts.commonName,
        shortName: facts.shortName,
        photo: demoPicturePath(squarePictureName("league", leagues.length)),
        colors: null,
        hasStandings: true,
        aliases: facts.aliases,
        names: { en: data.name, ...facts.names },
      },
      data,
      home: facts.home,
      inLeague: facts.inLeague,
    });
    for (const team of data.teams) {
      const commonName = teamCommonName(team);
      const aliases = [
        ...new Set([...(commonName !== team ? [commonName] : []), ...(TEAM_ALIASES[team] ?? [])]),
      ];
      teams.push({
        profile: {
          context: "teams",
          name: team,
          commonName,
          shortName: teamShortName(team, commonName),
          photo: null,
          colors: teamColors(team),
          hasStandings: false,
          aliases,
          names: {},
        },
        leagueCode: data.code,
      });
      // One fictional forward per club, so every match report can name a scorer.
      let name: string;
      do {
        name = `${rng.pick(FIRST_NAMES[data.code])} ${rng.pick(LAST_NAMES[data.code])}`;
      } while (usedAthleteNames.has(name.toLowerCase()));
      usedAthleteNames.add(name.toLowerCase());
      athletes.push(athleteProfile(name, athletes.length, team, data.code, rng.pick(POSITIONS)));
    }
  }
  for (const olympian of OLYMPIANS) {
    athletes.push(athleteProfile(olympian.name, athletes.length, null, null, olympian.role));
  }

  const topics = TOPICS.map((topic, index): DemoTopic => {
    const names = { en: topic.name, es: topic.es, pt: topic.pt };
    const aliases = [...new Set([topic.es, topic.pt, ...topic.extra])].filter(
      (alias) => alias.toLowerCase() !== topic.name.toLowerCase(),
    );
    return {
      profile: {
        context: "entities",
        name: topic.name,
        commonName: topic.name,
        shortName: null,
        photo: demoPicturePath(squarePictureName("topic", index)),
        colors: null,
        hasStandings: false,
        aliases,
        names,
      },
      names,
      text: topic.text,
      sections: topic.sections,
    };
  });
  return { leagues, teams, athletes, topics };
}

function athleteProfile(
  name: string,
  index: number,
  team: string | null,
  leagueCode: string | null,
  role: Tri,
): DemoAthlete {
  const surname = name.split(" ").slice(1).join(" ");
  return {
    profile: {
      context: "athletes",
      name,
      commonName: surname,
      shortName: surname,
      photo: demoPicturePath(squarePictureName("athlete", index)),
      colors: null,
      hasStandings: false,
      aliases: [],
      names: {},
    },
    team,
    leagueCode,
    role,
  };
}

/** Every profile, in insertion order. */
export function allDemoProfiles(profiles: DemoProfiles): DemoProfile[] {
  return [
    ...profiles.leagues.map((l) => l.profile),
    ...profiles.teams.map((t) => t.profile),
    ...profiles.athletes.map((a) => a.profile),
    ...profiles.topics.map((t) => t.profile),
  ];
}
