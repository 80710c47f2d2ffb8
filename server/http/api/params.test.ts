import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pagingShape, startDateParam, timestampParam } from "#server/http/api/params.ts";

describe("paging", () => {
  const paging = z.object(pagingShape(5));

  it.each([
    [{}, { page: 1, per: 5 }],
    [
      { page: "3", per: "100" },
      { page: 3, per: 100 },
    ],
    [
      { page: "1000", per: "1" },
      { page: 1000, per: 1 },
    ],
  ])("reads %j as %j", (query, expected) => {
    expect(paging.parse(query)).toEqual(expected);
  });

  it.each(["0", "-1", "1.5", "abc", "", "1001", " 2", "1e2"])("refuses page %j", (page) => {
    expect(paging.safeParse({ page }).success).toBe(false);
  });

  it.each(["0", "101", "1000", "x"])("refuses per %j", (per) => {
    expect(paging.safeParse({ per }).success).toBe(false);
  });
});

describe("timestamp", () => {
  it.each([
    ["1717200000000", "2024-06-01T00:00:00.000Z"],
    ["2024-06-01T00:00:00Z", "2024-06-01T00:00:00.000Z"],
    ["2024-06-01T02:00:00+02:00", "2024-06-01T00:00:00.000Z"],
    ["2024-06-01T00:00", "2024-06-01T00:00:00.000Z"],
    ["2024-06-01", "2024-06-01T00:00:00.000Z"],
  ])("reads %s", (value, iso) => {
    expect(timestampParam.parse(value).toISOString()).toBe(iso);
  });

  it.each(["now", "June 1", "2024-13-01", "2024-06-01T25:00:00Z", "", "1".repeat(16)])(
    "refuses %j",
    (value) => {
      expect(timestampParam.safeParse(value).success).toBe(false);
    },
  );
});

describe("start_date", () => {
  it.each([
    ["2024-05-17", "2024-05-17T00:00:00.000Z"],
    ["2024_05", "2024-05-01T00:00:00.000Z"],
    ["2024-05", "2024-05-01T00:00:00.000Z"],
    ["2024-05-17T10:30:00Z", "2024-05-17T10:30:00.000Z"],
  ])("reads %s", (value, iso) => {
    expect(startDateParam.parse(value).toISOString()).toBe(iso);
  });

  it.each(["2024-02-30", "2024_13", "2024_5", "17/05/2024", "yesterday", "1717200000000"])(
    "refuses %s",
    (value) => {
      expect(startDateParam.safeParse(value).success).toBe(false);
    },
  );
});
