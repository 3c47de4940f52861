import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { WorkerConfig } from './config.js';
import { emailsSent } from './metrics.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; cid?: string; contentType?: string }[];
  /**
   * The same for every copy of one message (the tickets of one purchase): a copy sent again after
   * a crash carries the same Message-ID, so mail clients can show it once.
   */
  key?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file for a person to open. */
export function createMailer(config: WorkerConfig): Mailer {
  const transport = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : fileMailer(config.paths.mail, config.MAIL_FROM);
  return {
    send: async (mail) => {
      await transport.send(mail);
      emailsSent.inc();
    },
    close: () => transport.close(),
  };
}

const messageFrom = (from: string) => {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return ({ key, ...mail }: Mail) => ({ from, messageId: key && `<${key}@${domain}>`, ...mail });
};

function smtpMailer(url: string, from: string): Mailer {
  const message = messageFrom(from);
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => { await transport.sendMail(message(mail)); },
    close: () => transport.close(),
  };
}

function fileMailer(folder: string, from: string): Mailer {
  const message = messageFrom(from);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(message(mail));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`;
      await writeFile(path.join(folder, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
