// Apply a stored dark theme before anything renders (an inline <script> would break the gateway's CSP).
try {
  if (window.localStorage.getItem('familyhub-theme') === 'dark')
    document.documentElement.classList.add('dark');
} catch {
  // Storage unavailable: the light default applies.
}

// The async boundary Module Federation needs before shared modules (react, …) are used.
import('./bootstrap');
