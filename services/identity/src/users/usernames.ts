/** Usernames are stored and compared lower-cased. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export const USERNAME_TAKEN = 'That username is taken';
