/** A sport or league as the Sports menu shows it (docs/behaviour/sports.md#sport-category). */
export type SportCategory = {
  id: number | string;
  name: string;
  context: string;
  has_standings: boolean;
  photo?: string | null;
};

/** The menu lists sports that are not athletes and that have standings (docs/behaviour/sports.md#sports-pages). */
export function menuCategories(categories: SportCategory[]): SportCategory[] {
  return categories.filter((category) => category.context !== "athletes" && category.has_standings);
}
