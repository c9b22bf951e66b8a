import type { Mail } from '../../../mail/mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(shop: string, to: string, subject: string, lines: string[], link: string): Mail {
  const html = lines
    .map((line) =>
      line === link
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`,
    )
    .join('');
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:520px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop)}</h1>${html}</div>`,
  };
}

interface Invitation {
  inviter: string;
  role: string;
  link: string;
}

/** A new staff member: a link to set their password, good for a week. */
export function staffInviteMail(shop: string, to: string, { inviter, role, link }: Invitation) {
  return mail(
    shop,
    to,
    `${inviter} invited you to run ${shop} (${role})`,
    [
      `${inviter} invited you to join the team behind ${shop} as ${role}.`,
      'Set your password to accept:',
      link,
      'The link works once and expires in 7 days. If you were not expecting this, you can ignore this mail.',
    ],
    link,
  );
}

/** An existing account given a staff role: it signs in as before. */
export function staffAddedMail(shop: string, to: string, { inviter, role, link }: Invitation) {
  return mail(
    shop,
    to,
    `You are now on the ${shop} team (${role})`,
    [
      `${inviter} added you to the team behind ${shop} as ${role}.`,
      'Sign in as usual and open the admin:',
      link,
    ],
    link,
  );
}
