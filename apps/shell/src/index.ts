// The stylesheet belongs to the entry, not the bootstrap chunk: the page links it in its <head>, so whatever the first
// HTML answer holds (the landing page's static markup) paints styled before any JavaScript has run (issue #16).
import './styles.css';

/** Resolves in a task of its own: what follows runs after the browser has had its turn (to paint, to take input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The async boundary Module Federation needs before shared modules (react, …) are used, crossed in steps. Each
 * `import()` evaluates its modules at once when they arrive, and the start-up modules evaluated together made one task
 * of ~70 ms on a laptop, ~280 ms on a phone's CPU (issue #34: most of the dashboard's blocking time). The shared
 * libraries first, each in a task of its own, then the shell's own modules: their code arrives at the same time as
 * before (the page preloads it), only its evaluation is split.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  const { cn } = await import('@familyhub/ui');
  await nextTask();
  // Two set-ups the first render would otherwise pay inside its slices, ~15 ms each on a laptop: the class merger's
  // tables (tailwind-merge builds them on its first call), and ICU's data for the page's language (the header's
  // date is the first thing formatted).
  cn('');
  await nextTask();
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium' }).format(0);
  await nextTask();
  await import('@familyhub/api-client');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

// If a step cannot load (offline, or a deploy replaced it), say so instead of leaving a blank page.
start().catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'FamilyHub could not be loaded. Check your connection and reload the page.';
});
