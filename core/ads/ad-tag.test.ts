import { describe, expect, it } from "vitest";
import { AD_TAG_MAX_LENGTH, adSizes, adTagValue, adTargets, parseAdTag } from "./ad-tag.ts";

describe("the ad-tag parser (docs/behaviour/consent-ads-analytics.md#ad-tag-parser)", () => {
  it.each([
    [
      "r4ad=1234:sizes=300x250,728x90:plc=top:plcv=5:adtarget=section|sports:formats=display",
      {
        r4ad: 1234,
        sizes: "300x250,728x90",
        plc: "top",
        plcv: 5,
        adtarget: "section|sports",
        formats: "display",
      },
    ],
    ["plcv=-7", { plcv: -7 }],
    ["plcv=+7", { plcv: 7 }],
    ["plcv=Infinity", { plcv: Number.POSITIVE_INFINITY }],
    ["plcv=-Infinity", { plcv: Number.NEGATIVE_INFINITY }],
    ["plcv=1.5", { plcv: "1.5" }],
    ["plcv=12abc", { plcv: "12abc" }],
    ["plcv=0x10", { plcv: "0x10" }],
    ["plcv=1e3", { plcv: "1e3" }],
    ["r4ad=123456789012345678901", { r4ad: "123456789012345678901" }],
    [" plc = top slot : r4ad = 9 ", { plc: "topslot", r4ad: 9 }],
    ["PLC=top:Sizes=300x250", { plc: "top", sizes: "300x250" }],
    ["plc=top:plc=bottom", { plc: "top" }],
    ["plc=:r4ad=", {}],
    ["nokey:=value:unknown=1:plc", {}],
    ["", {}],
  ])("%j", (text, expected) => {
    expect(parseAdTag(text)).toEqual(expected);
  });

  it.each([
    ['plc=<script>alert("x")</script>', { plc: "scriptalertxscript" }],
    ["plc=javascript:alert(1)", { plc: "javascript" }],
    ["plc=top\u0000\u202e\n\t;DROP TABLE", { plc: "topDROPTABLE" }],
    ["adtarget=a|b'\"><img src=x onerror=1>", { adtarget: "a|bimgsrcxonerror1" }],
    ["__proto__=1:constructor=2:r4ad=3", { r4ad: 3 }],
    ["formats=dísplay", { formats: "dsplay" }],
  ])("strips what is not a slot's character from the hostile %j", (text, expected) => {
    const tag = parseAdTag(text);
    expect(tag).toEqual(expected);
    expect(Object.getPrototypeOf(tag)).toBe(Object.prototype);
  });

  it("reads nothing from a value that is not a string, and at most the first 2,000 characters", () => {
    for (const value of [null, undefined, 12, {}, ["plc=top"]]) expect(parseAdTag(value)).toEqual({});
    const long = `plc=${"a".repeat(AD_TAG_MAX_LENGTH)}:r4ad=1`;
    expect(parseAdTag(long)).toEqual({ plc: "a".repeat(500) });
  });

  it("keeps a value's own characters: digits, letters, _ - . , |", () => {
    expect(adTagValue("top_slot-1.a,b|c")).toBe("top_slot-1.a,b|c");
  });
});

describe("sizes and targets", () => {
  it("reads WxH lists, leaving out anything else", () => {
    expect(adSizes("300x250,728x90")).toEqual([
      [300, 250],
      [728, 90],
    ]);
    expect(adSizes("300x250,fluid,99999x1,x,970x250")).toEqual([
      [300, 250],
      [970, 250],
    ]);
    expect(adSizes(300)).toEqual([]);
    expect(adSizes(undefined)).toEqual([]);
  });

  it("reads key|value pairs, leaving out halves and extra bars", () => {
    expect(adTargets("section|sports,team|12")).toEqual([
      ["section", "sports"],
      ["team", "12"],
    ]);
    expect(adTargets("a|,|b,c,d|e|f,g|h")).toEqual([["g", "h"]]);
    expect(adTargets(undefined)).toEqual([]);
  });
});
