import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { mailboxMessages } from './mailbox.table.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailTransport {
  kind: 'smtp' | 'mailbox';
  send(message: EmailMessage): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
  };
}

export function createMailboxTransport(db: Database): EmailTransport {
  return {
    kind: 'mailbox',
    send: async (message) => {
      await db.insert(mailboxMessages).values({ id: crypto.randomUUID(), ...message });
    },
  };
}

export function createEmailTransport(db: Database, options: { smtpUrl?: string | undefined; from: string }) {
  return options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.from) : createMailboxTransport(db);
}
