import { type APIRequestContext, expect } from "@playwright/test";

type Tag = { id: number; context: string; name: string; common_name: string };
type Story = { id: number; tags: Tag[] };

/** A story of the language with a team among its tags, and that team's shown name. */
export async function storyWithTeam(request: APIRequestContext, language: string) {
  const response = await request.get(`/api/v3/feed?per=60&context=news_stories&language=${language}`);
  expect(response.ok()).toBe(true);
  const stories = (await response.json()) as Story[];
  for (const story of stories) {
    const team = story.tags.find((tag) => tag.context === "teams");
    if (team) return { story, team, name: team.common_name || team.name };
  }
  throw new Error(`no ${language} story with a team tag`);
}
