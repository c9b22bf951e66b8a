import { createHash, createHmac } from 'node:crypto';
import { checkImageName, type ImageStorage } from './image-storage.ts';

/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), so several
 * app instances on different hosts share one store. Requests are signed with AWS Signature
 * Version 4 by hand: three verbs do not justify the AWS SDK's size.
 */
export interface S3ImageStorageOptions {
  /** The service origin, e.g. `https://s3.ap-south-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the images: the bucket's public URL or a CDN in front of it. */
  publicBaseUrl: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** The SigV4 key for one day, region and service (AWS: "derive a signing key"). */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host (lower-case names); x-amz-date and x-amz-content-sha256 included. */
  headers: Record<string, string>;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header value for a request (AWS Signature Version 4, header form). */
export function signV4(input: SignInput): string {
  const amzDate = input.headers['x-amz-date']!;
  const payloadHash = input.headers['x-amz-content-sha256']!;
  const all: Record<string, string> = { ...input.headers, host: input.url.host };
  const names = Object.keys(all)
    .map((n) => n.toLowerCase())
    .sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${all[n]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(input.secretAccessKey, day, input.region, input.service),
  )
    .update(stringToSign)
    .digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export function createS3ImageStorage(opts: S3ImageStorageOptions): ImageStorage {
  const endpoint = opts.endpoint.replace(/\/+$/, '');
  const publicBaseUrl = opts.publicBaseUrl.replace(/\/+$/, '');
  // Path-style addressing (endpoint/bucket/key) works on every S3-compatible service.
  const urlOf = (name: string) =>
    new URL(
      `${endpoint}/${uriEncode(opts.bucket)}/${checkImageName(name).split('/').map(uriEncode).join('/')}`,
    );

  async function send(method: string, name: string, body?: Buffer, contentType?: string) {
    const url = urlOf(name);
    const headers: Record<string, string> = {
      'x-amz-date': new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
      'x-amz-content-sha256': sha256Hex(body ?? ''),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signV4({ method, url, headers, service: 's3', ...opts });
    return fetch(url, {
      method,
      headers: { ...headers, authorization },
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  const fail = async (what: string, res: Response): Promise<never> => {
    // The body is an XML error from the service; its code says what went wrong (never secrets).
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${res.status} ${detail}`);
  };

  return {
    async put(name, data, contentType) {
      const res = await send('PUT', name, data, contentType);
      if (!res.ok) await fail(`PUT ${name}`, res);
      await res.arrayBuffer();
    },
    async delete(name) {
      const res = await send('DELETE', name);
      if (!res.ok && res.status !== 404) await fail(`DELETE ${name}`, res);
      await res.arrayBuffer();
    },
    async exists(name) {
      const res = await send('HEAD', name);
      await res.arrayBuffer();
      if (res.status === 404) return false;
      if (!res.ok) await fail(`HEAD ${name}`, res);
      return true;
    },
    url(name) {
      return `${publicBaseUrl}/${checkImageName(name)}`;
    },
  };
}
