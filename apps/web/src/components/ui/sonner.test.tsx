import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './sonner';

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
  act(() => {
    toast.dismiss();
  });
});

async function toasterSide(width: number) {
  window.innerWidth = width;
  const { container, unmount } = render(<Toaster />);
  act(() => {
    toast('Saved');
  });
  const list = await vi.waitFor(() => {
    const found = container.ownerDocument.querySelector('[data-sonner-toaster]');
    if (!found) throw new Error('no toast shown yet');
    return found;
  });
  const side = list.getAttribute('data-y-position');
  unmount();
  return side;
}

describe('Toaster', () => {
  it('shows toasts from the top on a phone, clear of sticky action bars at the bottom', async () => {
    expect(await toasterSide(375)).toBe('top');
  });

  it('keeps them at the bottom on a wide screen', async () => {
    expect(await toasterSide(1280)).toBe('bottom');
  });
});
