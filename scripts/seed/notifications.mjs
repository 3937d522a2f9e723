// The demo admin's notifications (issue #30): the daily digest on, at the hour the demo starts, so the first one
// is in the operator's outbox (/admin/outbox) within a minute of `npm start`; the rest are the spec's defaults.

export async function seed({ api, memberId, timeZone }) {
  const id = memberId('demo');
  const path = `/api/users/${id}/notification-preferences`;
  const current = await api.expectOk('GET', path);
  if (current.digestEnabled) return 'digest already on';
  const hour = new Date().getHours();
  await api.expectOk('POST', path, {
    ...current,
    digestEnabled: true,
    digestFrequency: 'daily',
    digestHour: hour,
    timeZone,
  });
  return `daily digest at ${String(hour).padStart(2, '0')}:00 (${timeZone})`;
}
