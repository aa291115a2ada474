import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { createVerifiedUser, type TestUser } from './accounts';
import { enableTwoFactorThroughApi } from './two-factor';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Runs an operator's tool (`scripts/ops.mjs` with `args`) on the journeys' server's DATA_DIR; answers what it printed. */
async function runOperatorTool(args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR names no DATA_DIR: run the journeys through playwright.config.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/ops.mjs', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repositoryRoot },
  });
  return stdout;
}

/**
 * `npm run campaign:send -- FILE` on the journeys' server, as its operator types it: the file
 * written from `campaign`, the tool run on the server's DATA_DIR (it asks the running server to
 * queue it). Answers what the tool printed.
 */
export async function sendCampaign(campaign: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'sudsy-campaign-'));
  try {
    const file = join(folder, 'campaign.txt');
    await writeFile(file, campaign);
    return await runOperatorTool(['campaign', file]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * `npm run admin:create -- EMAIL` on the journeys' server: the account of `email` becomes an
 * operator (the running server does it, over its control socket). Answers what the tool printed.
 */
export async function adminCreate(email: string): Promise<string> {
  return runOperatorTool(['admin-create', email]);
}

/**
 * A new owner made an operator by the tool, with two-factor turned on and signed in on `page`:
 * the console opens for them at once.
 */
export async function createOperator(page: Page): Promise<TestUser> {
  const operator = await createVerifiedUser({ role: 'owner' });
  expect(await adminCreate(operator.email)).toContain(`${operator.email} is now an operator.`);
  await enableTwoFactorThroughApi(page, operator);
  return operator;
}
