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
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message is written as an .eml file for a person to open. */
export function createMailer(config: WorkerConfig): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => { await transport.sendMail({ from: config.MAIL_FROM, ...mail }); },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      await mkdir(config.paths.mail, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`;
      await writeFile(path.join(config.paths.mail, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
