import { describe, expect, it } from "vitest";
import { auditVerdict } from "./audit-verdict.ts";

const report = (vulnerabilities: Record<string, { severity: string; range?: string }>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} });

describe("auditVerdict", () => {
  it("passes a report with no advisory", () => {
    expect(auditVerdict(report({})).outcome).toBe("passed");
  });

  it("passes advisories below high, and says how many", () => {
    const verdict = auditVerdict(report({ a: { severity: "moderate" }, b: { severity: "low" } }));
    expect(verdict).toEqual({
      outcome: "passed",
      lines: ["no high or critical advisory (2 of lower severity)"],
    });
  });

  it("fails on a high or a critical advisory and names the packages", () => {
    const verdict = auditVerdict(
      report({
        a: { severity: "high", range: "<1.2.3" },
        b: { severity: "critical" },
        c: { severity: "low" },
      }),
    );
    expect(verdict).toEqual({ outcome: "failed", lines: ["high: a <1.2.3", "critical: b"] });
  });

  it("reports an advisory service that did not answer as unavailable, not as passed", () => {
    const answer = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(auditVerdict(answer)).toEqual({
      outcome: "unavailable",
      lines: ["405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk"],
    });
  });

  it("reports a registry that cannot be reached as unavailable", () => {
    const answer = JSON.stringify({ error: { code: "ENOTFOUND", summary: "request failed", detail: "" } });
    expect(auditVerdict(answer)).toEqual({ outcome: "unavailable", lines: ["ENOTFOUND: request failed"] });
  });

  it("fails when npm printed no report or one of an unknown shape", () => {
    expect(auditVerdict("npm error something").outcome).toBe("failed");
    expect(auditVerdict(JSON.stringify({ vulnerabilities: { a: { severity: "severe" } } })).outcome).toBe(
      "failed",
    );
  });
});
