// Async boundary: shared singletons (React, router, query) are negotiated before any of them is used.
import('./bootstrap');
