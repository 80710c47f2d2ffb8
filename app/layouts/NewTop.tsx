import { NoticesStarter } from "#app/notices/NoticesStarter.tsx";
import { SaveTogglesStarter } from "#app/read-later/SaveTogglesStarter.tsx";
import { RewardsSlot } from "#app/rewards/RewardsSlot.tsx";

/**
 * The "new" layout's island, off its first load: the rewards bar above the header when the reader
 * has a program, and the starters of the page's save toggles and notices (offline, data saver,
 * idle prefetch), which the header's island starts on the other layouts (app/layouts/HeaderEnd.tsx).
 */
export function NewTop() {
  return (
    <>
      <RewardsSlot variant="bar" />
      <SaveTogglesStarter />
      <NoticesStarter />
    </>
  );
}
