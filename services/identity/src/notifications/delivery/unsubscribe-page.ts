const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page an email's unsubscribe link opens (no sign-in, no app bundle): a question, or the outcome. */
export function unsubscribePage(
  title: string,
  message: string,
  confirm?: { action: string; label: string },
): string {
  const form = confirm
    ? `<form method="post" action="${escapeHtml(confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(confirm.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · FamilyHub</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${form}
<p><a href="/settings?tab=notifications">Open Settings › Notifications</a></p></main></body></html>`;
}
