import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The browser's analytics id (docs/threat-model.md "Made-up analytics"): issued by the server in
 * a cookie signed with AUTH_SECRET, so a client can neither choose an id nor take another
 * visitor's. Nothing else is in it; it names no person.
 */
export const visitorCookieName = 'pustak_visitor';

/** A year: the funnel counts returning browsers as one visitor. */
const maxAgeSeconds = 365 * 24 * 60 * 60;
const idPattern = /^v_[0-9a-f]{32}$/;

export interface VisitorIds {
  /** A fresh id and the Set-Cookie header that gives it to the browser. */
  issue(): { id: string; setCookie: string };
  /** The id in a request's Cookie header when its signature holds, else null. */
  fromCookieHeader(header: string | undefined): string | null;
}

export function createVisitorIds({
  secret,
  secure,
}: {
  secret: string;
  /** The shop is served over https (PUBLIC_URL): the cookie is sent only there. */
  secure: boolean;
}): VisitorIds {
  // A key of its own, so no other use of AUTH_SECRET ever signs something that passes here.
  const key = createHmac('sha256', secret).update('pustak visitor cookie v1').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest();

  const verify = (value: string): string | null => {
    const dot = value.indexOf('.');
    if (dot < 0) return null;
    const id = value.slice(0, dot);
    if (!idPattern.test(id)) return null;
    const given = Buffer.from(value.slice(dot + 1), 'base64url');
    const expected = signatureOf(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  };

  return {
    issue() {
      const id = `v_${randomBytes(16).toString('hex')}`;
      const value = `${id}.${signatureOf(id).toString('base64url')}`;
      const setCookie = `${visitorCookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      return { id, setCookie };
    },

    fromCookieHeader(header) {
      if (!header?.includes(`${visitorCookieName}=`)) return null;
      for (const part of header.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== visitorCookieName) continue;
        // A cookie set for a parent domain can come first; the first that verifies is the shop's.
        const id = verify(part.slice(eq + 1).trim());
        if (id) return id;
      }
      return null;
    },
  };
}
