import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { proofPhotoTexts, type ProofPhoto } from '@sudsy/domain/photo-proof';
import { renderApp } from '@/test/render-app';
import { detail, fakeApi, jobDay } from '../testing/fake-appointments-api';
import { fakeUpload } from '../testing/fake-upload';

const photo = (id: string, fields: Partial<ProofPhoto>): ProofPhoto => ({
  id,
  kind: 'walkaround',
  angle: 'front',
  url: `/api/appointments/a1/proof-photos/${id}`,
  thumbUrl: `/api/appointments/a1/proof-photos/${id}/thumb`,
  takenAt: '2030-06-03T15:02:00.000Z',
  ...fields,
});

/** The appointments API with a1 at `step` and these photos. */
function withPhotos(role: 'owner' | 'washer', step: 'arrived' | 'in_progress', photos: ProofPhoto[]) {
  const appointment = detail({ startsAt: new Date(Date.now() - 600_000).toISOString() });
  fakeApi(role, { appointment, day: () => jobDay(appointment, { step }) });
  const appointmentsApi = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost:3000').pathname;
    if ((init?.method ?? 'GET') === 'GET' && path === '/api/appointments/a1/proof-photos')
      return Response.json({ photos });
    return appointmentsApi(input, init);
  });
}

const jpeg = () => new File([new Uint8Array([255, 216, 255])], 'car.jpg', { type: 'image/jpeg' });

describe('the photo proof cards', () => {
  it('asks the washer who arrived for each side of the car from the camera, and shows each as it lands', async () => {
    withPhotos('washer', 'arrived', []);
    const uploads = fakeUpload(200, (form: FormData) => ({
      photos: [photo('p1', { angle: form.get('angle') as ProofPhoto['angle'] })],
    }));
    const { user } = renderApp('/appointments/a1');
    const card = await screen.findByRole('region', { name: proofPhotoTexts.walkaroundTitle });
    expect(within(card).getByText('0 of 4 sides photographed')).toBeInTheDocument();
    const front = within(card).getByLabelText(proofPhotoTexts.take('Front'));
    expect(front).toHaveAttribute('capture', 'environment');
    expect(front).toHaveAttribute('accept', 'image/*');

    await user.upload(front, jpeg());
    expect(await within(card).findByText('1 of 4 sides photographed')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /^Front\. Taken at / })).toHaveAttribute(
      'src',
      '/api/appointments/a1/proof-photos/p1/thumb',
    );
    expect(within(card).getByLabelText(proofPhotoTexts.retake('Front'))).toBeInTheDocument();
    expect(uploads[0]?.url).toBe('/api/appointments/a1/proof-photos');
    expect(uploads[0]?.form.get('kind')).toBe('walkaround');
    expect(uploads[0]?.form.get('angle')).toBe('front');
    // After photos wait for the job to start.
    expect(screen.queryByRole('region', { name: proofPhotoTexts.afterTitle })).not.toBeInTheDocument();
  });

  it('shows the owner the photos read-only, with the time the server took them', async () => {
    withPhotos('owner', 'in_progress', [photo('p1', {}), photo('p2', { kind: 'after', angle: null })]);
    renderApp('/appointments/a1');
    const walkaround = await screen.findByRole('region', { name: proofPhotoTexts.walkaroundTitle });
    expect(within(walkaround).getByRole('img', { name: 'Front. Taken at 10:02 AM' })).toBeInTheDocument();
    expect(within(walkaround).queryByLabelText(/Photograph/)).not.toBeInTheDocument();
    const after = screen.getByRole('region', { name: proofPhotoTexts.afterTitle });
    expect(within(after).getAllByRole('img')).toHaveLength(1);
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
  });
});
