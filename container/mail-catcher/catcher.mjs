// A mail catcher for trying the shop's mail: every message sent to it over SMTP (port 1025) is
// kept in memory, never delivered, and shown at http://localhost:8025 (JSON at /api/messages).
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const keep = Number(process.env.KEEP_MESSAGES ?? 200);
/** @type {{ id: number, date: string, from: string, to: string[], subject: string, text: string }[]} */
const messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.unshift({
          id: nextId++,
          date: new Date().toISOString(),
          from: mail.from?.text ?? session.envelope.mailFrom?.address ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        messages.length = Math.min(messages.length, keep);
        callback();
      })
      .catch(callback);
  },
});
smtp.on('error', (err) => console.error('smtp:', err.message));

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  if (url.pathname === '/api/messages' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(messages));
  } else if (url.pathname === '/api/messages' && req.method === 'DELETE') {
    messages.length = 0;
    res.writeHead(204).end();
  } else if (url.pathname === '/' && req.method === 'GET') {
    const list = messages
      .map(
        (m) =>
          `<article><h2>${escape(m.subject)}</h2><p>${escape(m.date)} · from ${escape(m.from)} to ${escape(m.to.join(', '))}</p><pre>${escape(m.text)}</pre></article>`,
      )
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Caught mail</title><style>body{font:16px system-ui;max-width:50rem;margin:1rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.75rem}</style><h1>Caught mail (${messages.length})</h1>${list || '<p>No mail yet. Messages the shop sends appear here.</p>'}</html>`,
    );
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
});

smtp.listen(1025, '0.0.0.0', () => console.log('mail catcher: SMTP on 1025'));
web.listen(8025, '0.0.0.0', () => console.log('mail catcher: web on 8025'));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    smtp.close(() => {});
    web.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
