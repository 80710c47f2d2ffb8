import type { ContentLanguage, SectionKey } from "#core/content/content.ts";
import { demoPicturePath, squarePictureName } from "./demo-picture.ts";

/**
 * The demo edition's publishers: fictional newspapers, magazines and sites, four per language,
 * each covering a few sections. Their sites use the reserved `.example` top-level domain, so a
 * story's link looks real but can never point at someone's actual site.
 */
export type DemoPublisher = {
  name: string;
  commonName: string;
  language: ContentLanguage;
  domain: string;
  logo: string;
  sections: SectionKey[];
  /** The staff who sign its stories: each section has its own writer (a writer may cover two). */
  writers: string[];
};

const LIST: Omit<DemoPublisher, "logo">[] = [
  {
    name: "The Daily Meridian",
    commonName: "Daily Meridian",
    language: "en",
    domain: "www.dailymeridian.example",
    sections: ["news", "lifestyle", "tv", "entertainment"],
    writers: ["Harriet Quinn", "Marcus Fenwick", "Imogen Tate"],
  },
  {
    name: "Circuit Weekly",
    commonName: "Circuit",
    language: "en",
    domain: "circuitweekly.example",
    sections: ["tech", "esports"],
    writers: ["Nathan Reyes", "Aisha Kaplan"],
  },
  {
    name: "Touchline Report",
    commonName: "Touchline",
    language: "en",
    domain: "www.touchlinereport.example",
    sections: ["sports", "esports"],
    writers: ["Gareth Lowe", "Fiona McBride"],
  },
  {
    name: "Encore Magazine",
    commonName: "Encore",
    language: "en",
    domain: "encoremagazine.example",
    sections: ["music", "entertainment", "tv"],
    writers: ["Jasper Hale", "Ruby Sandoval"],
  },
  {
    name: "El Heraldo Digital",
    commonName: "El Heraldo",
    language: "es",
    domain: "www.elheraldodigital.example",
    sections: ["news", "lifestyle", "tv"],
    writers: ["Beatriz Olmedo", "Raúl Etxeberria", "Inés Calatrava"],
  },
  {
    name: "Red Tecnológica",
    commonName: "Red Tecnológica",
    language: "es",
    domain: "redtecnologica.example",
    sections: ["tech", "esports"],
    writers: ["Diego Villalba", "Nuria Campos"],
  },
  {
    name: "Marcador Total",
    commonName: "Marcador",
    language: "es",
    domain: "www.marcadortotal.example",
    sections: ["sports", "esports"],
    writers: ["Álvaro Gil Montes", "Rocío Benavides"],
  },
  {
    name: "Revista Escenario",
    commonName: "Escenario",
    language: "es",
    domain: "revistaescenario.example",
    sections: ["music", "entertainment", "tv", "lifestyle"],
    writers: ["Martina Echeverry", "Pablo Arrieta"],
  },
  {
    name: "Jornal da Manhã",
    commonName: "Jornal da Manhã",
    language: "pt",
    domain: "www.jornaldamanha.example",
    sections: ["news", "lifestyle", "tv"],
    writers: ["Helena Vasconcelos", "Gustavo Teixeira", "Renata Moura"],
  },
  {
    name: "Conexão Digital",
    commonName: "Conexão",
    language: "pt",
    domain: "conexaodigital.example",
    sections: ["tech", "esports"],
    writers: ["Thiago Bastos", "Aline Figueiredo"],
  },
  {
    name: "Lance Certo",
    commonName: "Lance Certo",
    language: "pt",
    domain: "www.lancecerto.example",
    sections: ["sports", "esports"],
    writers: ["Vinícius Prado", "Bianca Rezende"],
  },
  {
    name: "Palco & Tela",
    commonName: "Palco & Tela",
    language: "pt",
    domain: "palcoetela.example",
    sections: ["music", "entertainment", "tv", "lifestyle"],
    writers: ["Luísa Carvalho", "Otávio Nogueira"],
  },
];

export const DEMO_PUBLISHERS: DemoPublisher[] = LIST.map((publisher, index) => ({
  ...publisher,
  logo: demoPicturePath(squarePictureName("publisher", index)),
}));

/** The publishers that write about a section in a language (never empty: every pair is covered). */
export function publishersFor(section: SectionKey, language: ContentLanguage): DemoPublisher[] {
  return DEMO_PUBLISHERS.filter((p) => p.language === language && p.sections.includes(section));
}

/** Who signs a publisher's stories of a section: always the same writer for the same desk. */
export function bylineFor(publisher: DemoPublisher, section: SectionKey): string {
  const desk = publisher.sections.indexOf(section);
  if (desk < 0) throw new Error(`${publisher.name} does not cover ${section}`);
  return publisher.writers[desk % publisher.writers.length];
}
