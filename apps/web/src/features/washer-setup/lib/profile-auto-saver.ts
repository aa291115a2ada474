import { toast } from 'sonner';
import { autoSaveDebounceMs, reconnectDelayMs } from '@sudsy/domain/constants';
import { profileToasts, type WasherProfile, type WasherProfileInput } from '@sudsy/domain/washer-profile';
import { ApiError } from '@/lib/api-client';
import { saveWasherProfile } from '../api/save-washer-profile';
import { writeDraft, writeSavedCopy } from './local-profile';
import { fromFormValues, type ProfileFormValues } from './profile-form';

export type SaveStatus = 'saved' | 'unsaved' | 'saving';
export type SaveProblem =
  /** The server could not be reached; the edits wait in the browser and go up when it answers. */
  | { kind: 'offline' }
  /** A field holds something the profile cannot take; the washer has to fix it. */
  | { kind: 'invalid'; message: string }
  /** The server refused the save (signed out, bad input). */
  | { kind: 'rejected'; message: string };
export type AutoSaveState = { status: SaveStatus; problem: SaveProblem | null };

type AutoSaverOptions = {
  userId: string;
  getValues: () => ProfileFormValues;
  /** Shows every field's error message on the form. */
  showErrors: () => void;
  /**
   * The server's copy after a save; `upToDate` when the washer changed nothing since it was sent.
   * Form changes made here do not count as edits.
   */
  onSaved: (saved: WasherProfile, upToDate: boolean) => void;
};

const noSessionMessage = 'No active session found';

/** No answer at all, or one from something other than our API (a proxy's error page, a 5xx). */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.code === 'invalid_response';
}

function rejectionMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return noSessionMessage;
    return Object.values(error.fields)[0] ?? error.message;
  }
  return profileToasts.saveFailed.fallback;
}

/**
 * Profile auto-save: every edit restarts a 2-second timer that saves the profile; an
 * explicit save cancels the timer. Each edit is also written to the browser at once, so a failed
 * save, a closed tab or a dropped connection loses nothing; while the server cannot be reached the
 * saver tries again when the browser comes back online and on a growing interval (1 s up to 10 s).
 * Framework-free, so its timing can be tested alone; React reads it with useSyncExternalStore.
 */
export class ProfileAutoSaver {
  private state: AutoSaveState;
  private readonly listeners = new Set<() => void>();
  /** Counts edits; the saver is up to date when the last confirmed save carried the latest edit. */
  private editVersion = 0;
  private savedVersion = 0;
  private lastValues: string;
  private applyingServerValues = false;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryAttempt = 0;
  private offlineToastShown = false;
  private inFlight: Promise<boolean> | null = null;
  private active = false;

