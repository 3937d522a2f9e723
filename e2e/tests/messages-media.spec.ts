import { expect } from '@playwright/test';
import { chooseBrowser } from '../browser.cjs';
import { DEMO, membersWatching, test } from './helpers';

const SAM = { username: 'sam', name: 'Sam Rivera' };

// Chromium's fake microphone (a steady tone) and its automatic "Allow" for it (TOOLCHAIN.md): MediaRecorder then
// records as it does for a person who allowed the microphone.
const chosen = chooseBrowser();
test.use({
  launchOptions: {
    ...chosen.launchOptions,
    args: [
      ...(chosen.launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

/** A 2×2 red PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4Y2x8xtiYAUIBACPqBMlwUmUNAAAAAElFTkSuQmCC',
  'base64',
);

test('a photo and a recorded voice note reach another member without reloading', async ({ browser }) => {
  const [alex, sam] = await membersWatching(
    browser,
    [DEMO, { username: SAM.username, password: DEMO.password }],
    '/messages',
    'Family Messages',
  );
  await sam.evaluate(() => Object.assign(window, { __notReloaded: true }));

  // A photo: chosen, uploaded at once, sent with a few words.
  const name = `slip-${Date.now().toString(36)}.png`;
  await alex
    .locator('input[type=file][aria-label="Photo or file to attach"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PHOTO });
  await expect(alex.getByText(`${name} (${PHOTO.length} bytes)`)).toBeVisible();
  // Its own words, so a second try finds its own message, not the first try's.
  const caption = `The permission slip ${Date.now().toString(36)}`;
  await alex.getByRole('textbox', { name: 'Message', exact: true }).fill(caption);
  await alex.getByRole('button', { name: 'Send', exact: true }).click();

  const photoItem = sam.getByRole('listitem', { name: `${DEMO.name}: sent a photo: ${caption}` });
  await expect(photoItem).toBeVisible();
  const thumbnail = photoItem.getByRole('img', { name: `Photo ${name}` });
  await expect(thumbnail).toBeVisible();
  // The thumbnail really loaded (the member may read it), and opens the photo full size.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  await photoItem.getByRole('button', { name: `Photo ${name}` }).click();
  await expect(sam.getByRole('dialog', { name })).toBeVisible();
  await sam.keyboard.press('Escape');

  // A voice note: recorded from the (fake) microphone, stopped, listened to, sent.
  await alex.getByRole('button', { name: 'Record a voice note' }).click();
  await expect(alex.getByText(/^Recording 0:0\d \/ 2:00$/)).toBeVisible();
  await alex.waitForTimeout(1_500);
  await alex.getByRole('button', { name: 'Stop' }).click();
  await expect(alex.getByLabel('Your voice note')).toBeVisible();
  await alex.getByRole('button', { name: 'Send voice note' }).click();

  const voiceItem = sam.getByRole('listitem', { name: `${DEMO.name}: sent a voice note` }).last();
  await expect(voiceItem).toBeVisible();
  // About a second and a half of recording; on a busy machine the Stop click may come a few seconds later.
  await expect(voiceItem.getByText(/^Voice note · 0:0[1-9]$/)).toBeVisible();
  // No speech-to-text service in this copy of the platform: the note says so plainly.
  await expect(voiceItem.getByText('Transcription is not available on this install.')).toBeVisible();
  const audio = voiceItem.locator('audio');
  const src = await audio.getAttribute('src');
  const played = await sam.request.get(src!);
  expect(played.status()).toBe(200);
  expect(played.headers()['content-type']).toBe('audio/webm');
  expect((await played.body()).length).toBeGreaterThan(1_000);
  // Sam's browser can play it.
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);

  expect(await sam.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
  await alex.context().close();
  await sam.context().close();
});
