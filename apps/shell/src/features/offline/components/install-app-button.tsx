import { DownloadIcon } from 'lucide-react';
import { useMessages } from '@familyhub/ui/i18n';
import { useInstallPrompt } from '../install-prompt';
import { offlineMessages } from '../messages';

/**
 * "Install FamilyHub", shown only while the browser offers it (Chromium's `beforeinstallprompt`), gone once installed.
 * Styled by the menu it sits in (the sidebar, the phone's More list).
 */
export function InstallAppButton({ className, onInstall }: { className: string; onInstall?: () => void }) {
  const { canInstall, install } = useInstallPrompt();
  const t = useMessages(offlineMessages);
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onInstall?.();
        void install();
      }}
    >
      <DownloadIcon className="size-4" aria-hidden />
      {t('install')}
    </button>
  );
}