  constructor(
    private readonly options: AutoSaverOptions,
    { unsaved }: { unsaved: boolean },
  ) {
    this.lastValues = JSON.stringify(options.getValues());
    if (unsaved) this.editVersion = 1;
    this.state = { status: unsaved ? 'unsaved' : 'saved', problem: null };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AutoSaveState => this.state;

  /** Starts listening to the browser; returns the stop, which sends any edits still waiting. */
  start(): () => void {
    this.active = true;
    window.addEventListener('online', this.handleOnline);
    window.addEventListener('pagehide', this.flush);
    if (this.hasUnsavedEdits()) this.restartTimer();
    return () => {
      this.active = false;
      window.removeEventListener('online', this.handleOnline);
      window.removeEventListener('pagehide', this.flush);
      clearTimeout(this.debounceTimer);
      clearTimeout(this.retryTimer);
      this.flush();
    };
  }

  /** The form changed (the form calls this on every change; repeats without a change are ignored). */
  readonly edit = (): void => {
    const values = this.options.getValues();
    const serialized = JSON.stringify(values);
    if (serialized === this.lastValues) return;
    this.lastValues = serialized;
    if (this.applyingServerValues) return;
    this.editVersion += 1;
    writeDraft(this.options.userId, values);
    this.setState({ status: 'unsaved', problem: this.state.problem?.kind === 'offline' ? this.state.problem : null });
    this.restartTimer();
  };

  /** Values the server filled in (a geocoded map center) reach the form without counting as an edit. */
  private applyServerValues(apply: () => void): void {
    this.applyingServerValues = true;
    try {
      apply();
    } finally {
      this.applyingServerValues = false;
    }
  }

  /** The Save button: saves at once, whatever the timer says, and confirms with a toast. */
  saveNow(): Promise<boolean> {
    return this.save(true);
  }

  private hasUnsavedEdits(): boolean {
    return this.editVersion !== this.savedVersion;
  }

  private restartTimer(): void {
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    this.debounceTimer = setTimeout(() => void this.save(false), autoSaveDebounceMs);
  }

  private async save(explicit: boolean): Promise<boolean> {
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    // One save at a time, so an older profile can never land after a newer one.
    while (this.inFlight) await this.inFlight;
    if (!explicit && (!this.active || !this.hasUnsavedEdits())) return true;

    const version = this.editVersion;
    const values = this.options.getValues();
    const form = fromFormValues(values);
    if (!form.ok) {
      this.options.showErrors();
      this.setState({
        status: this.hasUnsavedEdits() ? 'unsaved' : 'saved',
        problem: { kind: 'invalid', message: form.message },
      });
      if (explicit) toast.error(profileToasts.saveFailed.title, { description: form.message });
      return false;
    }

    this.setState({ status: 'saving', problem: this.state.problem?.kind === 'offline' ? this.state.problem : null });
    this.inFlight = this.send(values, form.profile, version, explicit);
    try {
      return await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private async send(
    values: ProfileFormValues,
    profile: WasherProfileInput,
    version: number,
    explicit: boolean,
  ): Promise<boolean> {
    try {
      const saved = await saveWasherProfile(profile);
      this.savedVersion = Math.max(this.savedVersion, version);
      this.retryAttempt = 0;
      this.offlineToastShown = false;
      const upToDate = this.editVersion === version;
      writeSavedCopy(this.options.userId, saved, values);
      this.applyServerValues(() => this.options.onSaved(saved, upToDate));
      this.setState({ status: upToDate ? 'saved' : 'unsaved', problem: null });
      if (explicit) toast.success(profileToasts.saved.title, { description: profileToasts.saved.description });
      return true;
    } catch (error) {
      if (isUnreachable(error)) {
        this.setState({ status: 'unsaved', problem: { kind: 'offline' } });
        // One toast per outage; the banner keeps saying it while the retries go on.
        if (explicit || !this.offlineToastShown) {
          toast.error(profileToasts.saveFailed.title, { description: profileToasts.saveFailed.fallback });
          this.offlineToastShown = true;
        }
        this.scheduleRetry();
      } else {
        const message = rejectionMessage(error);
        this.setState({ status: 'unsaved', problem: { kind: 'rejected', message } });
        toast.error(profileToasts.saveFailed.title, { description: message });
      }
      return false;
    }
  }

  private scheduleRetry(): void {
    if (!this.active) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.save(false), reconnectDelayMs(this.retryAttempt));
    this.retryAttempt += 1;
  }

  private readonly handleOnline = (): void => {
    if (this.state.problem?.kind === 'offline') void this.save(false);
  };

  /** The page is going away with edits the server lacks: send them while the browser still lets us. */
  private readonly flush = (): void => {
    if (!this.hasUnsavedEdits() || this.inFlight) return;
    const values = this.options.getValues();
    const form = fromFormValues(values);
    if (!form.ok) return;
    const { userId } = this.options;
    // The draft stays in the browser until the server confirms, so a lost request loses nothing.
    saveWasherProfile(form.profile, { keepalive: true }).then(
      (saved) => writeSavedCopy(userId, saved, values),
      () => undefined,
    );
  };

  private setState(next: AutoSaveState): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}
