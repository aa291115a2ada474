import { washerProfileResponseSchema } from '@sudsy/domain/washer-api';
import type { WasherProfile, WasherProfileInput } from '@sudsy/domain/washer-profile';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

// No mutation hook: the auto-saver decides when to save, retries on its own and must keep saving
// after the page unmounts, which a component-bound mutation cannot.
export async function saveWasherProfile(
  profile: WasherProfileInput,
  init: { keepalive?: boolean } = {},
): Promise<WasherProfile> {
  const body = await apiFetch('/api/washer-profile', { method: 'PUT', json: profile, keepalive: init.keepalive });
  const saved = parseAnswer(washerProfileResponseSchema, body).profile;
  if (!saved) throw new ApiError(200, 'invalid_response', 'The server sent an unexpected answer.');
  return saved;
}
