import { AccountMenu } from "#app/account/AccountMenu.tsx";
import { NoticesStarter } from "#app/notices/NoticesStarter.tsx";
import { SaveTogglesStarter } from "#app/read-later/SaveTogglesStarter.tsx";
import { HeaderSearch } from "#app/search/HeaderSearch.tsx";
import { lazyIsland } from "#app/ui/lazy-island.tsx";

/** The rewards icon's check, in a chunk of its own shared with the "new" layout's bar. */
const RewardsSlot = lazyIsland(() =>
  import("#app/rewards/RewardsSlot.tsx").then((module) => module.RewardsSlot),
);

/**
 * The end of the header's bar: the search (and its dropdown), then the account entry; and the
 * rewards icon when the reader has a program (it floats over the page; nothing without one); and
 * the starter of the page's save toggles, here because this island is on every page and off its
 * first load; and the starter of the page's notices (offline, data saver, idle prefetch).
 */
export function HeaderEnd() {
  return (
    <>
      <HeaderSearch />
      <AccountMenu />
      <RewardsSlot variant="badge" />
      <SaveTogglesStarter />
      <NoticesStarter />
    </>
  );
}
