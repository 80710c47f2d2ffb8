import { useRootData } from "#app/root-data.ts";

/** The document title, "Page | Site" (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const site = useRootData()?.site?.name;
  return <title>{site ? `${title} | ${site}` : title}</title>;
}
