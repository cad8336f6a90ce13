import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, if the mail has one. */
  html: string | null;
  /** The message as it arrived, headers and MIME parts included. */
  raw: string;
};

export type TestSmtpServer = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message addressed to `to` (or already received and not yet taken). */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((mail) => {
            const to = (mail.to ?? []).map((address) =>
              "address" in address ? (address.address ?? "") : "",
            );
            messages.push({
              to,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: mail.html ?? null,
              raw: raw.toString("utf8"),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitForMail(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = messages.find((message) => !taken.has(message) && message.to.includes(to));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
