import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-app';
import { PageSettledProvider, PageShown, usePageSettled } from './page-settled';

function Probe() {
  return <p>{usePageSettled() ? 'settled' : 'waiting'}</p>;
}

function PageData({ answer, name }: { answer: Promise<string>; name: string }) {
  useQuery({ queryKey: ['page-data', name], queryFn: () => answer });
  return null;
}

/** A page, as the router draws it, asking for its data as it mounts. */
function Page({ answer, name }: { answer: Promise<string>; name: string }) {
  return (
    <PageShown>
      <PageData answer={answer} name={name} />
    </PageShown>
  );
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
      <PageSettledProvider quietMs={30} capMs={60_000}>
        <Page answer={data} name="slow" />
        <Probe />
      </PageSettledProvider>,
    );
    await pause(200);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    answer('here');
    expect(await screen.findByText('settled')).toBeInTheDocument();
  });

  it('does not settle while no page has mounted, however long nothing fetches', async () => {
    let answer: (value: string) => void = () => {};
    const data = new Promise<string>((resolve) => (answer = resolve));
    const client = createTestQueryClient();
    // The session has answered and the page's code or render is still on its way.
    const app = (pageMounted: boolean) => (
      <QueryClientProvider client={client}>
        <PageSettledProvider quietMs={30} capMs={60_000}>
          {pageMounted ? <Page answer={data} name="late" /> : null}
          <Probe />
        </PageSettledProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(app(false));
    await pause(200);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(app(true));
    await pause(200);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    answer('here');
    expect(await screen.findByText('settled')).toBeInTheDocument();
  });

  it('settles after its cap even while a request never ends', async () => {
    renderPage(
      <PageSettledProvider quietMs={30} capMs={300}>
        <Page answer={never} name="stuck" />
        <Probe />
      </PageSettledProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('settled')).toBeInTheDocument();
  });

  it('stays settled when the page fetches again', async () => {
    const client = createTestQueryClient();
    const page = (fetching: boolean) => (
      <QueryClientProvider client={client}>
        <PageSettledProvider quietMs={30} capMs={60_000}>
          <PageShown>{fetching ? <PageData answer={never} name="later" /> : null}</PageShown>
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
          <PageShown>
            <Probe />
          </PageShown>
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
