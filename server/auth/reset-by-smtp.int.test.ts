import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createAuthTestApi } from "#server/testing/test-auth.ts";
import { resetMessage } from "./mail-catalog.ts";
import { createMailer } from "./mailer.ts";

/**
 * The whole reset story over a real SMTP conversation: a server started here receives the message
 * nodemailer sends (SMTP_URL), the test reads the link from the parsed e-mail and uses its token.
 */
describe("password reset by e-mail over SMTP", () => {
  let smtp: SMTPServer;
  let harness: Awaited<ReturnType<typeof createAuthTestApi>>;
  const inbox: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const waiters: (() => void)[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            inbox.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    harness = await createAuthTestApi("pglite", {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Icaro <accounts@icaro.test>",
    });
  });
  afterAll(async () => {
    await harness.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  /** Waits for the count-th message (woken by the SMTP server's data handler, never by a timer). */
  const nextMail = async (count: number) => {
    while (inbox.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return inbox[count - 1];
  };

  const call = (method: string, path: string, body: unknown) =>
    harness.api.request(path, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body: JSON.stringify(body),
    });

  it("sends welcome and reset messages in the reader's language, and the reset link sets a new password", async () => {
    const email = "lia@example.com";
    const signUp = await call("POST", "/api/v3/auth", { email, password: "first password", locale: "pt" });
    expect(signUp.status).toBe(200);
    const welcome = await nextMail(1);
    expect(welcome.envelopeTo).toEqual([email]);
    expect(welcome.mail.subject).toBe("Boas-vindas ao Icaro");
    expect(welcome.mail.from?.text).toContain("accounts@icaro.test");

    const request = await call("POST", "/api/v3/auth/password", { email, locale: "pt" });
    expect(request.status).toBe(200);
    const reset = await nextMail(2);
    expect(reset.mail.subject).toBe("Redefina a sua senha do Icaro");
    // Both a plain-text and an HTML part, each with the link.
    const link = reset.mail.text?.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toMatch(/^http:\/\/icaro\.test\/pt\/accounts\/user\/reset_password\?token=[\w-]{43}$/);
    expect(reset.mail.html).toContain(`href="${link}"`);
    expect(reset.mail.html).toContain('lang="pt"');

    const token = new URL(link).searchParams.get("token");
    const update = await call("PUT", "/api/v3/auth/password", {
      reset_password_token: token,
      password: "second password",
      password_confirmation: "second password",
    });
    expect(update.status).toBe(200);
    expect((await call("POST", "/api/v3/auth/sign_in", { email, password: "second password" })).status).toBe(
      200,
    );
    expect((await call("POST", "/api/v3/auth/sign_in", { email, password: "first password" })).status).toBe(
      401,
    );
    // The link works once.
    const again = await call("PUT", "/api/v3/auth/password", {
      reset_password_token: token,
      password: "third password",
    });
    expect((await again.json()).error.code).toBe("expired_token");
  });
});

describe("the outbox (no SMTP_URL)", () => {
  it("writes each message as an .eml file with text and HTML parts", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "icaro-outbox-"));
    try {
      const mailer = createMailer({
        outboxDir: path.join(dir, "outbox"),
        from: "Icaro <a@icaro.test>",
        log: createLogger("silent"),
      });
      await mailer.send(
        resetMessage("mo@example.com", "es", "http://icaro.test/es/accounts/user/reset_password?token=t", 60),
      );
      const files = await readdir(path.join(dir, "outbox"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = await simpleParser(await readFile(path.join(dir, "outbox", files[0])));
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("mo@example.com");
      expect(mail.subject).toBe("Restablece tu contraseña de Icaro");
      expect(mail.text).toContain("token=t");
      expect(mail.html).toContain("token=t");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
