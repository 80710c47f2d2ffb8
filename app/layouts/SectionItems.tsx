import { useRootData } from "#app/root-data.ts";
import { ListLink } from "#app/routing/ListLink.tsx";
import { sectionEntryPath } from "#core/routing/sports-urls.ts";

/** The site's sections as list items, for the menu and the footer (one place, one bundle cost). */
export function SectionItems() {
  const sections = useRootData()?.sections ?? [];
  return sections.map((section) => (
    <li key={section.key}>
      <ListLink to={sectionEntryPath(section.key)}>{section.label}</ListLink>
    </li>
  ));
}
