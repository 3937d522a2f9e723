// Apply a stored dark theme before anything renders (an inline <script> would break the gateway's CSP).
try {
  if (window.localStorage.getItem('familyhub-theme') === 'dark')
    document.documentElement.classList.add('dark');
} catch {
  // Storage unavailable: the light default applies.
}

// The async boundary Module Federation needs before shared modules (react, …) are used. If that chunk cannot
// load (offline, or a deploy replaced it), say so instead of leaving a blank page.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error(error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'FamilyHub could not be loaded. Check your connection and reload the page.';
});
