import { AccountMenu } from "#app/account/AccountMenu.tsx";
import { RewardsSlot } from "#app/rewards/RewardsSlot.tsx";
import { HeaderSearch } from "#app/search/HeaderSearch.tsx";

/**
 * The end of the header's bar: the search (and its dropdown), then the account entry; and the
 * rewards icon when the reader has a program (it floats over the page; nothing without one).
 */
export function HeaderEnd() {
  return (
    <>
      <HeaderSearch />
      <AccountMenu />
      <RewardsSlot variant="badge" />
    </>
  );
}
