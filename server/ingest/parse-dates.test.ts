import { describe, expect, it } from "vitest";
import { parseFeedDate } from "#server/ingest/parse-dates.ts";

const iso = (value: string) => parseFeedDate(value)?.toISOString() ?? null;

describe("parseFeedDate", () => {
  it("reads RFC 822 with numeric and named zones", () => {
    expect(iso("Wed, 03 Jan 2018 13:47:00 GMT")).toBe("2018-01-03T13:47:00.000Z");
    expect(iso("Mon, 24 Sep 2018 19:42:40 -0300")).toBe("2018-09-24T22:42:40.000Z");
    expect(iso("Tue, 5 Feb 19 08:00 EST")).toBe("2019-02-05T13:00:00.000Z");
  });

  it("reads Portuguese and Spanish day and month names", () => {
    expect(iso("Qua, 06 Dez 2017 09:36:00 -0200")).toBe("2017-12-06T11:36:00.000Z");
    expect(iso("Sáb, 4 Fev 2023 10:00:00 -0300")).toBe("2023-02-04T13:00:00.000Z");
    expect(iso("Seg, 24 Set 2018 19:42:40 -0300")).toBe("2018-09-24T22:42:40.000Z");
    expect(iso("mié, 12 dic 2018 10:00:00 +0100")).toBe("2018-12-12T09:00:00.000Z");
    expect(iso("12 de março de 2020")).toBe("2020-03-12T00:00:00.000Z");
  });

  it("reads ISO 8601 and its common broken forms", () => {
    expect(iso("2022-07-28T02:43:00.000000000Z")).toBe("2022-07-28T02:43:00.000Z");
    expect(iso("2022-07-26 13:01:01")).toBe("2022-07-26T13:01:01.000Z");
    expect(iso("2018-01-31T07:26:05+01:00")).toBe("2018-01-31T06:26:05.000Z");
    expect(iso("2020-05-01")).toBe("2020-05-01T00:00:00.000Z");
    expect(iso("December 6, 2017 09:36")).toBe("2017-12-06T09:36:00.000Z");
  });

  it("returns null for what it cannot read", () => {
    for (const bad of [
      undefined,
      "",
      "  ",
      "yesterday",
      "1",
      "31 Foo 2018",
      "2018-02-30",
      "Mon, 24 Sep 2018 25:00:00 GMT",
    ]) {
      expect(parseFeedDate(bad)).toBeNull();
    }
  });
});
