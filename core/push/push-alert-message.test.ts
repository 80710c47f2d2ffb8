import { describe, expect, it } from "vitest";
import { pushAlertOf } from "./push-alert-message.ts";

const data = (text: string) => ({ json: () => JSON.parse(text), text: () => text });

describe("pushAlertOf", () => {
  it("shows the server's alert", () => {
    const alert = pushAlertOf(
      data('{"title":"Goal!","body":"1–0","url":"/es/calendar","tag":"event-1"}'),
      "icaro.test",
    );
    expect(alert).toEqual({ title: "Goal!", body: "1–0", url: "/es/calendar", tag: "event-1" });
  });

  it("shows something for a message that is not JSON, titled with the host", () => {
    expect(pushAlertOf(data("plain words"), "icaro.test")).toEqual({
      title: "icaro.test",
      body: "plain words",
      url: "/",
      tag: undefined,
    });
    expect(pushAlertOf(null, "icaro.test").title).toBe("icaro.test");
  });

  it("opens only a path of this site", () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)"]) {
      expect(pushAlertOf(data(JSON.stringify({ title: "t", url })), "icaro.test").url).toBe("/");
    }
  });
});
