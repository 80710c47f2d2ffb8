import type { ReactNode } from "react";
import { ListLink } from "#app/routing/ListLink.tsx";
import { Picture } from "#app/ui/Picture.tsx";
import type { ProfileJson } from "#core/content/content.ts";
import type { DiscoverItem } from "./discover-page-data.ts";

/**
 * A node's children, each a link that drills into it (a label or dynamic node by its label form,
 * a profile by its feed form). `profileAction` renders what goes beside a profile node (its
 * follow button, from app/favorites); the link stays the row's main target.
 */
export function DiscoverNodeList({
  items,
  labelledBy,
  profileAction,
}: {
  items: DiscoverItem[];
  labelledBy: string;
  profileAction?: (profile: ProfileJson) => ReactNode;
}) {
  return (
    <ul className="discover-nodes" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.key} className="discover-node" data-node-type={item.type}>
          <ListLink to={item.href} className="discover-node__link">
            {item.photo ? (
              <Picture
                src={item.photo}
                alt=""
                width={40}
                height={40}
                sizes="40px"
                className="discover-node__photo"
              />
            ) : null}
            <span className="discover-node__name">{item.name}</span>
          </ListLink>
          {item.profile && profileAction ? (
            <span className="discover-node__action">{profileAction(item.profile)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
