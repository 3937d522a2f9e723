import * as React from 'react';
import type { FamilyMember } from '@familyhub/contracts';
import { Avatar, Button, toast } from '@familyhub/ui';
import { useMessages } from '@familyhub/ui/i18n';
import { settingsMessages } from './messages';

/** Spec 001 §2: the profile photo stays in this browser's local storage, under this key. */
export const PROFILE_IMAGE_KEY = 'user-profile-image';
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

function readStoredImage(): string | null {
  try {
    return window.localStorage.getItem(PROFILE_IMAGE_KEY);
  } catch {
    return null;
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

export function ProfilePhoto({ user }: { user: FamilyMember }) {
  const t = useMessages(settingsMessages);
  const [image, setImage] = React.useState<string | null>(readStoredImage);
  const input = React.useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: t('photo.invalidType'),
        description: t('photo.invalidTypeDetail'),
        variant: 'destructive',
      });
      return;
    }
    if (file.size >= PROFILE_IMAGE_MAX_BYTES) {
      toast({
        title: t('photo.tooLarge'),
        description: t('photo.tooLargeDetail'),
        variant: 'destructive',
      });
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      toast({ title: t('photo.error'), description: t('photo.unreadable'), variant: 'destructive' });
      return;
    }
    try {
      window.localStorage.setItem(PROFILE_IMAGE_KEY, dataUrl);
    } catch {
      toast({
        title: t('photo.error'),
        description: t('photo.noRoom'),
        variant: 'destructive',
      });
      return;
    }
    setImage(dataUrl);
    toast({ title: t('photo.uploaded'), description: t('photo.uploadedDetail') });
  };

  const remove = () => {
    window.localStorage.removeItem(PROFILE_IMAGE_KEY);
    setImage(null);
    toast({ title: t('photo.removed') });
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar name={user.name} imageUrl={image ?? user.avatarUrl} color={user.color} size="lg" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            {t('photo.change')}
          </Button>
          {image ? (
            <Button type="button" variant="ghost" size="sm" onClick={remove}>
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">{t('photo.hint')}</p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label={t('photo.input')}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
