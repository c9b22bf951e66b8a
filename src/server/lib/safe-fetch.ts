import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch on a staff member's behalf must not reach unless the operator allows it
 * (SSRF): loopback, private networks, link-local (cloud metadata), shared and reserved ranges.
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is one a fetch for staff must not reach (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class FetchRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  /** Let the fetch reach private and loopback addresses, and plain http (the operator's choice). */
  allowPrivate: boolean;
  /** Basic authentication; sent only to the URL's own origin, never after a redirect elsewhere. */
  username?: string | null;
  password?: string | null;
  maxBytes: number;
  timeoutMs: number;
}

export const privateRefusal = (host: string, address: string) =>
  `${host} is a private or local address (${address}). The shop fetches feeds only from public addresses unless its operator sets FEEDS_ALLOW_PRIVATE=true.`;

/** Checks a URL before anything is fetched: scheme, and a literal address. */
export function checkFeedUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('This is not a web address: write it in full, starting with https://');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new FetchRefused('A feed address must start with https://');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || (isIP(host) && isPrivateAddress(host)))) {
    throw new FetchRefused(privateRefusal(url.hostname, host));
  }
  return url;
}

/**
 * GETs a URL for staff, refusing private addresses after DNS (each address a name resolves to is
 * checked, and the connection goes to the checked one, so a name cannot be rebound in between),
 * following at most three redirects (each checked again), within a size and a time limit.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<Buffer> {
  const result = await fetchChecked(raw, options, null);
  return result.body;
}

/**
 * As safeFetch, with the body written to `file` as it comes rather than held (a feed of
 * gigabytes): its size back. Whatever was written of a fetch that fails is removed.
 */
export async function safeDownload(
  raw: string,
  file: string,
  options: SafeFetchOptions,
): Promise<number> {
  try {
    return (await fetchChecked(raw, options, file)).size;
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}

async function fetchChecked(
  raw: string,
  options: SafeFetchOptions,
  file: string | null,
): Promise<{ body: Buffer; size: number }> {
  const origin = checkFeedUrl(raw, options.allowPrivate).origin;
  const deadline = Date.now() + options.timeoutMs;
  let current = raw;
  for (let hop = 0; hop <= 3; hop++) {
    const url = checkFeedUrl(current, options.allowPrivate);
    const result = await getOnce(
      url,
      url.origin === origin ? options : { ...options, username: null },
      deadline,
      file,
    );
    if ('redirect' in result) {
      current = new URL(result.redirect, url).href;
      continue;
    }
    return result;
  }
  throw new FetchRefused('The feed redirected more than three times.');
}

/**
 * A DNS lookup for the request that checks every address a name resolves to, so that the
 * connection goes to a checked one; a private one is refused unless `allowPrivate`.
 */
function checkedLookup(options: SafeFetchOptions) {
  return (
    hostname: string,
    opts: { all?: boolean },
    callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(new FetchRefused(`The feed’s host ${hostname} was not found.`), '');
      const refused = addresses.find((a) => isPrivateAddress(a.address));
      if (refused && !options.allowPrivate) {
        return callback(new FetchRefused(privateRefusal(hostname, refused.address)), '');
      }
      if (opts.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The request's headers: basic authentication only when the options carry a user name. */
function requestHeaders(options: SafeFetchOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': 'Pustak ONIX feed reader',
    accept: 'application/xml, text/xml, */*',
  };
  if (options.username) {
    headers.authorization = `Basic ${Buffer.from(`${options.username}:${options.password ?? ''}`).toString('base64')}`;
  }
  return headers;
}

function getOnce(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
  file: string | null,
): Promise<{ body: Buffer; size: number } | { redirect: string }> {
  const lookup = checkedLookup(options);
  const headers = requestHeaders(options);
  const client = url.protocol === 'https:' ? https : http;
  let sink: WriteStream | null = null;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers, lookup: lookup as never }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(
          new FetchRefused(
            status === 401 || status === 403
              ? `The feed answered ${status}: check its user name and password.`
              : `The feed answered ${status} instead of the file.`,
          ),
        );
      }
      const chunks: Buffer[] = [];
      // To a file, the response waits while the disk catches up.
      sink = file ? createWriteStream(file) : null;
      sink?.on('error', (err) => request.destroy(err));
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          request.destroy(
            new FetchRefused(
              `The feed is larger than ${options.maxBytes / 1024 / 1024} MB; ask the sender for smaller files.`,
            ),
          );
          return;
        }
        if (!sink) chunks.push(chunk);
        else if (!sink.write(chunk)) {
          res.pause();
          sink.once('drain', () => res.resume());
        }
      });
      res.on('end', () => {
        if (!sink) return resolve({ body: Buffer.concat(chunks), size });
        sink.end(() => resolve({ body: Buffer.alloc(0), size }));
      });

      res.on('error', reject);
    });
    const timer = setTimeout(
      () =>
        request.destroy(
          new FetchRefused(`The feed did not answer within ${options.timeoutMs / 1000} s.`),
        ),
      Math.max(0, deadline - Date.now()),
    );
    request.on('error', (err) => {
      clearTimeout(timer);
      sink?.destroy();
      reject(
        err instanceof FetchRefused
          ? err
          : new FetchRefused(`The feed could not be fetched: ${err.message}`),
      );
    });
    request.on('close', () => clearTimeout(timer));
  });
}
