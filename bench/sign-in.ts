import { demoPassword } from '../apps/server/src/demo/demo-accounts';

/** Signs a demo-like account in on a running server (they share the demo's password); answers its cookie. */
export async function signIn(origin: string, email: string, accountType: 'owner' | 'washer'): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: demoPassword, accountType }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${email} failed: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
