// The installable app (issue #31): the install button.
export { InstallAppButton } from './components/install-app-button';
export { listenForInstallPrompt } from './install-prompt';
