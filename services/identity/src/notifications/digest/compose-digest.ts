import type { DigestPreview, DigestSection as DomainSection, Language } from '@familyhub/contracts';
import { localDate } from '@familyhub/server-kit';
import type { DigestSection } from '../delivery/channel';
import { notificationMessages } from '../messages';
import type { DigestPeriod } from './digest-schedule';
import type { DigestMember } from './digest.repository';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  zone: string,
  options: Intl.DateTimeFormatOptions,
  language: Language = 'en',
): Intl.DateTimeFormat {
  const key = `${language}|${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

const isAdult = (member: DigestMember) => member.role === 'admin' || member.role === 'parent';

/**
 * Whether a member may see an item: it concerns them, everyone, or (for a parent) one of the children; a bill only
 * if they see the finances.
 */
function visibleTo(
  member: DigestMember,
  item: DomainSection['items'][number],
  children: ReadonlySet<number>,
): boolean {
  if (
    item.userIds &&
    !item.userIds.includes(member.userId) &&
    !(isAdult(member) && item.userIds.some((id) => children.has(id)))
  ) {
    return false;
  }
  if (
    item.financesOnly &&
    !(member.role === 'admin' || (member.role === 'parent' && member.canViewFinances))
  ) {
    return false;
  }
  return true;
}

export interface ComposedDigest {
  subject: string;
  /** The email's sections, times on the member's clock. */
  sections: (DigestSection & { key: DomainSection['key']; more: number; links: string[] })[];
  /** One line for push and Telegram ("3 events, 2 tasks, 1 bill"). */
  summary: string;
  /** The email's opening line, and what is missing. */
  body: string;
  itemCount: number;
}

/**
 * One member's digest from their family's sections: what concerns them, in their window, with times on their own
 * clock; the subject names the day, week or month.
 */
export function composeDigest(
  member: DigestMember,
  period: DigestPeriod,
  familySections: readonly DomainSection[],
  unavailable: readonly string[],
  children: ReadonlySet<number> = new Set(),
): ComposedDigest {
  const zone = member.timeZone;
  const language = member.language ?? 'en';
  const t = notificationMessages(language);
  const fromDate = localDate(period.from, zone);
  const toDate = localDate(period.to, zone);
  const day = formatter(zone, { weekday: 'short' }, language);
  const clock = formatter(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, language);
  const dateOnly = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const inWindow = (when: string | null) => {
    if (when === null) return true;
    if (when.length === 10) return when >= fromDate && when < toDate;
    const at = Date.parse(when);
    return at >= period.from.getTime() && at < period.to.getTime();
  };
  const whenText = (when: string | null) => {
    if (when === null) return null;
    if (when.length === 10) {
      return member.frequency === 'daily'
        ? null
        : formatter('UTC', { weekday: 'short', day: 'numeric', month: 'short' }, language).format(
            dateOnly(when),
          );
    }
    const at = new Date(when);
    return member.frequency === 'daily' ? clock.format(at) : `${day.format(at)} ${clock.format(at)}`;
  };

  const sections = familySections
    .map((section) => {
      const items = section.items.filter((item) => visibleTo(member, item, children) && inWindow(item.when));
      return {
        key: section.key,
        title: t(`digest.section.${section.key}`),
        items: items.map((item) => ({ text: item.text, when: whenText(item.when) })),
        links: items.map((item) => item.link),
        more: section.more,
      };
    })
    .filter((section) => section.items.length > 0);

  const itemCount = sections.reduce((sum, s) => sum + s.items.length + s.more, 0);
  const long = formatter(zone, { weekday: 'long', day: 'numeric', month: 'long' }, language);
  const subject =
    member.frequency === 'monthly'
      ? t('digest.subject.monthly', {
          date: formatter(zone, { month: 'long', year: 'numeric' }, language).format(period.sendAt),
        })
      : t(`digest.subject.${member.frequency}`, { date: long.format(period.sendAt) });
  const span = t(`digest.span.${member.frequency}`);
  const summary =
    sections.map((s) => t(`digest.count.${s.key}`, { count: s.items.length + s.more })).join(', ') ||
    t('digest.nothing');
  const missing =
    unavailable.length > 0 ? ` ${t('digest.missing', { domains: unavailable.join(', ') })}` : '';
  const body = `${t(itemCount > 0 ? 'digest.planned' : 'digest.nothingPlanned', { span })}${missing}`;
  return { subject, sections, summary: t('digest.summary', { summary, span }), body, itemCount };
}

/** The preview's plain text: what the email's text part says. */
export function previewOf(
  composed: ComposedDigest,
  period: DigestPeriod,
  frequency: DigestPreview['frequency'],
  unavailable: string[],
  language: Language = 'en',
): DigestPreview {
  const t = notificationMessages(language);
  const lines = [composed.subject, '', composed.body];
  for (const section of composed.sections) {
    lines.push('', section.title.toUpperCase());
    for (const item of section.items) lines.push(`- ${item.when ? `${item.when}: ` : ''}${item.text}`);
    if (section.more > 0) lines.push(`- ${t('digest.more', { count: section.more })}`);
  }
  return {
    frequency,
    sendAt: period.sendAt.toISOString(),
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    subject: composed.subject,
    sections: composed.sections.map((s) => ({
      key: s.key,
      title: s.title,
      items: s.items.map((item, i) => ({ text: item.text, when: item.when, link: s.links[i] })),
      more: s.more,
    })),
    unavailable,
    text: lines.join('\n'),
  };
}
