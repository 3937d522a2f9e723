import { expect } from '@playwright/test';
import { signUpByApi, test } from './helpers';

test('a parent plans a vacation, packs for it and adds to its itinerary', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/calendar?tab=vacations');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar & Planning' })).toBeVisible();
  await expect(page.getByText('No vacations planned yet')).toBeVisible();
  await expect(page.getByText('No Vacation Selected')).toBeVisible();

  await page.getByRole('button', { name: 'Plan Vacation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Vacation' });
  await dialog.getByLabel('Title').fill('Beach week');
  await dialog.getByLabel('Destination').fill('Cornwall');
  await dialog.getByLabel('Start date').fill('2027-07-05');
  await dialog.getByLabel('End date').fill('2027-07-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('End date must be on or after the start date')).toBeVisible();
  await dialog.getByLabel('End date').fill('2027-07-11');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('listitem', { name: 'Beach week' })).toContainText(
    'Jul 5, 2027 – Jul 11, 2027 · 7 days',
  );
  await expect(page.getByRole('heading', { name: 'Beach week' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add packing item' });
  await form.getByLabel('Item').fill('Sunscreen');
  await form.getByLabel('Category').selectOption('toiletries');
  await form.getByLabel('Quantity').fill('2');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Packing item added successfully', { exact: true })).toBeVisible();
  const sunscreen = page.getByRole('listitem', { name: 'Sunscreen' });
  await expect(sunscreen).toContainText('× 2');
  await sunscreen.getByRole('checkbox', { name: 'Packed Sunscreen' }).click();
  await expect(sunscreen.getByRole('checkbox', { name: 'Packed Sunscreen' })).toBeChecked();
  await expect(sunscreen.locator('label')).toHaveClass(/line-through/);

  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await page.getByRole('button', { name: 'Add Itinerary Item' }).click();
  const itinerary = page.getByRole('dialog', { name: 'Add Itinerary Item' });
  await itinerary.getByLabel('Title').fill('Hotel check-in');
  await itinerary.getByLabel('Date').fill('2027-07-05');
  await itinerary.getByLabel('Location').fill('Harbour Inn');
  await itinerary.getByLabel('Cost').fill('249.50');
  await itinerary.getByLabel('Booking reference').fill('HX-123');
  await itinerary.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Itinerary item added successfully', { exact: true })).toBeVisible();
  const hotel = page.getByRole('listitem', { name: 'Hotel check-in' });
  await expect(hotel).toContainText('Harbour Inn');
  await expect(hotel).toContainText('Cost: $249.50');

  // It is all stored: a reload shows the same trip, packed item and itinerary.
  await page.reload();
  await page.getByRole('button', { name: /Beach week/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Packed Sunscreen' })).toBeChecked();
  await page.getByRole('tab', { name: 'Itinerary' }).click();
  await expect(page.getByRole('listitem', { name: 'Hotel check-in' })).toContainText('HX-123');
});
