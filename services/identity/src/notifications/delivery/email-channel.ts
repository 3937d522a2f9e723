import nodemailer, { type Transporter } from 'nodemailer';
import type { ChannelSender, OutgoingNotification, Recipient, SendResult } from './channel';
import { renderNotificationEmail } from './email-templates';
import type { DeliveriesRepository } from './deliveries.repository';

export interface EmailChannelOptions {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); without it email is kept in the operator's outbox. */
  smtpUrl?: string;
  /** MAIL_FROM, e.g. `FamilyHub <hub@example.org>`. */
  from: string;
  /** Where the outbox keeps email when there is no SMTP server. */
  outbox: Pick<DeliveriesRepository, 'keepEmail'>;
  /** The app's Settings › Notifications address, for the footer. */
  settingsUrl: string;
}

/** A 4xx SMTP reply or a connection problem may pass; a 5xx reply (no such mailbox) will not. */
function isTransient(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode < 500;
  return code !== 'EENVELOPE';
}

/**
 * Email (issue #30): nodemailer over SMTP when SMTP_URL is set; otherwise the same message, built by nodemailer, is
 * kept in `outbox_emails` for the operator's console (the embedded default needs no mail server). Every email
 * carries one-click unsubscribe for its category (RFC 8058 List-Unsubscribe and List-Unsubscribe-Post).
 */
export function createEmailChannel(
  options: EmailChannelOptions,
): ChannelSender & { transport: 'smtp' | 'outbox' } {
  const transport: 'smtp' | 'outbox' = options.smtpUrl ? 'smtp' : 'outbox';
  const mailer: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    channel: 'email',
    transport,
    async send(recipient: Recipient, notification: OutgoingNotification): Promise<SendResult> {
      if (!recipient.email) {
        return { status: 'skipped', reason: 'No email address: add one in Settings › Notifications' };
      }
      const rendered = renderNotificationEmail(recipient, notification, options.settingsUrl);
      const headers: Record<string, string> = {};
      if (notification.unsubscribeUrl) {
        headers['List-Unsubscribe'] = `<${notification.unsubscribeUrl}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      if (notification.priority === 'urgent') headers['X-Priority'] = '1';
      const message = {
        from: options.from,
        to: recipient.email,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers,
      };
      try {
        const info = (await mailer.sendMail(message)) as { message?: Buffer };
        if (transport === 'outbox') {
          await options.outbox.keepEmail({
            familyId: recipient.familyId,
            toAddress: recipient.email,
            fromAddress: options.from,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            headers,
            raw: info.message?.toString('utf8') ?? '',
          });
        }
        return { status: 'sent' };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        return { status: 'failed', error: text.slice(0, 500), transient: isTransient(error) };
      }
    },
  };
}
