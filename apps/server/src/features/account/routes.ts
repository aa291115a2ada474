import { createRoute, z } from '@hono/zod-openapi';
import { isAPIError } from 'better-auth/api';
import {
  deleteAccountSchema,
  accountResponseSchema,
  avatarResponseSchema,
  deviceSessionsResponseSchema,
  savedPersonalInfoResponseSchema,
  savePersonalInfoSchema,
  signedOutSessionsResponseSchema,
} from '@sudsy/domain/account';
import { galleryMessages } from '@sudsy/domain/gallery';
import type { Auth } from '../../auth/auth';
import { AppError, tooManyRequests } from '../../http/app-error';
import { signedIn } from '../../auth/access';
import { guard } from '../../http/guard';
import { errorResponse, jsonBody, jsonResponse } from '../../http/openapi-responses';
import { createRouter } from '../../http/router';
import { deleteAccount } from './deletion-service';
import { exportAccountData } from './export-service';
import { getAccount, saveAvatar, savePersonalInfo, type AccountDeps } from './service';
import { listDeviceSessions, signOutOtherSessions, signOutSession } from './sessions-service';
import { withClientIp } from '../../auth/client-ip-header';
import { welcomeRoutes } from './welcome-routes';

const tags = ['Account'];
const middleware = guard(signedIn);
const signedOut = { 401: errorResponse('Signed out') };

/** Where the link confirming a new email leads once opened. */
const emailConfirmedPath = '/profile?email=confirmed';

const getAccountRoute = createRoute({
  method: 'get',
  path: '/account',
  tags,
  middleware,
  summary: "The signed-in user's account: personal information, statistics and two-factor state",
  responses: { 200: jsonResponse(accountResponseSchema, 'Account'), ...signedOut },
});

const savePersonalInfoRoute = createRoute({
  method: 'put',
  path: '/account/personal-info',
  tags,
  middleware,
  summary: 'Save name, phone and address; a new email is mailed a confirmation link and changes once it is opened',
  request: { body: jsonBody(savePersonalInfoSchema) },
  responses: {
    200: jsonResponse(savedPersonalInfoResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    ...signedOut,
  },
});

const avatarForm = z.object({
  photo: z
    .preprocess(
      (value) => (value === '' || (value instanceof File && value.size === 0) ? undefined : value),
      z.instanceof(File, { error: 'Choose a photo.' }),
    )
    .openapi({ type: 'string', format: 'binary' }),
});

const saveAvatarRoute = createRoute({
  method: 'put',
  path: '/account/avatar',
  tags,
  middleware,
  summary: 'Replace the profile photo (checked and re-encoded like gallery photos)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: avatarForm } } } },
  responses: {
    200: jsonResponse(avatarResponseSchema, 'Saved'),
    400: errorResponse(galleryMessages.onlyImages),
    413: errorResponse(galleryMessages.tooLarge),
    ...signedOut,
  },
});

const listSessionsRoute = createRoute({
  method: 'get',
  path: '/account/sessions',
  tags,
  middleware,
  summary: "The user's signed-in devices, the asking one marked current",
  responses: { 200: jsonResponse(deviceSessionsResponseSchema, 'Sessions'), ...signedOut },
});

const signOutSessionRoute = createRoute({
  method: 'delete',
  path: '/account/sessions/{id}',
  tags,
  middleware,
  summary: 'Sign one of your sessions out at once',
  request: { params: z.object({ id: z.string().min(1).max(200) }) },
  responses: { 204: { description: 'Signed out' }, 404: errorResponse('No such session of yours'), ...signedOut },
});

const signOutOthersRoute = createRoute({
  method: 'post',
  path: '/account/sessions/sign-out-others',
  tags,
  middleware,
  summary: 'Sign out every session but this one',
  responses: { 200: jsonResponse(signedOutSessionsResponseSchema, 'How many sessions ended'), ...signedOut },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/account/export',
  tags,
  middleware,
  summary: 'Everything the product holds about the caller, with their uploads listed, as a JSON download',
  responses: {
    200: { description: 'The data, as an attachment', content: { 'application/json': { schema: z.looseObject({}) } } },
    ...signedOut,
  },
});

const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/account/delete',
  tags,
  middleware,
  summary:
    "Close the caller's account after their password (and code): open requests and appointments are cancelled, messages and reviews stay as 'Deleted user'",
  request: { body: jsonBody(deleteAccountSchema) },
  responses: {
    200: jsonResponse(z.object({ deleted: z.literal(true) }), 'Deleted and signed out'),
    400: errorResponse('Wrong password or code'),
    429: errorResponse('Too many wrong passwords: wait as Retry-After says'),
    ...signedOut,
  },
});

