import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ImageStorage, signingKey, signV4 } from './s3-image-storage.ts';

describe('AWS Signature Version 4', () => {
  it('derives the signing key of the AWS documentation example', () => {
    const key = signingKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('signs the GET Object example of the S3 documentation', () => {
    const authorization = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': createHash('sha256').update('').digest('hex'),
        'x-amz-date': '20130524T000000Z',
      },
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/**
 * A stand-in bucket that checks every request's signature the way S3 does (its own code, from
 * the request as received) and keeps objects in memory.
 */
function startFakeS3(keys: { accessKeyId: string; secretAccessKey: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const refusals: string[] = [];

  function verify(req: IncomingMessage, body: Buffer): string | null {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return 'malformed authorization';
    const [, keyId, day, region, signed, signature] = auth as unknown as string[];
    if (keyId !== keys.accessKeyId) return 'unknown access key';
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return 'payload hash';
    const names = signed!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!names.includes(required)) return `${required} not signed`;
    }
    const canonical = [
      req.method,
      new URL(req.url!, 'http://x').pathname,
      '',
      names.map((n) => `${n}:${String(req.headers[n]).trim()}\n`).join(''),
      signed,
      payloadHash,
    ].join('\n');
    const amzDate = String(req.headers['x-amz-date']);
    const toSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      `${day}/${region}/s3/aws4_request`,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    let k: Buffer | string = `AWS4${keys.secretAccessKey}`;
    for (const part of [day!, region!, 's3', 'aws4_request']) {
      k = createHmac('sha256', k).update(part).digest();
    }
    const expected = createHmac('sha256', k).update(toSign).digest('hex');
    return expected === signature ? null : 'signature mismatch';
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = verify(req, body);
      if (problem) {
        refusals.push(problem);
        res.writeHead(403).end(`<Error><Code>SignatureDoesNotMatch</Code></Error>`);
        return;
      }
      const key = req.url!;
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'HEAD') {
        res.writeHead(objects.has(key) ? 200 : 404).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, refusals };
}

describe('S3 image storage against a signature-checking stand-in', () => {
  const keys = {
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
  const fake = startFakeS3(keys);
  let endpoint: string;

  beforeAll(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => fake.server.close(() => r())));

  const storage = (secretAccessKey = keys.secretAccessKey) =>
    createS3ImageStorage({
      endpoint,
      bucket: 'pustak-images',
      region: 'ap-south-1',
      accessKeyId: keys.accessKeyId,
      secretAccessKey,
      publicBaseUrl: 'https://images.example.in/',
    });

  it('puts, finds, and deletes an image with signed requests', async () => {
    const s3 = storage();
    const webp = randomBytes(2048);
    await s3.put('images/abc-320.webp', webp, 'image/webp');
    expect(fake.objects.get('/pustak-images/images/abc-320.webp')).toEqual({
      body: webp,
      contentType: 'image/webp',
    });
    expect(await s3.exists('images/abc-320.webp')).toBe(true);
    expect(await s3.exists('images/missing.webp')).toBe(false);
    await s3.delete('images/abc-320.webp');
    await s3.delete('images/abc-320.webp');
    expect(await s3.exists('images/abc-320.webp')).toBe(false);
    expect(s3.url('images/abc-320.webp')).toBe('https://images.example.in/images/abc-320.webp');
    expect(fake.refusals).toEqual([]);
  });

  it('fails loudly when the service refuses the signature', async () => {
    await expect(
      storage('not-the-secret').put('images/x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/S3 PUT images\/x\.webp failed: 403/);
    expect(fake.refusals).toEqual(['signature mismatch']);
    await expect(storage('not-the-secret').exists('images/x.webp')).rejects.toThrow(/403/);
  });

  it('refuses names that could leave the bucket prefix', async () => {
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /bad image name/,
    );
  });
});
