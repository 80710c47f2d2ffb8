import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/i18n/locales.ts";
import { MAIL_TEXTS, resetMessage, welcomeMessage } from "./mail-catalog.ts";

describe("account e-mails", () => {
  it("has every text in every language", () => {
    const keys = Object.keys(MAIL_TEXTS.en).sort();
    for (const locale of LOCALES) expect(Object.keys(MAIL_TEXTS[locale]).sort()).toEqual(keys);
  });
  it.each(LOCALES)("builds the %s reset message with the link in both parts", (locale) => {
    const link = "https://icaro.example/accounts/user/reset_password?token=abc&x=<1>";
    const message = resetMessage("ana@example.com", locale, link, 60);
    expect(message.subject).toBe(MAIL_TEXTS[locale].resetSubject);
    expect(message.text).toContain(link);
    expect(message.text).toContain("60");
    expect(message.html).toContain(`lang="${locale}"`);
    // The link is escaped inside the HTML attribute.
    expect(message.html).toContain(
      'href="https://icaro.example/accounts/user/reset_password?token=abc&amp;x=&lt;1&gt;"',
    );
  });
  it("builds the welcome message", () => {
    const message = welcomeMessage("ana@example.com", "es", "https://icaro.example/es/");
    expect(message.subject).toBe("Te damos la bienvenida a Icaro");
    expect(message.text).toContain("https://icaro.example/es/");
  });
});
