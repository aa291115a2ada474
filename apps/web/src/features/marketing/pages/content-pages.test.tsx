import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { support } from '../support';
import { headingLevels, isWellNested } from '../test/heading-levels';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const pages: [string, ComponentType, string][] = [
  ['AboutPage', AboutPage, 'About Sudsy'],
  ['ContactPage', ContactPage, 'Contact us'],
  ['PrivacyPage', PrivacyPage, 'Privacy Policy'],
  ['TermsPage', TermsPage, 'Terms of Service'],
];

describe.each(pages)('%s', (_name, Page, title) => {
  it('has one h1, a nested outline and a document title', () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(isWellNested(headingLevels())).toBe(true);
    expect(document.title).toBe(`${title} | Sudsy`);
  });
});

describe('ContactPage', () => {
  it('offers the support mailbox as a mailto link with hours and response time', () => {
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: support.email }).getAttribute('href')).toBe(`mailto:${support.email}`);
    expect(screen.getByText(new RegExp(support.hours))).toBeTruthy();
    expect(screen.getByText(new RegExp(support.responseTime))).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('PrivacyPage', () => {
  it('promises that location metadata is stripped and data is not sold', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/removes embedded metadata such as GPS location/)).toBeTruthy();
    expect(screen.getByText(/never sell or rent personal information/)).toBeTruthy();
  });
});
