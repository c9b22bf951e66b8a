// A real SMTP server on loopback that keeps every mail the shop sends, for the browser tests and
// benchmarks: they read the codes the shop mails from here, as a person would from their inbox.
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  html?: string;
  /** The message as received (headers and MIME body). */
  raw: string;
}

export interface WaitOptions {
  /** Wait for more than this many mails to the recipient (those already read). */
  after?: number;
  timeoutMs?: number;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT`, for the shop's SMTP_URL. */
  url: string;
  /** Every mail so far, oldest first. */
  readonly mails: readonly CaughtMail[];
  /** The mails to `to` so far, oldest first. */
  mailsTo(to: string): CaughtMail[];
  /** The newest mail to `to` once there are more than `after` and it satisfies `matches`. */
  waitForMail(
    to: string,
    matches?: (mail: CaughtMail) => boolean,
    opts?: WaitOptions,
  ): Promise<CaughtMail>;
  /** The 6-digit code in the newest mail to `to`, waiting for it as `waitForMail` does. */
  codeFor(to: string, opts?: WaitOptions): Promise<string>;
  close(): Promise<void>;
}

const sixDigits = /\b(\d{6})\b/;

/** Starts a catcher on a free loopback port. It never keeps the process alive on its own. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // No STARTTLS offered, so nodemailer stays in plain text on smtp:// (it upgrades only when
    // the server advertises it); any credentials, or none, are accepted.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // A shop killed mid-message must not hold close() for the default 30 s.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        try {
          const message = parseMessage(raw.toString('latin1'));
          const from = session.envelope.mailFrom;
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: from ? from.address : '',
            subject: message.subject,
            text: message.text,
            html: message.html,
            raw: raw.toString('utf8'),
          });
        } catch (err) {
          callback(err as Error);
          return;
        }
        // Recorded before the shop hears "250 OK", so a mail is readable once its send returns.
        callback();
        for (const wake of [...waiters]) wake();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('the mail catcher has no port'));
    });
  });
  server.server.unref();

  const mailsTo = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));

  const waitForMail: MailCatcher['waitForMail'] = (to, matches = () => true, opts = {}) => {
    const after = opts.after ?? 0;
    const timeoutMs = opts.timeoutMs ?? 10_000;
    return new Promise((resolve, reject) => {
      const check = () => {
        const list = mailsTo(to);
        const newest = list.at(-1);
        if (list.length > after && newest && matches(newest)) {
          done();
          resolve(newest);
        }
      };
      const timer = setTimeout(() => {
        done();
        const seen = mailsTo(to).map((m) => JSON.stringify(m.subject));
        reject(
          new Error(
            `no such mail to ${to} within ${timeoutMs} ms (after ${after}); ` +
              `mails to it: ${seen.join(', ') || 'none'}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo,
    waitForMail,
    async codeFor(to, opts) {
      const mail = await waitForMail(to, (m) => sixDigits.test(m.text), opts);
      return sixDigits.exec(mail.text)![1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader: enough for what nodemailer sends (single part or nested multipart; 7bit,
// 8bit, quoted-printable or base64; any charset TextDecoder knows; RFC 2047 encoded headers).
// Strings here hold one byte per char (latin1) until a part is decoded with its charset.

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const m = /^\r?\n|\r?\n\r?\n/.exec(raw); // a part may have no headers at all
  const head = m ? raw.slice(0, m.index) : raw;
  const body = m ? raw.slice(m.index + m[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold continuation lines (RFC 5322 §2.2.3), then take "Name: value" lines.
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

/** `text/plain; charset="utf-8"` → the type and its parameters (names lower-cased). */
function parseHeaderValue(value: string): { value: string; params: Map<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const m of rest.join(';').matchAll(/\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const raw = m[2]!.trim();
    params.set(
      m[1]!.toLowerCase(),
      raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw,
    );
  }
  return { value: first.trim().toLowerCase(), params };
}

const latin1Bytes = (s: string) => Buffer.from(s, 'latin1');

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // an unknown charset label
  }
}

function decodeQuotedPrintable(s: string): Buffer {
  // Soft line breaks go; so does whitespace a transport may have added at a line's end.
  const joined = s.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, '');
  return latin1Bytes(
    joined.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
  );
}

function decodeBody(part: Part, charset: string | undefined): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase().trim();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : latin1Bytes(part.body);
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n');
}

/** A header value with its RFC 2047 encoded words (=?charset?B|Q?…?=) decoded. */
function decodeHeader(value: string): string {
  const text = decodeCharset(latin1Bytes(value)); // raw UTF-8 headers (SMTPUTF8)
  return text
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1') // space between words is dropped
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind, data) =>
      decodeCharset(
        kind.toUpperCase() === 'B'
          ? Buffer.from(data as string, 'base64')
          : decodeQuotedPrintable((data as string).replace(/_/g, ' ')),
        charset,
      ),
    );
}

/** The text and HTML bodies in a part, looking inside multiparts and skipping attachments. */
function bodies(part: Part, found: { text?: string; html?: string }): void {
  const type = parseHeaderValue(part.headers.get('content-type') ?? 'text/plain');
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const lines = part.body.split(/\r?\n/);
    let current: string[] | undefined;
    for (const line of lines) {
      if (line.trimEnd() === `${delimiter}--`) break;
      if (line.trimEnd() === delimiter) {
        if (current) bodies(splitPart(current.join('\r\n')), found);
        current = [];
      } else {
        current?.push(line);
      }
    }
    if (current) bodies(splitPart(current.join('\r\n')), found);
    return;
  }
  const disposition = parseHeaderValue(part.headers.get('content-disposition') ?? 'inline');
  if (disposition.value === 'attachment') return;
  if (type.value === 'text/plain' && found.text === undefined) {
    found.text = decodeBody(part, type.params.get('charset'));
  } else if (type.value === 'text/html' && found.html === undefined) {
    found.html = decodeBody(part, type.params.get('charset'));
  }
}

export function parseMessage(raw: string): { subject: string; text: string; html?: string } {
  const message = splitPart(raw);
  const found: { text?: string; html?: string } = {};
  bodies(message, found);
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html,
  };
}
