import { useEffect } from "react";
import { data, Link, useActionData, useLocation } from "react-router";
import { apiAnswer } from "#app/api/api-json.ts";
import { useT } from "#app/i18n/use-translation.ts";
import { useRootData } from "#app/root-data.ts";
import { pageLoader } from "#app/routing/page-loader.ts";
import { PageTitle } from "#app/ui/PageTitle.tsx";
import { Picture } from "#app/ui/Picture.tsx";
import { isSameOriginPost } from "#core/account/same-origin.ts";
import { intlLocale } from "#core/i18n/locales.ts";
import {
  CAMPAIGN_LANDINGS,
  type CampaignLanding,
  type CampaignPageJson,
  type RegistrationErrorJson,
} from "#core/rewards/rewards-api.ts";
import type { Route } from "./+types/CampaignPage";
import { RewardsBar } from "./RewardsBar.tsx";
import { RewardsForm, type RewardsFormReply } from "./RewardsForm.tsx";
import { rewardsFormErrors, rewardsFormValues } from "./rewards-form.ts";
import { isRewardErrorCode } from "./rewards-state.ts";
import { useRewards } from "./use-rewards.ts";
import "./rewards.css";

/** The landing page of a route: its id is `campaign-<landing>` (app/routing/route-table.ts). */
function landingOf(entryId: string): CampaignLanding | null {
  const landing = entryId.replace(/^campaign-/, "");
  return (CAMPAIGN_LANDINGS as readonly string[]).includes(landing) ? (landing as CampaignLanding) : null;
}

export type CampaignLoaderData =
  | { state: "running"; page: CampaignPageJson }
  | { state: "missing" }
  | { state: "ended"; page: CampaignPageJson };

/**
 * A campaign's landing page (docs/behaviour/rewards.md#campaign-pages: /campaign/Eduka7, /campaign/saudeiD, /jej, /aspis) as the
 * operator filled it, in the reader's language (`GET rewards/campaign/{landing}?language=`). A
 * landing without a campaign is a translated 404 page, an ended campaign a 410 one: never a 500.
 */
export const loader = pageLoader({
  load: async ({ entry, context }) => {
    const landing = landingOf(entry.id);
    if (!landing) return data({ state: "missing" } as CampaignLoaderData, { status: 404 });
    // The page's own states, not the error page: each status is a state of the landing.
    const answer = await apiAnswer<CampaignPageJson>(
      context,
      `rewards/campaign/${landing}?language=${encodeURIComponent(context.locale)}`,
    );
    if (answer.status === 0) return data({ state: "missing" } as CampaignLoaderData, { status: 503 });
    if (!answer.ok && answer.status === 410) {
      // An ended campaign may still say which it was; without a body it is simply "ended".
      const body = answer.body as CampaignPageJson | null;
      if (body?.campaign) return data({ state: "ended", page: body } as CampaignLoaderData, { status: 410 });
      return data({ state: "missing" } as CampaignLoaderData, { status: 410 });
    }
    if (!answer.ok) return data({ state: "missing" } as CampaignLoaderData, { status: 404 });
    const page = answer.value;
    // Not running and already started: ended, by date or by the operator.
    if (!page.campaign.active && Date.parse(page.campaign.starts_at) <= Date.now()) {
      return data({ state: "ended", page } as CampaignLoaderData, { status: 410 });
    }
    return { state: "running", page } as CampaignLoaderData;
  },
});

