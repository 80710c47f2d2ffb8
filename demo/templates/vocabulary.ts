import type { ContentLanguage } from "#core/content/content.ts";
import type { Prng } from "../prng.ts";
import { PLACES, type Place } from "./places.ts";

/** People the stories quote (never the staff who sign them: see demo-publishers.ts). */
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

/** A place for a story in a language, as facts: the place itself and its `{city}` slot. */
export function pickPlace(rng: Prng, language: ContentLanguage): { place: Place; city: string } {
  const place = rng.pick(PLACES[language]);
  return { place, city: place.name };
}
