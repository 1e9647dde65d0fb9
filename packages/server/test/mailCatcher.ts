import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:PORT, for PARLEY_SMTP_URL or the server's `mail.smtpUrl`. */
  url: string;
  mails: CaughtMail[];
  /** Waits for the next mail to this address that arrives after `after` mails were caught. */
  waitFor(to: string, predicate?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, for tests. */
export async function startMailCatcher(port = 0, onMail?: (mail: CaughtMail) => void): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split);
        const body = raw.slice(split + 4);
        const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1]?.trim() ?? '';
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text: decodeBody(headers, body),
        };
        mails.push(mail);
        onMail?.(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no smtp port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitFor(to, predicate = () => true, timeoutMs = 10_000) {
      const start = mails.length;
      const deadline = Date.now() + timeoutMs;
      const find = () =>
        mails
          .slice(0)
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && predicate(m));
      void start;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail. */
export const linkIn = (mail: CaughtMail): string => {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return match[0];
};
