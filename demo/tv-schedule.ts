/**
 * The demo's two live channels and their programmes (docs/decisions/0071-tv-api-and-live-channels.md): the games of the sports calendar
 * from a little before now and through the calendar's week, each on the first channel free for it
 * (simultaneous kick-offs go to the second, and a third at once is not broadcast), and the gaps of
 * the next day filled with the channel's own live programme. Pure (the clock and the games are
 * arguments), so the plan is tested without a database.
 */

export type DemoChannel = {
  name: string;
  title: string;
  stream: string;
  logo: string;
  page: "timtv" | "zoometv";
  /** The programme that fills the hours without a game: the channel's own name, in no language. */
  filler: string;
};

export const DEMO_CHANNELS: DemoChannel[] = [
  {
    name: "icaro-sports",
    title: "Icaro Sports",
    stream: "/media/live/sports.m3u8",
    logo: "/media/tv/icaro-sports.svg",
    page: "timtv",
    filler: "Icaro Sports Live",
  },
  {
    name: "zoome-news",
    title: "Zoome News",
    stream: "/media/live/news.m3u8",
    logo: "/media/tv/zoome-news.svg",
    page: "zoometv",
    filler: "Zoome News Live",
  },
];

const MINUTE = 60_000;
/** A broadcast opens before kick-off and closes after the final whistle (105 wall minutes). */
const PRE_GAME = 15 * MINUTE;
const POST_GAME = 135 * MINUTE;
/** Games already this far past their kick-off are over: not scheduled. */
const LOOK_BACK = 3 * 60 * MINUTE;
/** The calendar's week (core/tv/tv.ts TV_CALENDAR_DAYS) plus the rest of today. */
const LOOK_AHEAD = 8 * 24 * 60 * MINUTE;
/** The fillers cover the next day, what a channel's schedule shows. */
const FILL_AHEAD = 24 * 60 * MINUTE;
const FILLER_MAX = 3 * 60 * MINUTE;
const FILLER_MIN = 30 * MINUTE;

export type DemoGame = { id: number; name: string; startTime: Date };
export type DemoProgramme = {
  channel: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  eventId: number | null;
};

export function demoTvSchedule(games: DemoGame[], now: Date, channels = DEMO_CHANNELS): DemoProgramme[] {
  const programmes: DemoProgramme[] = [];
  const busyUntil = new Map(channels.map((channel) => [channel.name, 0]));
  const due = games
    .filter((game) => {
      const start = game.startTime.getTime();
      return start >= now.getTime() - LOOK_BACK && start < now.getTime() + LOOK_AHEAD;
    })
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
  for (const game of due) {
    const startsAt = game.startTime.getTime() - PRE_GAME;
    const channel = channels.find((candidate) => (busyUntil.get(candidate.name) ?? 0) <= startsAt);
    if (!channel) continue;
    const endsAt = game.startTime.getTime() + POST_GAME;
    busyUntil.set(channel.name, endsAt);
    programmes.push({
      channel: channel.name,
      title: game.name,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      eventId: game.id,
    });
  }
  // The gaps of the next day, from the current hour, in blocks of at most three hours.
  const from = Math.floor(now.getTime() / (60 * MINUTE)) * 60 * MINUTE;
  const to = from + FILL_AHEAD;
  for (const channel of channels) {
    const games = programmes
      .filter((programme) => programme.channel === channel.name)
      .map((programme) => [programme.startsAt.getTime(), programme.endsAt.getTime()] as const);
    let cursor = from;
    for (const [start, end] of [...games, [to, to] as const]) {
      const gapEnd = Math.min(start, to);
      while (gapEnd - cursor >= FILLER_MIN) {
        const blockEnd = Math.min(cursor + FILLER_MAX, gapEnd);
        programmes.push({
          channel: channel.name,
          title: channel.filler,
          startsAt: new Date(cursor),
          endsAt: new Date(blockEnd),
          eventId: null,
        });
        cursor = blockEnd;
      }
      cursor = Math.max(cursor, end);
    }
  }
  return programmes.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.channel.localeCompare(b.channel),
  );
}
