// The installable, offline app (issue #31): the service worker's registration and updates, the install button.
export { InstallAppButton } from './components/install-app-button';
export { listenForInstallPrompt } from './install-prompt';
export { SERVICE_WORKER_URL, registerServiceWorkerAfterLoad } from './service-worker';
export { OfflineStatus } from './components/offline-status';
export { useOfflineData } from './hooks/use-offline-data';
