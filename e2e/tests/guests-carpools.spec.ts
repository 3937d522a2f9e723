import { expect } from '@playwright/test';
import { csrf, signUpByApi, test } from './helpers';

test('a parent keeps a guest list and fills a carpool for an upcoming event', async ({ page }) => {
  const family = await signUpByApi(page.request);
  const startAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const created = await page.request.post('/api/events', {
    data: { title: 'Garden party', startAt },
    headers: csrf,
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/calendar?tab=guests');
  await expect(page.getByText('Select an Event')).toBeVisible();
  await page.getByLabel('Event for the guest list').selectOption({ index: 1 });
  await expect(page.getByText('No guests added yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Guest' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Aunt Jo');
  await dialog.getByLabel('Bringing').fill('Lemonade');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByRole('table', { name: 'Pending guests' }).getByText('Aunt Jo')).toBeVisible();
  await page
    .getByRole('table', { name: 'Pending guests' })
    .getByRole('button', { name: 'Confirm Aunt Jo' })
    .click();
  await expect(page.getByText('No pending invitations')).toBeVisible();
  await page.getByRole('tab', { name: 'Confirmed' }).click();
  await expect(page.getByRole('table', { name: 'Confirmed guests' }).getByText('Aunt Jo')).toBeVisible();

  await page.getByRole('tab', { name: 'Carpools' }).click();
  await expect(page).toHaveURL(/tab=carpools/);
  await page.getByLabel('Event for carpools').selectOption({ index: 1 });
  await expect(page.getByText('No carpools set up for this event')).toBeVisible();
  await page.getByRole('button', { name: 'Add Carpool' }).click();
  const carpoolDialog = page.getByRole('dialog', { name: 'Add Carpool' });
  await carpoolDialog.getByLabel('Driver').selectOption({ label: family.name });
  await carpoolDialog.getByLabel('Pickup location').fill('Our house');
  await carpoolDialog.getByLabel('Dropoff location').fill('Town park');
  await carpoolDialog.getByLabel('Vehicle').fill('Red hatchback');
  await carpoolDialog.getByLabel('Seats').fill('1');
  await carpoolDialog.getByRole('button', { name: 'Save' }).click();
  await expect(carpoolDialog).toBeHidden();

  const card = page.getByRole('listitem', { name: `Carpool driven by ${family.name}` });
  await expect(card).toContainText('Our house');
  await expect(card).toContainText('Red hatchback');
  await expect(card).toContainText('1 seat left');
  await card.getByLabel('Passenger name').fill('Neighbour Sam');
  await card.getByRole('button', { name: 'Add Passenger' }).click();
  await expect(card.getByRole('list', { name: 'Passengers' })).toContainText('Neighbour Sam');
  await expect(card).toContainText('Full');
  await card.getByLabel('Passenger name').fill('Cousin Lee');
  await card.getByRole('button', { name: 'Add Passenger' }).click();
  await expect(card.getByText('This carpool is full')).toBeVisible();
});
