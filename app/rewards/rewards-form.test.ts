import { describe, expect, it } from "vitest";
import { nameError, rewardsEmailError, rewardsFormErrors } from "./rewards-form.ts";

describe("rewards form checks (docs/behaviour/rewards.md#rewards-form)", () => {
  it.each([
    ["", "rewards.form.required"],
    ["   ", "rewards.form.required"],
    ["A", "rewards.form.invalidName"],
    ["R2D2", "rewards.form.invalidName"],
    ["<script>", "rewards.form.invalidName"],
    ["x".repeat(101), "rewards.form.invalidName"],
    ["Ana", undefined],
    ["José d'Ávila-Souza", undefined],
  ])("name %j → %s", (name, error) => {
    expect(nameError(name)).toBe(error);
  });

  it.each([
    ["", "rewards.form.required"],
    ["ana", "rewards.form.invalidEmail"],
    ["ana@example", "rewards.form.invalidEmail"],
    ["a b@example.com", "rewards.form.invalidEmail"],
    [`${"a".repeat(250)}@example.com`, "rewards.form.invalidEmail"],
    ["ana@example.com", undefined],
  ])("e-mail %j → %s", (email, error) => {
    expect(rewardsEmailError(email)).toBe(error);
  });

  it("collects only the fields in error", () => {
    expect(rewardsFormErrors({ name: "", email: "" })).toEqual({
      name: "rewards.form.required",
      email: "rewards.form.required",
    });
    expect(rewardsFormErrors({ name: "Ana", email: "ana@example.com" })).toEqual({});
  });
});