/**
 * Whether Better Auth accepted a check; its refusal (a 4xx) is a no, anything else stays an error.
 * Too many wrong passwords (auth/password-checks.ts) is neither: the caller gets its 429 and when to retry.
 */
async function accepted(check: () => Promise<unknown>, retryAfter: (seconds: string) => void): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 429) {
      const seconds = new Headers(error.headers).get('retry-after');
      if (seconds) retryAfter(seconds);
      throw tooManyRequests(error.body?.message, error.body?.code);
    }
    if (isAPIError(error) && error.statusCode < 500) return false;
    throw error;
  }
}

export function accountRoutes(deps: AccountDeps & { auth: Auth }) {
  const { db, geocoder, auth } = deps;
  return createRouter()
    .route('/', welcomeRoutes(db))
    .openapi(getAccountRoute, async (c) => c.json({ account: await getAccount(db, c.get('caller')) }, 200))
    .openapi(savePersonalInfoRoute, async (c) => {
      const requestEmailChange = async (newEmail: string) => {
        try {
          await auth.api.changeEmail({
            body: { newEmail, callbackURL: emailConfirmedPath },
            headers: c.req.raw.headers,
          });
        } catch (error) {
          // Better Auth's refusals (an address it cannot take) are the caller's to fix, not a 500.
          if (isAPIError(error) && error.statusCode < 500) {
            throw new AppError(400, 'invalid_email', error.body?.message ?? 'This email cannot be used.', {
              email: error.body?.message ?? '',
            });
          }
          throw error;
        }
      };
      return c.json(
        await savePersonalInfo(db, geocoder, requestEmailChange, c.get('caller'), c.req.valid('json')),
        200,
      );
    })
    .openapi(saveAvatarRoute, async (c) =>
      c.json({ image: await saveAvatar(deps, c.get('caller'), c.req.valid('form').photo) }, 200),
    )
    .openapi(listSessionsRoute, async (c) =>
      c.json({ sessions: await listDeviceSessions(db, c.get('caller'), c.get('sessionId')) }, 200),
    )
    .openapi(signOutSessionRoute, async (c) => {
      await signOutSession(db, c.get('caller'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(signOutOthersRoute, async (c) =>
      c.json({ signedOut: await signOutOtherSessions(db, c.get('caller'), c.get('sessionId')) }, 200),
    )
    .openapi(exportRoute, async (c) => {
      const data = await exportAccountData(db, c.get('caller'));
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="sudsy-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    })
    .openapi(deleteAccountRoute, async (c) => {
      // Its code check is limited per address, like sign-in's: by the address we resolved.
      const headers = withClientIp(c.req.raw.headers, c.get('clientIp'));
      const retryAfter = (seconds: string) => c.header('Retry-After', seconds);
      await deleteAccount(deps, c.get('caller'), c.req.valid('json'), {
        password: (password) => accepted(() => auth.api.verifyPassword({ body: { password }, headers }), retryAfter),
        code: (code) => accepted(() => auth.api.verifyTOTP({ body: { code }, headers }), retryAfter),
      });
      // The sessions are gone; signing out clears the browser's cookies.
      const signedOut = await auth.api.signOut({ headers, returnHeaders: true });
      for (const cookie of signedOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ deleted: true as const }, 200);
    });
}
