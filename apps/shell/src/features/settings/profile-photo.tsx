import * as React from 'react';
import type { FamilyMember } from '@familyhub/contracts';
import { Avatar, Button, toast } from '@familyhub/ui';

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
  const [image, setImage] = React.useState<string | null>(readStoredImage);
  const input = React.useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid file type',
        description: 'Please select an image file (jpg, png, etc.)',
        variant: 'destructive',
      });
      return;
    }
    if (file.size >= PROFILE_IMAGE_MAX_BYTES) {
      toast({
        title: 'File too large',
        description: 'Profile image must be less than 2MB',
        variant: 'destructive',
      });
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      toast({ title: 'Error', description: 'Failed to read the image file', variant: 'destructive' });
      return;
    }
    try {
      window.localStorage.setItem(PROFILE_IMAGE_KEY, dataUrl);
    } catch {
      toast({
        title: 'Error',
        description: 'This browser has no room left to keep the photo.',
        variant: 'destructive',
      });
      return;
    }
    setImage(dataUrl);
    toast({ title: 'Image Uploaded', description: 'Your profile photo is kept in this browser.' });
  };

  const remove = () => {
    window.localStorage.removeItem(PROFILE_IMAGE_KEY);
    setImage(null);
    toast({ title: 'Photo removed' });
  };

  return (
    <div className="flex items-center gap-4">
      <Avatar name={user.name} imageUrl={image ?? user.avatarUrl} color={user.color} size="lg" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            Change photo
          </Button>
          {image ? (
            <Button type="button" variant="ghost" size="sm" onClick={remove}>
              Remove photo
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          JPG, PNG or GIF under 2 MB. Kept in this browser only.
        </p>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label="Profile photo"
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
