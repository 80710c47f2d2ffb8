import type { ContentLanguage } from "#core/content.ts";
import type { Tri } from "../demo-profiles.ts";
import type { Prng } from "../prng.ts";
import { tri } from "./story-kind.ts";

/**
 * Words the templates of every section share: people, cities, sums of money, closing lines.
 * Cities that share a name with a club of the football data (Barcelona, Porto, Valencia…) are
 * left out, so a story about a city is never mistaken for one about the club.
 */

export const PEOPLE: Record<ContentLanguage, string[]> = {
  en: [
    "Sarah Whitmore",
    "James Okoye",
    "Emily Hargreaves",
    "Daniel Price",
    "Priya Raman",
    "Thomas Bell",
    "Rachel Adeyemi",
    "Oliver Grant",
    "Hannah Cole",
    "Michael Osei",
    "Laura Bennett",
    "Chris Donnelly",
  ],
  es: [
    "María José Ortega",
    "Carlos Bermúdez",
    "Lucía Fernández",
    "Andrés Quiroga",
    "Paula Serrano",
    "Jorge Ramírez",
    "Elena Castillo",
    "Miguel Ángel Rey",
    "Valentina Rojas",
    "Sergio Pardo",
    "Carmen Ibáñez",
    "Tomás Aguirre",
  ],
  pt: [
    "Ana Beatriz Souza",
    "Ricardo Almeida",
    "Juliana Pires",
    "Fernando Costa",
    "Mariana Lopes",
    "Paulo Henrique Dias",
    "Camila Ribeiro",
    "Rodrigo Martins",
    "Larissa Cunha",
    "Eduardo Barros",
    "Patrícia Nunes",
    "Marcelo Tavares",
  ],
};

export const CITIES: Record<ContentLanguage, string[]> = {
  en: ["London", "Chicago", "Toronto", "Sydney", "Dublin", "Boston", "Edinburgh", "Bristol"],
  es: [
    "Madrid",
    "Zaragoza",
    "Málaga",
    "Ciudad de México",
    "Buenos Aires",
    "Bogotá",
    "Lima",
    "Santiago de Chile",
  ],
  pt: ["Manaus", "Lisboa", "Belo Horizonte", "Recife", "Curitiba", "Salvador", "Brasília", "Coimbra"],
};

/** A sum in millions, written the way each language's press writes it. */
export function millions(rng: Prng, language: ContentLanguage, min: number, max: number): string {
  const n = rng.int(min, max);
  if (language === "en") return `£${n} million`;
  if (language === "es") return `${n} millones de euros`;
  return `R$ ${n * 5} milhões`;
}

/** A price, for products and tickets. */
export function price(rng: Prng, language: ContentLanguage, min: number, max: number): string {
  const n = rng.int(min, max);
  const rounded = Math.max(1, Math.round(n / 10)) * 10 - 1;
  if (language === "en") return `$${rounded}`;
  if (language === "es") return `${rounded} euros`;
  return `R$ ${rounded * 5}`;
}

/** The last paragraph of a story. */
export const CLOSERS: Tri[] = [
  tri(
    "The story is developing and this article will be updated as more information becomes available.",
    "La noticia está en desarrollo y este artículo se actualizará a medida que haya más información.",
    "A notícia está em desenvolvimento e este texto será atualizado à medida que houver mais informações.",
  ),
  tri(
    "Further details are expected in the coming days.",
    "Se esperan más detalles en los próximos días.",
    "Mais detalhes são esperados nos próximos dias.",
  ),
  tri(
    "What happens next will be watched closely by experts and the public alike.",
    "Lo que ocurra a continuación será seguido de cerca tanto por los expertos como por el público.",
    "Os próximos passos serão acompanhados de perto por especialistas e pelo público.",
  ),
  tri(
    "Our team will keep following the story and its consequences.",
    "Nuestro equipo seguirá de cerca la historia y sus consecuencias.",
    "Nossa equipe vai continuar acompanhando o caso e seus desdobramentos.",
  ),
];

/** Words put before a video's title. */
export const VIDEO_PREFIX: Tri = tri("Video", "Vídeo", "Vídeo");
