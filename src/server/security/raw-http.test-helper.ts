import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte to a listening server: the request target goes out
 * exactly as given (`/a/./b`, `%2e`, `#x`), as an attacker's client would send it. `app.inject`
 * and fetch both resolve such targets first, so they cannot test what the server does with them.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  opts: { body?: object; cookie?: string } = {},
): Promise<RawAnswer> {
  const body = opts.body ? JSON.stringify(opts.body) : '';
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    ...(opts.cookie ? [`Cookie: ${opts.cookie}`] : []),
    ...(body
      ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]
      : []),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).trim().toLowerCase();
        headers[name] = headers[name]
          ? `${headers[name]}, ${line.slice(at + 1).trim()}`
          : line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${head}\r\n\r\n${body}`);
  });
}
