import { describe, expect, it } from "vitest";
import { DEMO_CHANNELS, type DemoGame, demoTvSchedule } from "./tv-schedule.ts";

const NOW = new Date("2026-11-27T14:20:00Z");
const MINUTE = 60_000;
const game = (id: number, minutesFromNow: number): DemoGame => ({
  id,
  name: `Game ${id}`,
  startTime: new Date(NOW.getTime() + minutesFromNow * MINUTE),
});

describe("demoTvSchedule", () => {
  const games = [
    game(1, -30),
    game(2, -30),
    game(3, -30),
    game(4, 120),
    game(5, 3 * 24 * 60),
    game(6, -5 * 60),
    game(7, 9 * 24 * 60),
  ];
  const plan = demoTvSchedule(games, NOW);
  const ofChannel = (name: string) => plan.filter((programme) => programme.channel === name);

  it("puts simultaneous games on the first free channel and leaves a third out", () => {
    const onGames = plan.filter((programme) => programme.eventId !== null);
    expect(onGames.map((programme) => [programme.eventId, programme.channel])).toEqual([
      [1, "icaro-sports"],
      [2, "zoome-news"],
      [4, "icaro-sports"],
      [5, "icaro-sports"],
    ]);
    // Over games (5 h ago) and games past the calendar's week are not scheduled.
    const first = onGames[0];
    expect(first.startsAt.getTime()).toBe(games[0].startTime.getTime() - 15 * MINUTE);
    expect(first.endsAt.getTime()).toBe(games[0].startTime.getTime() + 135 * MINUTE);
  });

  it("never overlaps two programmes of a channel, and fills the next day's gaps with its own show", () => {
    for (const channel of DEMO_CHANNELS) {
      const own = ofChannel(channel.name);
      for (let i = 1; i < own.length; i++) {
        expect(own[i].startsAt.getTime(), `${channel.name} ${i}`).toBeGreaterThanOrEqual(
          own[i - 1].endsAt.getTime(),
        );
      }
      const fillers = own.filter((programme) => programme.eventId === null);
      expect(fillers.length).toBeGreaterThan(0);
      expect(fillers.every((programme) => programme.title === channel.filler)).toBe(true);
      expect(
        fillers.every(
          (programme) => programme.endsAt.getTime() - programme.startsAt.getTime() <= 3 * 60 * MINUTE,
        ),
      ).toBe(true);
    }
    // Something is on each channel now.
    for (const channel of DEMO_CHANNELS) {
      expect(
        ofChannel(channel.name).some((programme) => programme.startsAt <= NOW && programme.endsAt > NOW),
        channel.name,
      ).toBe(true);
    }
  });

  it("is the same plan for the same games and clock", () => {
    expect(demoTvSchedule([...games].reverse(), NOW)).toEqual(plan);
  });
});
