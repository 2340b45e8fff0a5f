import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** The newest message to this address, waiting briefly for it to arrive. */
  latestTo(address: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    latestTo: async (address) => {
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        const found = messages.filter((m) => m.to && JSON.stringify(m.to).includes(address)).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No email to ${address}; received: ${messages.map((m) => m.subject).join(', ')}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of an account email (confirm, reset...) and its userId and code parameters. */
export function linkIn(mail: ParsedMail): { url: URL; userId: string; code: string } {
  const match = /https?:\/\/\S*[?&]code=\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`No link in email: ${mail.text}`);
  const url = new URL(match[0]);
  return { url, userId: url.searchParams.get('userId') ?? '', code: url.searchParams.get('code') ?? '' };
}
