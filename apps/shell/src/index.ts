// The stylesheet belongs to the entry, not the bootstrap chunk: the page links it in its <head>, so whatever the first
// HTML answer holds (the landing page's static markup) paints styled before any JavaScript has run (issue #16).
import './styles.css';

// The async boundary Module Federation needs before shared modules (react, …) are used. If that chunk cannot
// load (offline, or a deploy replaced it), say so instead of leaving a blank page.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'FamilyHub could not be loaded. Check your connection and reload the page.';
});
