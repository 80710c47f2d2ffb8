import type { ContentLanguage, ProfileContext } from "#core/content/content.ts";
import { articleSearchText } from "#core/search/search-text.ts";
import type { Database } from "#server/db/client.ts";
import { articleProfiles, articles, profiles, publishers } from "#server/db/schema.ts";

/*
 * The fixed stories of the search tests (the judged set): a small edition in English,
 * Spanish and Portuguese with accents, word forms and names to find, written whole so a test can
 * tell which story a query should bring first.
 */

export type SearchFixture = {
  language: ContentLanguage;
  name: string;
  description?: string;
  body?: string;
  hoursAgo: number;
  tags?: string[];
  importance?: number;
  external?: boolean;
};

export const FIXTURE_PROFILES: { key: string; name: string; context: ProfileContext; aliases?: string[] }[] =
  [
    { key: "flamengo", name: "Flamengo", context: "teams" },
    { key: "tottenham", name: "Tottenham Hotspur", context: "teams", aliases: ["Spurs"] },
    { key: "saoPaulo", name: "São Paulo", context: "teams" },
    { key: "barcelona", name: "FC Barcelona", context: "teams", aliases: ["Barça"] },
    { key: "messi", name: "Lionel Messi", context: "athletes" },
    { key: "libertadores", name: "Copa Libertadores", context: "leagues" },
    { key: "elections", name: "Elections", context: "entities" },
  ];

export const SEARCH_FIXTURES: Record<string, SearchFixture> = {
  saoPaulo: {
    language: "pt",
    name: "São Paulo vence o Palmeiras no Morumbi",
    description:
      "O São Paulo venceu o clássico paulista por 2 a 1 neste domingo, diante de 60 mil torcedores.",
    body: "<p>Com gols no segundo tempo, o <b>tricolor</b> chegou à liderança do campeonato.</p>",
    hoursAgo: 5,
    tags: ["saoPaulo"],
  },
  flamengoPlayers: {
    language: "pt",
    name: "Jogadores do Flamengo treinam antes da final",
    description: "Os jogadores do Flamengo fizeram o último treino no Ninho do Urubu antes da decisão.",
    body: "<p>O elenco rubro-negro viaja amanhã para Montevidéu.</p>",
    hoursAgo: 8,
    tags: ["flamengo", "libertadores"],
  },
  flamengoCoach: {
    language: "pt",
    name: "Técnico do Flamengo elogia o elenco",
    description: "O treinador disse que o grupo está pronto para a sequência da temporada.",
    hoursAgo: 60,
    tags: ["flamengo"],
  },
  corinthians: {
    language: "pt",
    name: "Jogador do Corinthians sofre lesão no joelho",
    description: "O meia deve ficar fora por três semanas, segundo o departamento médico.",
    hoursAgo: 20,
  },
  eleicoes: {
    language: "pt",
    name: "Eleições municipais: eleitores vão às urnas em outubro",
    description: "A campanha eleitoral começa oficialmente em agosto em todo o país.",
    hoursAgo: 30,
  },
  chuva: {
    language: "pt",
    name: "Chuva forte alaga ruas de Belo Horizonte",
    description: "A Defesa Civil emitiu alerta para novas tempestades na região metropolitana.",
    hoursAgo: 3,
  },
  inteligencia: {
    language: "pt",
    name: "Inteligência artificial chega às escolas públicas",
    description: "Professores recebem formação para usar as novas ferramentas em sala de aula.",
    hoursAgo: 12,
  },
  elecciones: {
    language: "es",
    name: "Elecciones en Andalucía: el PSOE recupera la Junta",
    description: "Las elecciones autonómicas del domingo dejaron un nuevo mapa político en el sur.",
    hoursAgo: 10,
  },
  eleccionMexico: {
    language: "es",
    name: "La elección presidencial de México, en cifras",
    description: "Una elección histórica con participación récord en todo el territorio.",
    hoursAgo: 40,
  },
  barcelona: {
    language: "es",
    name: "El Barcelona golea al Atlético de Madrid",
    description: "El conjunto azulgrana se impuso por 4 a 0 en el Camp Nou.",
    hoursAgo: 6,
    tags: ["barcelona"],
  },
  messi: {
    language: "es",
    name: "Messi marca dos goles con el Inter Miami",
    description: "El argentino fue la figura del partido en Florida.",
    hoursAgo: 15,
    tags: ["messi"],
  },
  lluvia: {
    language: "es",
    name: "Lluvias torrenciales afectan a Valencia",
    description: "La AEMET mantiene la alerta roja por la DANA durante el fin de semana.",
    hoursAgo: 4,
  },
  corazon: {
    language: "es",
    name: "Corazón y fútbol: la pasión de los aficionados",
    description: "Un reportaje sobre las peñas que siguen a su equipo por toda España.",
    hoursAgo: 50,
  },
  tottenham: {
    language: "en",
    name: "Tottenham beat Arsenal in the north London derby",
    description: "Spurs came from behind to win 2-1 at home.",
    body: "<p>The manager praised the <i>character</i> of his side &amp; the crowd.</p>",
    hoursAgo: 9,
    tags: ["tottenham"],
  },
  tottenhamCoach: {
    language: "en",
    name: "Tottenham manager signs new contract",
    description: "The club confirmed a three-year extension on Friday.",
    hoursAgo: 2,
    tags: ["tottenham"],
  },
  saoPauloEn: {
    language: "en",
    name: "Protests in São Paulo over bus fares",
    description: "Thousands marched through the city centre on Tuesday evening.",
    hoursAgo: 7,
  },
  electionsEn: {
    language: "en",
    name: "US elections: voters head to the polls",
    description: "Turnout is expected to be high in several swing states.",
    hoursAgo: 11,
    tags: ["elections"],
  },
  flamengoEn: {
    language: "en",
    name: "Flamengo fans celebrate Copa Libertadores win",
    description: "Supporters filled the streets of Rio de Janeiro overnight.",
    hoursAgo: 25,
    tags: ["flamengo", "libertadores"],
  },
  stock: {
    language: "en",
    name: "Stock markets rally after central bank cuts rates",
    description: "Shares rose across Europe and Asia after the decision.",
    hoursAgo: 1,
  },
  ai: {
    language: "en",
    name: "Artificial intelligence transforms newsrooms",
    description: "Editors weigh the promise and the risks of automated writing.",
    hoursAgo: 14,
  },
  knicks: {
    language: "en",
    name: "New York Knicks win in overtime",
    description: "A late three-pointer sealed the game at Madison Square Garden.",
    hoursAgo: 30,
  },
  newStadium: {
    language: "en",
    name: "York unveils new stadium plans",
    description: "The council approved a new design for the city's football ground.",
    hoursAgo: 1,
  },
  partner: {
    language: "en",
    name: "Manchester United unveil new kit",
    description: "A partner site's story, read there.",
    hoursAgo: 4,
    external: true,
  },
};

