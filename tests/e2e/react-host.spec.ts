import { test, expect } from '@playwright/test';
import { freshAddress, preferenceLinkSearch } from './support/dev-api';

test('a React 19 host renders the widgets, receives their events and mounts/unmounts them', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page is opened from an e-mail's preferences link (the widget changes nothing without its token).
  const email = freshAddress('react-host');
  await page.goto(`/react-host/${await preferenceLinkSearch(request, email)}`);
  await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  await expect(page.getByTestId('unsubscribed-count')).toHaveText('0');

  // A React state change flows into the element's attribute: the link's address, then its preference.
  await page.getByLabel('E-mail attribute').fill(email);
  await expect(page.getByText(`We send e-mail to ${email}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  await expect(page.getByTestId('unsubscribed-count')).toHaveText('1');

  for (let i = 0; i < 5; i++) {
    await page.getByRole('button', { name: 'Unmount widget' }).click();
    await expect(page.getByText('The widget is unmounted.')).toBeVisible();
    await page.getByRole('button', { name: 'Mount widget' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail preferences', exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
