import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryMessages, galleryToasts, type GalleryItem } from '@sudsy/domain/gallery';
import { mockWasherApi } from '../testing/mock-washer-api';
import { renderAt } from '../testing/render-setup';
import { settleAfterEach } from '../testing/settle-after-each';

settleAfterEach();

function galleryItem(index: number, fields: Partial<GalleryItem> = {}): GalleryItem {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    beforeImageUrl: `/files/${id}-before.jpg`,
    beforeThumbUrl: `/files/${id}-before-thumb.jpg`,
    afterImageUrl: `/files/${id}-after.jpg`,
    afterThumbUrl: `/files/${id}-after-thumb.jpg`,
    title: `Job ${index}`,
    description: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...fields,
  };
}

/** Stands in for XMLHttpRequest: records the upload and lets the test report progress and answer. */
class FakeUpload {
  static current: FakeUpload | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.current = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

async function openPortfolio(options: Parameters<typeof mockWasherApi>[0] = {}) {
  const api = mockWasherApi(options);
  const view = renderAt('/provider/profile?tab=portfolio');
  await screen.findByRole('region', { name: 'Your Gallery' });
  // Uploads open once the session says the email is verified.
  if (options.emailVerified !== false)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload to Gallery' })).toBeEnabled());
  return { api, ...view };
}

const png = (name = 'before.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('Portfolio', () => {
  beforeEach(() => {
    FakeUpload.current = null;
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it("shows the newest 6 pairs in 'Your Gallery', then '+N more' opening all of them", async () => {
    const { user } = await openPortfolio({ gallery: Array.from({ length: 8 }, (_, index) => galleryItem(index + 1)) });
    const card = screen.getByRole('region', { name: 'Your Gallery' });
    const compact = await within(card).findByRole('list', { name: 'Gallery items' });
    expect(
      within(compact)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5', 'Job 6']);
    expect(within(card).getByRole('img', { name: 'Before: Job 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('before-thumb'),
    );

    await user.click(within(card).getByRole('button', { name: '+2 more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Gallery' });
    expect(within(dialog).getAllByRole('article')).toHaveLength(8);
    expect(within(dialog).getByRole('img', { name: 'After: Job 8' })).toHaveAttribute(
      'src',
      expect.stringContaining('-after.jpg'),
    );
  });

  it('uploads a before/after pair with a progress bar and adds it to the gallery', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPortfolio();
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload to Gallery' }));
    expect(screen.getByText(galleryMessages.beforeRequired)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Before image'), png());
    await user.upload(screen.getByLabelText('After image'), png('after.png'));
    expect(screen.getByRole('img', { name: 'Before image preview' })).toHaveAttribute('src', 'blob:preview');
    await user.type(screen.getByLabelText(/Title/), 'Muddy truck');
    await user.click(screen.getByRole('button', { name: 'Upload to Gallery' }));

    const upload = FakeUpload.current;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/gallery', withCredentials: true });
    expect(upload?.body?.get('before')).toBeInstanceOf(File);
    expect(upload?.body?.get('after')).toBeInstanceOf(File);
    expect(upload?.body?.get('title')).toBe('Muddy truck');
    expect(upload?.body?.has('description')).toBe(false);

    upload?.progress(40, 100);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40'),
    );
    upload?.respond(201, { item: galleryItem(1, { title: 'Muddy truck' }) });

    expect(await screen.findByText(galleryToasts.added.description)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Muddy truck' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('');
  });

  it('refuses a file that is not an image before sending it', async () => {
    await openPortfolio();
    fireEvent.change(screen.getByLabelText('Before image'), {
      target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText(galleryMessages.onlyImages)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Before image preview' })).not.toBeInTheDocument();
  });

  it("maps the server's refusal of an unverified washer to the login-and-verify text", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPortfolio();
    await user.upload(screen.getByLabelText('Before image'), png());
    await user.click(screen.getByRole('button', { name: 'Upload to Gallery' }));
    FakeUpload.current?.respond(403, { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } });
    expect(await screen.findByText(galleryToasts.uploadFailed.title)).toBeInTheDocument();
    expect(screen.getByText(galleryMessages.verifyBeforeUpload)).toBeInTheDocument();
  });

  it('disables uploads until the email is verified and resends the verification link', async () => {
    const { user, api } = await openPortfolio({ emailVerified: false });
    expect(await screen.findByText('Verify your email to upload photos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload to Gallery' })).toBeDisabled();
    expect(screen.getByLabelText('Before image')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(galleryToasts.verificationSent.title)).toBeInTheDocument();
    expect(screen.getByText(galleryToasts.verificationSent.description)).toBeInTheDocument();
    expect(api.state.posts).toEqual([
      {
        path: '/api/auth/send-verification-email',
        body: { email: 'washer@example.com', callbackURL: '/provider/profile' },
      },
    ]);
  });

  it('deletes a pair after confirmation', async () => {
    const { user, api } = await openPortfolio({ gallery: [galleryItem(1)] });
    const article = await screen.findByRole('article', { name: 'Job 1' });
    await user.click(within(article).getByRole('button', { name: 'Delete Job 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this gallery item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(galleryToasts.deleted.description)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Job 1' })).not.toBeInTheDocument();
    expect(api.state.gallery).toEqual([]);
  });

  it('offers to add the after image to a pair that lacks one', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { user } = await openPortfolio({ gallery: [galleryItem(1, { afterImageUrl: null, afterThumbUrl: null })] });
    const article = await screen.findByRole('article', { name: 'Job 1' });
    await user.upload(within(article).getByLabelText('Add after image to Job 1'), png('after.png'));
    expect(FakeUpload.current).toMatchObject({ method: 'PUT', url: `/api/gallery/${galleryItem(1).id}/after` });
    FakeUpload.current?.respond(200, { item: galleryItem(1) });
    expect(await screen.findByText(galleryToasts.afterAdded.description)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'After: Job 1' })).toBeInTheDocument();
  });
});
