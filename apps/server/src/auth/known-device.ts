import { createHmac, randomBytes } from 'node:crypto';
import type { createAuthMiddleware } from 'better-auth/api';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A browser that signed in to an account before carries this cookie, signed with the auth secret:
 * a random id of the device and a keyed tag of each email it signed in with. Sign-in attempts on
 * those emails from it count against its own limit only, so wrong passwords sent from anywhere
 * else never lock its owner out (account-rules.ts, docs/security.md "Lockout is not a weapon").
 */
const cookieName = 'known_device';
/** As long as browsers keep a cookie (400 days): the device stays known while it keeps coming back. */
const maxAgeSeconds = 400 * 24 * 60 * 60;
/** Accounts remembered per device, the latest kept: a shared computer cannot grow the cookie. */
const maxAccounts = 10;

export type KnownDevice = { id: string; accounts: string[] };

/** A keyed tag, so the cookie does not tell which addresses signed in on the device. */
function accountTag(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`known-device\n${email}`).digest('base64url').slice(0, 22);
}

/** The device the request's cookie names, if the server signed it; null for any other. */
export async function knownDeviceOf(ctx: HookContext): Promise<KnownDevice | null> {
  const { name } = ctx.context.createAuthCookie(cookieName);
  const value = await ctx.getSignedCookie(name, ctx.context.secret);
  if (!value) return null;
  const [id, tags] = value.split(':');
  if (!id || tags === undefined) return null;
  return { id, accounts: tags.split(',').filter(Boolean) };
}

/** Whether the device signed in with this (normalised) email before. */
export function isKnownFor(ctx: HookContext, device: KnownDevice, email: string): boolean {
  return device.accounts.includes(accountTag(ctx.context.secret, email));
}

/** After a sign-in succeeded: this device is known for this email from now on. */
export async function rememberDevice(ctx: HookContext, email: string): Promise<void> {
  const device = (await knownDeviceOf(ctx)) ?? { id: randomBytes(16).toString('base64url'), accounts: [] };
  const tag = accountTag(ctx.context.secret, email);
  const accounts = [...device.accounts.filter((known) => known !== tag), tag].slice(-maxAccounts);
  const cookie = ctx.context.createAuthCookie(cookieName, { maxAge: maxAgeSeconds });
  // Secure whenever the product is served over https, whatever NODE_ENV says.
  const secure = cookie.attributes.secure || ctx.context.baseURL.startsWith('https:');
  await ctx.setSignedCookie(cookie.name, `${device.id}:${accounts.join(',')}`, ctx.context.secret, {
    ...cookie.attributes,
    secure,
  });
}
