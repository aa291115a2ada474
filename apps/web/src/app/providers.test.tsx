import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { PageShown } from '@/lib/page-settled';
import { createTestQueryClient } from '@/test/render-app';

function PageRaisingAToastAtOnce({ data }: { data: Promise<string> }) {
  useQuery({ queryKey: ['page-data'], queryFn: () => data });
  useEffect(() => {
    toast.error('Save Failed', { description: 'Raised before the page had its data' });
  }, []);
  return <h1>Page</h1>;
}

describe('toasts', () => {
  it('shows a toast raised before the page had its data once the toasts have arrived', async () => {
    let answer: (value: string) => void = () => {};
    const data = new Promise<string>((resolve) => (answer = resolve));
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <PageShown>
          <PageRaisingAToastAtOnce data={data} />
        </PageShown>
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The toasts' code waits for the page's data, so nothing shows yet.
    expect(screen.queryByText('Save Failed')).not.toBeInTheDocument();
    answer('here');
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('Raised before the page had its data')).toBeInTheDocument();
  });
});
