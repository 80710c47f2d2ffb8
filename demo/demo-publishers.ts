import type { ContentLanguage, SectionKey } from "#core/content.ts";
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
};

const LIST: Omit<DemoPublisher, "logo">[] = [
  {
    name: "The Daily Meridian",
    commonName: "Daily Meridian",
    language: "en",
    domain: "www.dailymeridian.example",
    sections: ["news", "lifestyle", "tv", "entertainment"],
  },
  {
    name: "Circuit Weekly",
    commonName: "Circuit",
    language: "en",
    domain: "circuitweekly.example",
    sections: ["tech", "esports"],
  },
  {
    name: "Touchline Report",
    commonName: "Touchline",
    language: "en",
    domain: "www.touchlinereport.example",
    sections: ["sports", "esports"],
  },
  {
    name: "Encore Magazine",
    commonName: "Encore",
    language: "en",
    domain: "encoremagazine.example",
    sections: ["music", "entertainment", "tv"],
  },
  {
    name: "El Heraldo Digital",
    commonName: "El Heraldo",
    language: "es",
    domain: "www.elheraldodigital.example",
    sections: ["news", "lifestyle", "tv"],
  },
  {
    name: "Red Tecnológica",
    commonName: "Red Tecnológica",
    language: "es",
    domain: "redtecnologica.example",
    sections: ["tech", "esports"],
  },
  {
    name: "Marcador Total",
    commonName: "Marcador",
    language: "es",
    domain: "www.marcadortotal.example",
    sections: ["sports", "esports"],
  },
  {
    name: "Revista Escenario",
    commonName: "Escenario",
    language: "es",
    domain: "revistaescenario.example",
    sections: ["music", "entertainment", "tv", "lifestyle"],
  },
  {
    name: "Jornal da Manhã",
    commonName: "Jornal da Manhã",
    language: "pt",
    domain: "www.jornaldamanha.example",
    sections: ["news", "lifestyle", "tv"],
  },
  {
    name: "Conexão Digital",
    commonName: "Conexão",
    language: "pt",
    domain: "conexaodigital.example",
    sections: ["tech", "esports"],
  },
  {
    name: "Lance Certo",
    commonName: "Lance Certo",
    language: "pt",
    domain: "www.lancecerto.example",
    sections: ["sports", "esports"],
  },
  {
    name: "Palco & Tela",
    commonName: "Palco & Tela",
    language: "pt",
    domain: "palcoetela.example",
    sections: ["music", "entertainment", "tv", "lifestyle"],
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
