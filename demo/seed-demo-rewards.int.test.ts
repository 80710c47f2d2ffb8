import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_LANDINGS } from "#core/rewards/rewards-api.ts";
import { createRewardsService } from "#server/rewards/rewards-service.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#server/testing/test-database.ts";
import { seedDemoRewards } from "./seed-demo-rewards.ts";

describe.each(ENGINES)("the demo's rewards campaigns on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  it("runs up_december and fills the four landing pages in three languages, once", async () => {
    expect(await seedDemoRewards(database.handle.db)).toBe(4);
    expect(await seedDemoRewards(database.handle.db)).toBe(0);
    const service = createRewardsService(database.handle.db, { siteId: 763 });
    const december = await service.campaignByCode("up_december");
    expect(december).toMatchObject({
      megabytes: 50,
      conditions: { articles: 3, shares: 0, registration: 0 },
    });
    expect(december.endsAt.getTime() - Date.now()).toBeGreaterThan(300 * 86_400_000);
    for (const landing of CAMPAIGN_LANDINGS) {
      const titles = new Set<string>();
      for (const language of ["en", "es", "pt"]) {
        const page = await service.landingPage(landing, language);
        expect(page.campaign.active).toBe(true);
        expect(page.text).not.toBe("");
        expect(page.picture).toMatch(/^\/media\/demo\/[a-z]+-\d+\.svg$/);
        titles.add(page.title);
      }
      expect(titles.size).toBe(3);
    }
  });
});
