import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "~/utils/logger.server";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: EmailMessage): Promise<void> };

export const MAIL_FROM = "Qaren <no-reply@qaren.sa>";

/**
 * Sends through `SMTP_URL` when set; otherwise writes each message to `DATA_DIR/outbox/` as an .eml
 * file and logs where, so links (password resets, alerts) can be followed on a machine without mail.
 * The log never carries a message's text: its links hold reset codes, and logs travel further than
 * the outbox.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, dataDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
        logger.info("mail sent", { to: message.to, subject: message.subject });
      },
    };
  }

  const outbox = path.join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID()}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      logger.info("mail written to outbox", { to: message.to, subject: message.subject, file });
    },
  };
}