/**
 * The rewards form (docs/behaviour/rewards.md#rewards-form) without JavaScript too: the action checks the fields, then the API
 * (`POST rewards/registration`), whose duplicate e-mail is the e-mail field's error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (
    !isSameOriginPost(request.headers, new URL(request.url).origin) &&
    !isSameOriginPost(request.headers, context.origin)
  ) {
    return data<RewardsFormReply>(
      { errors: {}, values: { name: "", email: "" }, formError: "rewards.error.try_again_later" },
      { status: 403 },
    );
  }
  const form = await request.formData();
  const values = rewardsFormValues(form);
  const campaign = String(form.get("campaign") ?? "");
  const shown = { name: values.name, email: values.email };
  const errors = rewardsFormErrors(values);
  if (errors.name || errors.email) return data<RewardsFormReply>({ errors, values: shown }, { status: 400 });
  const body = {
    campaign,
    name: values.name,
    email: values.email,
    ...(values.token ? { token: values.token } : {}),
  };
  const answer = await apiAnswer(context, "rewards/registration", { body });
  if (answer.ok)
    return data<RewardsFormReply>({ errors: {}, values: { name: "", email: "" }, registered: true });
  if (answer.status === 0) throw answer.error;
  const reply = answer.body;
  const code = answer.code;
  if (code === "email_registered") {
    return data<RewardsFormReply>(
      { errors: { email: "rewards.error.email_registered" }, values: shown },
      { status: 409 },
    );
  }
  const fields = (reply as RegistrationErrorJson | null)?.error?.fields;
  if (answer.status === 400 && (fields?.name || fields?.email)) {
    // The API's own checks (decision 0075): each field's "required" or "invalid".
    const apiErrors: RewardsFormReply["errors"] = {};
    if (fields.name)
      apiErrors.name = fields.name === "required" ? "rewards.form.required" : "rewards.form.invalidName";
    if (fields.email)
      apiErrors.email = fields.email === "required" ? "rewards.form.required" : "rewards.form.invalidEmail";
    return data<RewardsFormReply>({ errors: apiErrors, values: shown }, { status: 400 });
  }
  return data<RewardsFormReply>(
    {
      errors: {},
      values: shown,
      formError: isRewardErrorCode(code) ? `rewards.error.${code}` : "rewards.error.try_again_later",
    },
    { status: answer.status >= 400 && answer.status < 600 ? answer.status : 500 },
  );
}

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  const t = useT("rewards");
  const loaded = loaderData as CampaignLoaderData;
  if (loaded.state === "missing")
    return (
      <CampaignMessage title={t("rewards.landing.notFoundTitle")} text={t("rewards.landing.notFoundText")} />
    );
  if (loaded.state === "ended")
    return <CampaignMessage title={t("rewards.landing.endedTitle")} text={t("rewards.landing.endedText")} />;
  return <RunningCampaign page={loaded.page} />;
}

function CampaignMessage({ title, text }: { title: string; text: string }) {
  const t = useT("rewards");
  return (
    <article className="message-page campaign-page campaign-page--message">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/">{t("rewards.landing.home")}</Link>
      </p>
    </article>
  );
}

function RunningCampaign({ page }: { page: CampaignPageJson }) {
  const t = useT("rewards");
  const root = useRootData();
  const reply = useActionData<RewardsFormReply>();
  const { controller, state } = useRewards();
  // A landing page starts no program (only a story's link does), but a campaign link to it is a click.
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!controller) return;
    let stop = () => {};
    void controller.arrive({ pathname, search }, null).then(() => {
      stop = controller.watch();
    });
    return () => stop();
  }, [controller, pathname, search]);
  // The bar shows the reader's program when it is this campaign's; otherwise the campaign's conditions.
  const mine = state?.campaign?.toLowerCase() === page.campaign.code.toLowerCase() ? state : null;
  const until = new Intl.DateTimeFormat(intlLocale(root?.locale ?? "en"), { dateStyle: "long" }).format(
    new Date(page.campaign.ends_at),
  );
  return (
    <article className="campaign-page">
      <PageTitle title={page.title} />
      <header className="campaign-page__header">
        <h1>{page.title}</h1>
        <p className="campaign-page__megabytes">
          {t("rewards.landing.megabytes", { megabytes: page.campaign.megabytes })}
        </p>
        <p className="campaign-page__until">{t("rewards.landing.until", { date: until })}</p>
      </header>
      {page.picture ? (
        <Picture
          src={page.picture}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 64rem) 56rem, 100vw"
          priority
          className="campaign-page__picture"
        />
      ) : null}
      <div className="campaign-page__text">
        {page.text.split(/\n{2,}/).map((paragraph, index) => (
          // Paragraphs of the operator's text have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: the text's order is its identity
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <RewardsBar
        state={mine}
        controller={controller}
        campaign={{ conditions: page.campaign.conditions, megabytes: page.campaign.megabytes }}
      />
      {page.campaign.conditions.registration > 0 ? (
        <RewardsForm campaign={page.campaign.code} token={mine?.token ?? ""} reply={reply} />
      ) : null}
      {/* The stories the campaign counts: the landing page is not where a reader stops. */}
      <p className="campaign-page__next">
        <Link to="/" className="campaign-page__read">
          {t("rewards.landing.read")}
        </Link>
      </p>
    </article>
  );
}
