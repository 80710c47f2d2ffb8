import { useId } from "react";
import { useT } from "#app/i18n/use-translation.ts";
import type { RewardConditions } from "#core/rewards/rewards.ts";
import type { RewardsController } from "./rewards-client.ts";
import type { RewardsState } from "./rewards-state.ts";

type Props = {
  state: RewardsState | null;
  controller: RewardsController | null;
  /** The campaign's conditions and MB when there is no program yet (a landing page). */
  campaign?: { conditions: RewardConditions; megabytes: number };
  /** The heading level of the bar's title (a landing page has its own h1). */
  headingLevel?: 2 | 3;
  /** Shows the messages in the bar's own live region (the icon's panel shows them by its button). */
  messages?: boolean;
};

/**
 * The rewards bar (docs/behaviour/screens.md#new-layout "new" layout, docs/behaviour/rewards.md#conditions): the meter with its percent in words, the
 * conditions with what is done, the claim button (enabled when the server says complete) and
 * the messages in a live region that is always there, so a message is announced when it comes.
 */
export function RewardsBar({ state, controller, campaign, headingLevel = 2, messages = true }: Props) {
  const t = useT("rewards");
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const program = state?.token ? state : null;
  const megabytes = program?.megabytes || campaign?.megabytes || 0;
  const conditions = program?.conditions ?? campaign?.conditions;
  const percent = program?.percent ?? 0;
  const shown = program ? program.show : campaign !== undefined;
  const message = state?.message;
  return (
    <section className="rewards-bar" aria-labelledby={`${id}-title`} data-testid="rewards-bar">
      <Heading id={`${id}-title`} className="rewards-bar__title">
        {megabytes > 0 ? t("rewards.title", { megabytes }) : t("rewards.barLabel")}
      </Heading>
      {shown && conditions ? (
        <>
          <div
            className="rewards-bar__meter"
            role="progressbar"
            aria-label={t("rewards.meterLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t("rewards.meterText", { percent })}
          >
            <span className="rewards-bar__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="rewards-bar__percent" aria-hidden="true">
            {t("rewards.meterText", { percent })}
          </p>
          <h3 className="rewards-bar__subtitle" id={`${id}-conditions`}>
            {t("rewards.conditions")}
          </h3>
          <ul className="rewards-bar__conditions" aria-labelledby={`${id}-conditions`}>
            {conditions.articles > 0 ? (
              <li>
                {t("rewards.readStories", {
                  required: conditions.articles,
                  done: Math.min(program?.read ?? 0, conditions.articles),
                })}
              </li>
            ) : null}
            {conditions.shares > 0 ? (
              <li>
                {t("rewards.shareStories", {
                  required: conditions.shares,
                  done: Math.min(program?.shared ?? 0, conditions.shares),
                })}
              </li>
            ) : null}
            {conditions.registration > 0 ? (
              <li>
                {t("rewards.register", {
                  state: t(program?.registered ? "rewards.registerDone" : "rewards.registerPending"),
                })}
              </li>
            ) : null}
          </ul>
          {program?.shareMarketing ? (
            <p className="rewards-bar__share">{t("rewards.shareMarketing")}</p>
          ) : null}
          {program ? (
            <>
              {program.loading && !program.confirmed ? (
                <p className="rewards-bar__loading">{t("rewards.loading")}</p>
              ) : null}
              <button
                type="button"
                className="rewards-bar__claim"
                disabled={!program.complete || program.claiming}
                aria-describedby={program.complete ? undefined : `${id}-hint`}
                onClick={() => void controller?.claim()}
              >
                {program.claiming
                  ? t("rewards.claiming")
                  : t("rewards.claim", { megabytes: megabytes || 50 })}
              </button>
              {program.complete ? null : (
                <p id={`${id}-hint`} className="rewards-bar__hint">
                  {t("rewards.claimHint")}
                </p>
              )}
            </>
          ) : (
            <p className="rewards-bar__hint">{t("rewards.landing.startHint")}</p>
          )}
        </>
      ) : null}
      {messages ? (
        <p
          className={`rewards-bar__message${message ? ` rewards-bar__message--${message.tone}` : ""}`}
          role="status"
          aria-live="polite"
          data-testid="rewards-message"
        >
          {message ? t(message.key, message.values) : null}
        </p>
      ) : null}
    </section>
  );
}
