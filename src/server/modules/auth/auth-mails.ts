import type { Mail } from '../../mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Simple HTML: a heading, then paragraphs; a code, when given, stands out after the first. */
function layout(shop: string, paragraphs: string[], code?: string): string {
  const block = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const codeBlock = code
    ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>`
    : '';
  const [first = '', ...rest] = paragraphs;
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:520px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop)}</h1>${block(first)}${codeBlock}${rest.map(block).join('')}</div>`;
}

export type CodePurpose = 'email-verification' | 'forget-password' | 'sign-in' | 'change-email';

/** The mail carrying a 6-digit code (confirm email, reset password). */
export function codeMail(shop: string, to: string, code: string, purpose: CodePurpose): Mail {
  const reset = purpose === 'forget-password';
  const subject = reset
    ? `${code} is your ${shop} password reset code`
    : `${code} is your ${shop} confirmation code`;
  const lines = [
    reset
      ? `Use this code to reset your ${shop} password: ${code}`
      : `Use this code to confirm your email address at ${shop}: ${code}`,
    'The code expires in 10 minutes and works once. If you did not ask for it, you can ignore this mail.',
  ];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: layout(shop, [lines[0]!.replace(`: ${code}`, ':'), lines[1]!], code),
  };
}

export function welcomeMail(shop: string, to: string, name: string, siteUrl: string): Mail {
  const lines = [
    `Welcome to ${shop}, ${name || 'reader'}!`,
    'Your email is confirmed. You can now keep a wishlist, check out with cash on delivery or UPI, and follow your orders.',
    `Start browsing: ${siteUrl}/collections`,
  ];
  return {
    to,
    subject: `Welcome to ${shop}`,
    text: `${lines.join('\n\n')}\n`,
    html: layout(shop, lines),
  };
}

/** The "SMS" with a phone code; goes through the pluggable SMS sender. */
export function phoneCodeText(shop: string, code: string): string {
  return `${code} is your ${shop} phone verification code. It expires in 10 minutes.`;
}

/** Someone tried to register an address that already has an account. */
export function existingAccountMail(shop: string, to: string, siteUrl: string): Mail {
  const lines = [
    `Someone, perhaps you, tried to create a ${shop} account with this email address, but it already has one.`,
    `If it was you, sign in at ${siteUrl} or reset your password at ${siteUrl}/forgot-password.`,
    'If it was not you, you can ignore this mail; your account is unchanged.',
  ];
  return {
    to,
    subject: `You already have a ${shop} account`,
    text: `${lines.join('\n\n')}\n`,
    html: layout(shop, lines),
  };
}

/** The code that confirms deleting an account that has no password. */
export function deleteAccountCodeMail(shop: string, to: string, code: string): Mail {
  const lines = [
    `Use this code to delete your ${shop} account: ${code}`,
    'The code expires in 10 minutes. If you did not ask to delete your account, ignore this mail and nothing will change.',
  ];
  return {
    to,
    subject: `${code} is your code to delete your ${shop} account`,
    text: `${lines.join('\n\n')}\n`,
    html: layout(shop, [lines[0]!.replace(`: ${code}`, ':'), lines[1]!], code),
  };
}
