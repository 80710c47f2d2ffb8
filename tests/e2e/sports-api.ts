import { type APIRequestContext, expect } from "@playwright/test";
import type { SportingEventJson } from "../../core/sports/sporting-events.ts";

// The sports API as the e2e tests drive it: the events of some days, and score changes posted as
// a data provider would (with the operator key of the server the tests start).

/** Set in playwright.config.ts for the server the tests start. */
export const OPERATOR_KEY = process.env.E2E_OPERATOR_KEY ?? "e2e-operator-key-0123456789";

/** The events of a query of `GET api/v3/sporting_events` (e.g. "context=all&d=0&z=0"). */
export async function events(request: APIRequestContext, query: string): Promise<SportingEventJson[]> {
  const response = await request.get(`/api/v3/sporting_events?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Posts a change of an event through the providers' update path; returns the event as it is now. */
export async function update(
  request: APIRequestContext,
  id: number,
  body: Record<string, unknown>,
): Promise<SportingEventJson> {
  const response = await request.post(`/api/v3/sporting_events/${id}/update`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    data: body,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SportingEventJson;
}

/**
 * The games of the coming week that start later than half an hour from now, soonest first: the
 * demo's simulator leaves them alone meanwhile. Specs that change one take different ones.
 */
export async function laterGames(request: APIRequestContext): Promise<SportingEventJson[]> {
  const list = await events(request, "context=all&d=0,1,2,3,4,5,6,7&z=0");
  const soon = Date.now() + 30 * 60_000;
  const later = list.filter(
    (event) => ["upcoming", "fixture"].includes(event.status.status) && Date.parse(event.start_time) > soon,
  );
  expect(later.length).toBeGreaterThan(0);
  return later;
}