/** Stores the fixtures; returns the ids of the stories and of the profiles by key. */
export async function insertSearchFixtures(db: Database) {
  const [publisher] = await db
    .insert(publishers)
    .values({ name: "Search Fixture Press", commonName: "Search Fixture Press" })
    .returning({ id: publishers.id });
  const profileIds: Record<string, number> = {};
  for (const profile of FIXTURE_PROFILES) {
    const [row] = await db
      .insert(profiles)
      .values({
        context: profile.context,
        name: profile.name,
        commonName: profile.name,
        aliases: profile.aliases ?? [],
      })
      .returning({ id: profiles.id });
    profileIds[profile.key] = row.id;
  }
  const now = Date.now();
  const entries = Object.entries(SEARCH_FIXTURES);
  const rows = await db
    .insert(articles)
    .values(
      entries.map(([key, story]) => ({
        name: story.name,
        description: story.description ?? "",
        body: story.body ?? "",
        publishDate: new Date(now - story.hoursAgo * 3_600_000),
        publisherId: publisher.id,
        language: story.language,
        importance: story.importance ?? 0,
        external: story.external ?? false,
        guid: key,
        searchText: articleSearchText({
          name: story.name,
          description: story.description,
          body: story.body,
          tags: (story.tags ?? []).map((tag) => FIXTURE_PROFILES.find((p) => p.key === tag)?.name ?? ""),
        }),
      })),
    )
    .returning({ id: articles.id, guid: articles.guid });
  const articleIds: Record<string, number> = {};
  for (const row of rows) articleIds[row.guid ?? ""] = row.id;
  const tags = entries.flatMap(([key, story]) =>
    (story.tags ?? []).map((tag) => ({ articleId: articleIds[key], profileId: profileIds[tag] })),
  );
  await db.insert(articleProfiles).values(tags);
  return { articleIds, profileIds };
}
