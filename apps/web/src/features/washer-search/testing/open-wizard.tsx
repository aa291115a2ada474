import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from '@/test/render-app';
import { fakeWasherSearchApi } from './fake-washer-search-api';

// The /providers wizard as its page tests drive it.

export type Rendered = ReturnType<typeof renderApp>;

export async function openWizard(path = '/providers', options: Parameters<typeof fakeWasherSearchApi>[0] = {}) {
  const api = fakeWasherSearchApi(options);
  const rendered = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Get Car Wash Quotes' })).toBeInTheDocument();
  return { api, ...rendered };
}

export function serviceBox(name: string) {
  return screen.getByRole('checkbox', { name });
}

export function findButton() {
  return screen.getByRole('button', { name: 'Find Providers' });
}

/** Searches for an express wash at 78701 from the form, and waits for the results. */
export async function searchFromForm(user: Rendered['user']) {
  await user.type(screen.getByRole('combobox', { name: /Service Address/ }), '78701');
  await user.click(serviceBox('Express Wash & Go'));
  await user.click(findButton());
  await screen.findByRole('list', { name: 'Providers' });
}
