import { AccountMenu } from "#app/account/AccountMenu.tsx";
import { SaveTogglesStarter } from "#app/read-later/SaveTogglesStarter.tsx";
import { HeaderSearch } from "#app/search/HeaderSearch.tsx";

/**
 * The end of the header's bar: the search (and its dropdown), then the account entry; and the
 * starter of the page's save toggles, which is here because this island is on every page and
 * off its first load.
 */
export function HeaderEnd() {
  return (
    <>
      <HeaderSearch />
      <AccountMenu />
      <SaveTogglesStarter />
    </>
  );
}
