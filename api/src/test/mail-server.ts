import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { VERIFY_EMAIL_KEY_PREFIX } from '@club/core';

interface ReceivedMail {
  to: string[];
  raw: string;
  /** The Subject header, decoded (RFC 2047 words in UTF-8, as nodemailer writes them). */
  subject: string;
}

function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]+/g, ' ')
    // Space between two encoded words is not part of the text.
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

/** What a reader sees of a mail: its subject and the text of its plain and HTML parts (tags removed), decoded. */
export async function mailText(raw: string): Promise<{ subject: string; text: string; html: string }> {
  const parsed = await simpleParser(raw);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
}

/**
 * A real SMTP server on a local port (a random free one unless given) that keeps what it receives.
 * Every sign-up mails its address a confirmation link: those are kept apart (`confirmations`,
 * `waitForConfirmation`), so `mails` and `waitFor` hold what each test is about.
 */
export async function startMailServer(port = 0) {
  const mails: ReceivedMail[] = [];
  const confirmations: ReceivedMail[] = [];
  /** Messages taken in while replies were held: never answered, so never delivered. */
  const held: ReceivedMail[] = [];
  let holding = false;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, subject: decodeSubject(raw) };
        // A confirmation is answered even while replies are held: the tests that hold them are about another mail.
        const confirmation = new RegExp(String.raw`^Message-ID:\s*<${VERIFY_EMAIL_KEY_PREFIX}`, 'mi').test(raw);
        if (holding && !confirmation) return void held.push(mail);
        (confirmation ? confirmations : mails).push(mail);
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  // A sender that dies while its reply is held drops the connection mid-message; that is expected.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    held,
    /** While on, the server takes in each message (but address confirmations) and holds back its final reply, as a server that hangs there. */
    holdReplies(on: boolean) { holding = on; },
    confirmations,
    /** Resolves with the first mail to `to` (other than address confirmations), waiting for it if needed. */
    waitFor: (to: string, timeoutMs = 15_000) => waitIn(mails, to, timeoutMs),
    /** Resolves with the first address-confirmation mail to `to`. */
    waitForConfirmation: (to: string, timeoutMs = 15_000) => waitIn(confirmations, to, timeoutMs),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };

  async function waitIn(list: ReceivedMail[], to: string, timeoutMs: number): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = list.find((m) => m.to.includes(to));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((r) => { waiters.push(r); setTimeout(r, 200); });
    }
  }
}
