import { test, expect } from '@playwright/test';

test('a React 19 host renders the widgets, receives their events and mounts/unmounts them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/react-host/');
  await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expect(page.getByTestId('unsubscribed-count')).toHaveText('0');

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  await expect(page.getByTestId('unsubscribed-count')).toHaveText('1');

  // A React state change flows into the element's attribute.
  await page.getByLabel('E-mail attribute').fill('maria.demo@example.com');
  await expect(page.getByLabel('E-mail address')).toHaveValue('maria.demo@example.com');

  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Unmount widget' }).click();
    await expect(page.getByText('The widget is unmounted.')).toBeVisible();
    await page.getByRole('button', { name: 'Mount widget' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
