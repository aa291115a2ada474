import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render-app';
import { usePageSettled } from './use-page-settled';

function Probe({ quietMs, capMs }: { quietMs: number; capMs: number }) {
  return <p>{usePageSettled({ quietMs, capMs }) ? 'settled' : 'waiting'}</p>;
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
        <Probe quietMs={30} capMs={60_000} />
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
        <Probe quietMs={30} capMs={300} />
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
        <Probe quietMs={30} capMs={60_000} />
      </QueryClientProvider>
    );
    const { rerender } = render(page(false));
    expect(await screen.findByText('settled')).toBeInTheDocument();
    rerender(page(true));
    await pause(100);
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
