import { useEffect } from 'react';
import { useSession } from '@familyhub/api-client';
import { defaultLanguageSettings, preferredLanguage, type LanguageSettings } from '@familyhub/contracts';
import { applyLanguageSettings } from '@familyhub/ui/i18n';

/**
 * Turns on the pseudo-locale for the checks that no string is left behind and that layouts mirror (issue #35):
 * `on`, or `rtl` for the pseudo-locale written right to left. localStorage only.
 */
const PSEUDO_SWITCH = 'familyhub.pseudo-locale';

function pseudoLocale(): 'ltr' | 'rtl' | null {
  try {
    const value = window.localStorage.getItem(PSEUDO_SWITCH);
    return value === 'on' ? 'ltr' : value === 'rtl' ? 'rtl' : null;
  } catch {
    return null;
  }
}

const isDefault = (settings: LanguageSettings) =>
  (Object.keys(defaultLanguageSettings) as (keyof LanguageSettings)[]).every(
    (key) => settings[key] === defaultLanguageSettings[key],
  );

// The page starts in English with automatic formats: nothing to apply until someone needs more than that (and a
// screen test that put Spanish in force itself keeps it).
let applied = false;

/**
 * Puts the signed-in member's language and formats in force (their session carries them from the server), and the
 * browser's preferred language before anyone has signed in.
 */
export function useMemberLanguage() {
  const session = useSession();
  const settings = session.data?.language;
  useEffect(() => {
    if (session.isPending) return;
    const chosen: LanguageSettings = settings ?? {
      ...defaultLanguageSettings,
      language: preferredLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])),
    };
    const pseudo = pseudoLocale();
    if (!applied && isDefault(chosen) && !pseudo) return;
    applied = true;
    applyLanguageSettings(pseudo ? { ...chosen, language: 'pseudo', direction: pseudo } : chosen);
  }, [session.isPending, settings]);
}
