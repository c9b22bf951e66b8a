import type { MailCatcher } from '../e2e/mail-catcher.ts';

/** A shopper signed up through the shop's HTTP API with one book in the cart and an address. */
export interface Shopper {
  cookie: string;
  ip: string;
  addressId: number;
}

/** Signs up shopper `n` (own client address, so per-address limits stay out of the figures). */
export async function signUpShopper(
  base: string,
  mail: MailCatcher,
  n: number,
  bookId: number,
): Promise<Shopper> {
  const ip = `10.88.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `bench${n}@example.com`;
  const post = async (path: string, body: object, cookie?: string) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  await post('/api/auth/sign-up/email', {
    name: 'Bench Shopper',
    email,
    password: 'correct-horse-1',
  });
  const otp = await mail.codeFor(email);
  const verified = await post('/api/auth/email-otp/verify-email', { email, otp });
  const cookie = verified.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))!
    .split(';')[0]!;
  const address = await post(
    '/api/addresses',
    {
      fullName: 'Bench Shopper',
      mobile: '+91 98765 43210',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    cookie,
  );
  await post('/api/cart', { bookId, quantity: 1 }, cookie);
  return { cookie, ip, addressId: ((await address.json()) as { id: number }).id };
}
