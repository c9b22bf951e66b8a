import type { Transport } from './mailer.ts';

/**
 * A text-message provider reached over HTTP (`SMS_WEBHOOK_URL`): each message is POSTed as JSON
 * `{"to": "+91…", "text": "…"}`; credentials in the URL (`https://user:key@host/path`) go as HTTP
 * Basic authentication, never in the URL itself. Any 2xx answer counts as accepted. A small
 * adapter turns this into a given provider's own API (MSG91, Twilio, an SMS gateway app).
 */
export function createWebhookSmsTransport(webhookUrl: string, timeoutMs = 10_000): Transport {
  const url = new URL(webhookUrl);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user || password) {
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  }
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`the SMS provider answered ${res.status}`);
    },
  };
}
