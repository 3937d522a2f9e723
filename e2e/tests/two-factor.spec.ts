import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { signUpByApi, test } from './helpers';

// The authenticator app, done here with node:crypto (RFC 6238: HMAC-SHA-1, 6 digits, 30 s steps).
function base32ToBytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

function totp(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', base32ToBytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
}

async function signOut(page: Page) {
  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(sign-in|landing)?$/);
}

test('security: the admin checks encryption, turns on TOTP two-factor, then signs in with a code and with a backup code', async ({
  page,
}) => {
  const family = await signUpByApi(page.request);
  await page.goto('/settings?tab=security');

  // The admin encryption status panel, against the real identity service.
  const panel = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Data encryption' }) });
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(panel.getByText('AES-256-GCM')).toBeVisible();
  await expect(
    panel.getByText('Emergency contacts: phone number, alternate phone, address, notes'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Test Encryption' }).click();
  await expect(page.getByText('Test Passed', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Check Status' }).click();
  await expect(
    page.getByText('Encryption system is active and working properly', { exact: true }),
  ).toBeVisible();

  // Enrol: read the key shown for manual entry, answer with a code made from it.
  const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  const enrol = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(enrol.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await enrol.getByLabel('Secret key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await enrol.getByLabel('Verification code').fill(totp(secret, Date.now()));
  await enrol.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent()) ?? '';
  const secondBackupCode = (await codes.nth(1).textContent()) ?? '';
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('10 of 10 backup codes left.', { exact: false })).toBeVisible();

  // Sign in again: the password alone is not enough any more.
  await signOut(page);
  await signInWithPassword(page, family.username, family.password);
  await page
    .getByLabel('Verification code')
    .fill('000000' === totp(secret, Date.now()) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code', { exact: true })).toBeVisible();
  // The enrolment code's time step is spent; the next step's code is within the accepted window.
  await page.getByLabel('Verification code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await expect(page.getByRole('complementary').getByText(family.name)).toBeVisible();

  // A backup code works once.
  await signOut(page);
  await signInWithPassword(page, family.username, family.password);
  await page.getByLabel('Verification code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  await page.goto('/settings?tab=security');
  await expect(page.getByText('9 of 10 backup codes left.', { exact: false })).toBeVisible();

  // Turning it off takes the password and a current code: the password alone is refused before anything is sent.
  await page.getByRole('switch', { name: 'Two-factor authentication' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  await off.getByLabel('Current password', { exact: true }).fill(family.password);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByText('Enter the 6-digit code or a backup code')).toBeVisible();
  await off.getByLabel('Verification code').fill(secondBackupCode);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is off', { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
});
