import { defaultWasherProfile, type WasherProfile } from '@sudsy/domain/washer-profile';
import type { StoredProfile } from './local-profile';
import { toFormValues, type ProfileFormValues } from './profile-form';

export type InitialProfile = {
  values: ProfileFormValues;
  /** Where the values came from: the server, this browser's saved copy or its unsaved edits, or the defaults. */
  source: 'server' | 'local' | 'draft' | 'defaults';
  /** The server lacks these values, so the editor should save them. */
  unsaved: boolean;
};

/** What the server answered: its copy (null when the washer never saved), or that it could not be read. */
export type ServerProfile = { ok: true; profile: WasherProfile | null } | { ok: false };

/**
 * The server copy first, else the local copy, else the defaults, named after the business name
 * the washer gave at sign-up (`accountName`). Edits that never
 * reached the server come before both when they are newer than the server's copy, so that none
 * is lost. Null when the server cannot be read and the browser holds nothing: showing defaults
 * then would invite the washer to overwrite a profile they cannot see.
 */
export function chooseInitialProfile(
  server: ServerProfile,
  local: StoredProfile,
  accountName: string,
): InitialProfile | null {
  const serverProfile = server.ok ? server.profile : null;
  if (local.draft && (!serverProfile || Date.parse(local.draft.editedAt) > Date.parse(serverProfile.updatedAt))) {
    return { values: local.draft.values, source: 'draft', unsaved: true };
  }
  if (serverProfile) return { values: toFormValues(serverProfile), source: 'server', unsaved: false };
  // The server answered that it has no profile yet: the local copy goes back up to it.
  if (local.saved) return { values: toFormValues(local.saved.profile), source: 'local', unsaved: server.ok };
  if (!server.ok) return null;
  return { values: toFormValues(defaultWasherProfile(accountName)), source: 'defaults', unsaved: false };
}
