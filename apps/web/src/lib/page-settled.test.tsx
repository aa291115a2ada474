import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-app';
import { PageSettledProvider, usePageSettled } from './page-settled';

function Probe() {
  return <p>{usePageSettled() ? 'settled' : 'waiting'}</p>;
}

function PageData({ answer, name }: { answer: Promise<string>; name: string }) {
  useQuery({ queryKey: ['page-data', name], queryFn: () => answer });
  return null;
}

function renderPage(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);
}

const never = new Promise<string>(() => {});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a page settling', () => {
  it('waits while the page fetches, then settles once nothing has fetched for a moment', async () => {
    let answer: (value: string) => void = () => {};
    const data = new Promise<string>((resolve) => (answer = resolve));
    renderPage(
      <>
        <PageData answer={data} name="slow" />
        <PageSettledProvider quietMs={30} capMs={60_000}>
          <Probe />
        </PageSettledProvider>
      </>,
    );
    await pause(200);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    answer('here');
    expect(await screen.findByText('settled')).toBeInTheDocument();
  });

  it('settles after its cap even while a request never ends', async () => {
    renderPage(
      <>
        <PageData answer={never} name="stuck" />
        <PageSettledProvider quietMs={30} capMs={300}>
          <Probe />
        </PageSettledProvider>
      </>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('settled')).toBeInTheDocument();
  });

  it('stays settled when the page fetches again', async () => {
    const client = createTestQueryClient();
    const page = (fetching: boolean) => (
      <QueryClientProvider client={client}>
        {fetching ? <PageData answer={never} name="later" /> : null}
        <PageSettledProvider quietMs={30} capMs={60_000}>
          <Probe />
        </PageSettledProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(page(false));
    expect(await screen.findByText('settled')).toBeInTheDocument();
    rerender(page(true));
    await pause(100);
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('tells a part mounted after the page settled at once, without waiting again', async () => {
    const client = createTestQueryClient();
    const page = (withLatePart: boolean) => (
      <QueryClientProvider client={client}>
        <PageSettledProvider quietMs={30} capMs={60_000}>
          <Probe />
          {withLatePart ? (
            <section aria-label="late part">
              <Probe />
            </section>
          ) : null}
        </PageSettledProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(page(false));
    expect(await screen.findByText('settled')).toBeInTheDocument();
    rerender(page(true));
    expect(within(screen.getByRole('region', { name: 'late part' })).getByText('settled')).toBeInTheDocument();
  });
});
