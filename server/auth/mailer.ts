import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { MailMessage } from "./mail-catalog.ts";
import { randomSecret } from "./secrets.ts";

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Sends account e-mails: over SMTP when SMTP_URL is set, otherwise as `.eml` files in
 * `<data dir>/outbox/` (one per message, named by time) with a log line naming the file, so a
 * development set-up and the e2e tests can open the real message.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        options.log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          "mail sent",
        );
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // A message may carry a password-reset link: its reader's only (decision 0053).
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomSecret(4)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox");
    },
  };
}
