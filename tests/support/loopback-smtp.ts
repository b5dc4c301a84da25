// A loopback SMTP server for tests that send real e-mail: it accepts every message and keeps it,
// with its recipients, so a test sees what a mail client would (headers, attachments).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  recipients: string[];
  raw: Buffer;
}

export interface LoopbackSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** The Message-ID header of a received message (folded headers unfolded), or null. */
export function messageId(mail: ReceivedMail): string | null {
  const head = mail.raw
    .toString("utf8")
    .split("\r\n\r\n")[0]!
    .replace(/\r\n[ \t]+/g, " ");
  return /^Message-ID:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? null;
}

/** Starts the server; `answerAfterMs` makes it a slow server, answering each message that late. */
export async function startLoopbackSmtp(options: { answerAfterMs?: number } = {}): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        if (options.answerAfterMs) setTimeout(callback, options.answerAfterMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
