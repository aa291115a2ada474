import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credentialMessages,
  type Certification,
  type PublicCredentials,
  type Skill,
  type WasherCredentials,
} from '@sudsy/domain/washer-credentials';
import { washerProfiles } from '../../db/schema';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAppointment } from '../../test/appointments';
import { dayFromToday } from '../../test/dates';

let t: TestApp;
let washer: SignedIn;
let otherWasher: SignedIn;
let bookedOwner: SignedIn;
let strangerOwner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [washer, otherWasher, bookedOwner, strangerOwner] = await Promise.all([
    signedIn(t, 'washer'),
    signedIn(t, 'washer'),
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
  ]);
  // A public page needs a saved business profile.
  await t.database.db.insert(washerProfiles).values([
    { userId: washer.id, experienceYears: 5, workRadiusMiles: 10 },
    { userId: otherWasher.id, experienceYears: 5, workRadiusMiles: 10 },
  ]);
});
afterAll(() => t.close());

const certification = {
  name: 'IDA Certified Detailer',
  issuer: 'International Detailing Association',
  issueDate: '2024-03-01',
};

async function mine(who: SignedIn): Promise<WasherCredentials> {
  const response = await callAs(t, who, 'GET', '/api/washer-credentials');
  expect(response.status).toBe(200);
  return (await response.json()) as WasherCredentials;
}

async function publicView(washerId: string, who: SignedIn | null): Promise<PublicCredentials> {
  const response = await callAs(t, who, 'GET', `/api/washers/${washerId}/credentials`);
  expect(response.status).toBe(200);
  return (await response.json()) as PublicCredentials;
}

