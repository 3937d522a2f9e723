// Async boundary: shared singletons (React, router, query) are negotiated before any of them is used.
// This entry runs only the standalone dev host (the shell loads ./screens), so a failed start is logged.
import('./bootstrap').catch((error: unknown) => {
  console.error('The home dev host could not start', error);
});
