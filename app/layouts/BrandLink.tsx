import { Link } from "react-router";
import { useT } from "#app/i18n/use-translation.ts";

/** The site's logo and name, linking home in the reader's language. */
export function BrandLink({
  site,
  className,
  size,
}: {
  site: { name: string; logo: string };
  className: string;
  size: number;
}) {
  const t = useT();
  return (
    <Link to="/" className={className} aria-label={t("site.home", { site: site.name })}>
      <img src={site.logo} alt="" width={size} height={size} />
      <span>{site.name}</span>
    </Link>
  );
}
