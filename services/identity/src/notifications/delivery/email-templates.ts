import { notificationCategories, type NotificationCategory } from '@familyhub/contracts';
import type { ServerMessages } from '@familyhub/server-kit';
import { notificationMessages } from '../messages';
import type { OutgoingNotification, Recipient } from './channel';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Words = ServerMessages<Parameters<ReturnType<typeof notificationMessages>>[0]>;

function categoryName(t: Words, type: string): string {
  if (type === 'digest' || type === 'test') return t(`category.${type}`);
  return (notificationCategories as readonly string[]).includes(type)
    ? t(`category.${type as NotificationCategory}`)
    : type;
}

/** The footer both parts carry: why it came, how to stop it. */
function footer(t: Words, notification: OutgoingNotification, settingsUrl: string) {
  const why = t('email.why', { category: categoryName(t, notification.type) });
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
  const t = notificationMessages(recipient.language);
  const language = recipient.language ?? 'en';
  const subject =
    notification.type === 'digest' ? notification.title : t('email.subject', { title: notification.title });
  const foot = footer(t, notification, settingsUrl);
  const category = categoryName(t, notification.type);
  const sections = notification.digest ?? [];

  const textLines = [t('email.greeting', { name: recipient.name }), '', notification.title];
  if (notification.body) textLines.push('', notification.body);
  for (const section of sections) {
    textLines.push('', section.title.toUpperCase());
    for (const item of section.items) textLines.push(`- ${item.when ? `${item.when}: ` : ''}${item.text}`);
  }
  textLines.push('', t('email.openAt', { url: notification.url }), '', '--', foot.why);
  textLines.push(t('email.chooseAt', { url: foot.settingsUrl }));
  if (foot.unsubscribeUrl) textLines.push(t('email.unsubscribeAt', { category, url: foot.unsubscribeUrl }));

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
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 12px">${escapeHtml(t('email.greeting', { name: recipient.name }))}</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(notification.title)}</h1>
${notification.body ? `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(notification.body)}</p>` : ''}
${sectionHtml}
<p style="margin:24px 0 0"><a href="${escapeHtml(notification.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">${escapeHtml(t('email.open'))}</a></p>
</div>
<p style="font-size:12px;color:#52525b;margin:16px 8px">${escapeHtml(foot.why)}
<a href="${escapeHtml(foot.settingsUrl)}" style="color:#52525b">${escapeHtml(t('email.choose'))}</a>${
    foot.unsubscribeUrl
      ? ` · <a href="${escapeHtml(foot.unsubscribeUrl)}" style="color:#52525b">${escapeHtml(t('email.unsubscribe', { category }))}</a>`
      : ''
  }</p>
</div></body></html>`;
  return { subject, text: textLines.join('\n'), html };
}
