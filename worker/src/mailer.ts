import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { WorkerConfig } from './config.js';

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
  const domain = /@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';
  const message = ({ key, ...mail }: Mail) => ({ from: config.MAIL_FROM, messageId: key && `<${key}@${domain}>`, ...mail });
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => { await transport.sendMail(message(mail)); },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(message(mail));
      await mkdir(config.paths.mail, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`;
      await writeFile(path.join(config.paths.mail, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
