import { notificationCategoryLabels, type NotificationCategory } from '@familyhub/contracts';
import type { OutgoingNotification, Recipient } from './channel';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function categoryName(type: string): string {
  if (type === 'digest') return 'the digest';
  if (type === 'test') return 'tests';
  const label = notificationCategoryLabels[type as NotificationCategory]?.label;
  return label ? label.toLowerCase() : type;
}

/** The footer both parts carry: why it came, how to stop it. */
function footer(notification: OutgoingNotification, settingsUrl: string) {
  const why = `You get this email because your FamilyHub notifications for ${categoryName(notification.type)} are on.`;
  return { why, settingsUrl, unsubscribeUrl: notification.unsubscribeUrl };
}

/**
 * A notification as an email: a plain-text part and an HTML part with the same content (no remote images, no
 * scripts), a button to the exact thing in the app, and the unsubscribe link for its category.
 */
export function renderNotificationEmail(
  recipient: Recipient,
  notification: OutgoingNotification,
  settingsUrl: string,
): RenderedEmail {
  const subject = notification.type === 'digest' ? notification.title : `FamilyHub: ${notification.title}`;
  const foot = footer(notification, settingsUrl);
  const sections = notification.digest ?? [];

  const textLines = [`Hi ${recipient.name},`, '', notification.title];
  if (notification.body) textLines.push('', notification.body);
  for (const section of sections) {
    textLines.push('', section.title.toUpperCase());
    for (const item of section.items) textLines.push(`- ${item.when ? `${item.when}: ` : ''}${item.text}`);
  }
  textLines.push('', `Open in FamilyHub: ${notification.url}`, '', '--', foot.why);
  textLines.push(`Choose what you get: ${foot.settingsUrl}`);
  if (foot.unsubscribeUrl)
    textLines.push(`Unsubscribe from ${categoryName(notification.type)}: ${foot.unsubscribeUrl}`);

  const sectionHtml = sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.title)}</h2><ul style="padding-left:20px;margin:0">${section.items
          .map(
            (item) =>
              `<li style="margin:4px 0">${item.when ? `<strong>${escapeHtml(item.when)}</strong> ` : ''}${escapeHtml(item.text)}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 12px">Hi ${escapeHtml(recipient.name)},</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(notification.title)}</h1>
${notification.body ? `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(notification.body)}</p>` : ''}
${sectionHtml}
<p style="margin:24px 0 0"><a href="${escapeHtml(notification.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">Open in FamilyHub</a></p>
</div>
<p style="font-size:12px;color:#52525b;margin:16px 8px">${escapeHtml(foot.why)}
<a href="${escapeHtml(foot.settingsUrl)}" style="color:#52525b">Choose what you get</a>${
    foot.unsubscribeUrl
      ? ` · <a href="${escapeHtml(foot.unsubscribeUrl)}" style="color:#52525b">Unsubscribe from ${escapeHtml(categoryName(notification.type))}</a>`
      : ''
  }</p>
</div></body></html>`;
  return { subject, text: textLines.join('\n'), html };
}
