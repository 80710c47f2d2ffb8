import { AccountMenu } from "#app/account/AccountMenu.tsx";
import { HeaderSearch } from "#app/search/HeaderSearch.tsx";

/** The end of the header's bar: the search (and its dropdown), then the account entry. */
export function HeaderEnd() {
  return (
    <>
      <HeaderSearch />
      <AccountMenu />
    </>
  );
}