async function fields(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe('skills', () => {
  it('adds a skill at beginner unless a level is chosen, and removes it', async () => {
    const added = await callAs(t, washer, 'POST', '/api/washer-credentials/skills', { name: 'Ceramic coating' });
    expect(added.status).toBe(201);
    const { skill } = (await added.json()) as { skill: Skill };
    expect(skill).toEqual({ id: expect.any(String), name: 'Ceramic coating', level: 'beginner' });
    await callAs(t, washer, 'POST', '/api/washer-credentials/skills', { name: 'Paint correction', level: 'expert' });
    expect((await mine(washer)).skills.map(({ name, level }) => [name, level])).toEqual([
      ['Ceramic coating', 'beginner'],
      ['Paint correction', 'expert'],
    ]);
    expect((await callAs(t, washer, 'DELETE', `/api/washer-credentials/skills/${skill.id}`)).status).toBe(204);
    expect((await mine(washer)).skills.map(({ name }) => name)).toEqual(['Paint correction']);
  });

  it('refuses a blank name and an unknown level with the form’s words', async () => {
    expect(await fields(await callAs(t, washer, 'POST', '/api/washer-credentials/skills', { name: '  ' }))).toEqual({
      name: credentialMessages.skillNameRequired,
    });
    expect(
      await fields(await callAs(t, washer, 'POST', '/api/washer-credentials/skills', { name: 'Wax', level: 'guru' })),
    ).toEqual({
      level: credentialMessages.skillLevel,
    });
  });

  it('refuses a skill already listed, whatever its case', async () => {
    const again = await callAs(t, washer, 'POST', '/api/washer-credentials/skills', { name: 'PAINT CORRECTION' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      credentialMessages.duplicateSkill,
    );
  });

  it("cannot remove another washer's skill: 404, and it stays", async () => {
    const [theirs] = (await mine(washer)).skills;
    expect((await callAs(t, otherWasher, 'DELETE', `/api/washer-credentials/skills/${theirs?.id}`)).status).toBe(404);
    expect((await mine(washer)).skills).toContainEqual(theirs);
  });
});

describe('certifications', () => {
  it('adds one with optional fields blank, and removes it', async () => {
    const added = await callAs(t, washer, 'POST', '/api/washer-credentials/certifications', {
      ...certification,
      expiryDate: '',
      verificationUrl: '',
    });
    expect(added.status).toBe(201);
    const { certification: stored } = (await added.json()) as { certification: Certification };
    expect(stored).toEqual({ id: expect.any(String), ...certification, expiryDate: null, verificationUrl: null });
    expect((await callAs(t, otherWasher, 'DELETE', `/api/washer-credentials/certifications/${stored.id}`)).status).toBe(
      404,
    );
    expect((await callAs(t, washer, 'DELETE', `/api/washer-credentials/certifications/${stored.id}`)).status).toBe(204);
    expect((await mine(washer)).certifications).toEqual([]);
  });

  it.each([
    ['a missing issuer', { ...certification, issuer: '' }, { issuer: credentialMessages.certificationRequired }],
    ['a missing issue date', { name: 'X', issuer: 'Y' }, { issueDate: credentialMessages.certificationRequired }],
    [
      'an expiry before the issue date',
      { ...certification, expiryDate: '2023-01-01' },
      { expiryDate: credentialMessages.expiryBeforeIssue },
    ],
    [
      'a javascript: URL',
      { ...certification, verificationUrl: 'javascript:alert(1)' },
      { verificationUrl: credentialMessages.verificationUrl },
    ],
  ])('refuses %s', async (_case, body, expected) => {
    expect(await fields(await callAs(t, washer, 'POST', '/api/washer-credentials/certifications', body))).toEqual(
      expected,
    );
  });
});

describe('insurance number and who sees it', () => {
  it('stores the number; blank removes it', async () => {
    const saved = await callAs(t, washer, 'PUT', '/api/washer-credentials/insurance', {
      insuranceNumber: ' POL-884 21 ',
    });
    expect(await saved.json()).toEqual({ insuranceNumber: 'POL-884 21' });
    expect((await mine(washer)).insuranceNumber).toBe('POL-884 21');
    await callAs(t, otherWasher, 'PUT', '/api/washer-credentials/insurance', { insuranceNumber: '' });
    expect((await mine(otherWasher)).insuranceNumber).toBeNull();
  });

  it('shows skills and certifications to anyone, and the number to nobody without a booking', async () => {
    await callAs(t, washer, 'POST', '/api/washer-credentials/certifications', {
      ...certification,
      verificationUrl: 'https://ida.example/verify/1',
    });
    for (const viewer of [null, strangerOwner, otherWasher]) {
      const seen = await publicView(washer.id, viewer);
      expect(seen.insuranceNumber).toBeNull();
      expect(seen.insured).toBe(true);
      expect(seen.skills.map(({ name }) => name)).toEqual(['Paint correction']);
      expect(seen.certifications.map(({ verificationUrl }) => verificationUrl)).toEqual([
        'https://ida.example/verify/1',
      ]);
    }
  });

  it('shows the number to the washer and to an owner with a booking with them, not after it is cancelled', async () => {
    expect((await publicView(washer.id, washer)).insuranceNumber).toBe('POL-884 21');
    const cancelled = {
      serviceDate: dayFromToday(3),
      startTime: '10:00',
      endTime: '11:00',
      status: 'cancelled' as const,
    };
    await insertAppointment(t.database.db, washer, bookedOwner, cancelled);
    expect((await publicView(washer.id, bookedOwner)).insuranceNumber).toBeNull();
    await insertAppointment(t.database.db, washer, bookedOwner, {
      serviceDate: dayFromToday(4),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect((await publicView(washer.id, bookedOwner)).insuranceNumber).toBe('POL-884 21');
    expect((await publicView(washer.id, strangerOwner)).insuranceNumber).toBeNull();
  });

  it('a booking with one washer does not reveal another’s number', async () => {
    await callAs(t, otherWasher, 'PUT', '/api/washer-credentials/insurance', { insuranceNumber: 'OTHER-1' });
    expect((await publicView(otherWasher.id, bookedOwner)).insuranceNumber).toBeNull();
  });

  it('answers 404 for someone without a public page', async () => {
    expect((await callAs(t, null, 'GET', `/api/washers/${bookedOwner.id}/credentials`)).status).toBe(404);
    expect((await callAs(t, null, 'GET', '/api/washers/nobody/credentials')).status).toBe(404);
  });
});

describe('access', () => {
  it('is for washers: 401 signed out, 403 for owners', async () => {
    expect((await callAs(t, null, 'GET', '/api/washer-credentials')).status).toBe(401);
    expect((await callAs(t, strangerOwner, 'GET', '/api/washer-credentials')).status).toBe(403);
    expect((await callAs(t, strangerOwner, 'POST', '/api/washer-credentials/skills', { name: 'Wax' })).status).toBe(
      403,
    );
    expect(
      (await callAs(t, strangerOwner, 'PUT', '/api/washer-credentials/insurance', { insuranceNumber: '1' })).status,
    ).toBe(403);
  });
});
