import { mergeText } from '@shared/domain/merge-text';

/** `refused`: the server (or the schema before it) will never take this text; it waits for an edit. */
export type SaveStatus = 'clean' | 'dirty' | 'saving' | 'failed' | 'refused';

export interface NotesSaverOptions {
  /**
   * Sends the text; `keepalive` when the page is going away. Resolves once the server stored it, with
   * the text it stored when that differs from the one sent (merged with a save from another tab).
   */
  save(notes: string, editedAt: Date, options: { keepalive: boolean }): Promise<string | void>;
  /** Told whenever the status changes. */
  onStatus(status: SaveStatus): void;
  /** Told when the text being edited must change: merged with, or replaced by, another tab's. */
  onTextChanged?(notes: string): void;
  /** Told how a save the person asked for (Save Now) ended. */
  onManualResult?(outcome: 'saved' | 'failed' | 'refused'): void;
  /** Whether a failure is one no retry can mend (the text is too long, say); such a save waits for an edit. */
  isRefusal?(error: unknown): boolean;
  now?: () => Date;
  delayMs?: number;
  /** First retry after a failure; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps the notes of one day saved without ever losing a word: saves 3 s after the last edit,
 * at once when asked, one request at a time (so the server sees them in order), and retries
 * a failed save with growing pauses until it goes through. A refused save is not retried: the
 * text stays, and the next edit (or Save Now) tries again.
 */
export class NotesSaver {
  private latest: string;
  private editedAt: Date;
  private acknowledged: string;
  private inFlight = false;
  private flushAfterFlight = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retryMs: number;
  private manualPending = false;
  private status: SaveStatus = 'clean';
  private readonly options: Required<Omit<NotesSaverOptions, 'onManualResult' | 'onTextChanged'>> &
    Pick<NotesSaverOptions, 'onManualResult' | 'onTextChanged'>;

  constructor(savedNotes: string, options: NotesSaverOptions) {
    this.options = { now: () => new Date(), delayMs: 3000, retryMs: 2000, maxRetryMs: 30_000, isRefusal: () => false, ...options };
    this.latest = savedNotes;
    this.acknowledged = savedNotes;
    this.editedAt = this.options.now();
    this.retryMs = this.options.retryMs;
  }

  get isDirty(): boolean {
    return this.latest !== this.acknowledged;
  }

  /** Nothing unsaved and nothing on its way. */
  get isIdle(): boolean {
    return !this.isDirty && !this.inFlight;
  }

  /** The person typed: the text is dirty and a save is due 3 s from now. */
  edit(notes: string): void {
    this.latest = notes;
    this.editedAt = this.options.now();
    this.retryMs = this.options.retryMs;
    this.setStatus(this.isDirty ? (this.inFlight ? 'saving' : 'dirty') : 'clean');
    this.schedule(this.options.delayMs);
  }

  /** Save Now. */
  saveNow(): void {
    this.manualPending = true;
    if (!this.isDirty && !this.inFlight) {
      this.manualPending = false;
      this.options.onManualResult?.('saved');
      return;
    }
    this.flush();
  }

  /** Sends what is unsaved now (leaving the page, hiding the tab); `keepalive` lets it outlive the page. */
  flush({ keepalive = false }: { keepalive?: boolean } = {}): void {
    this.clearTimer();
    if (!this.isDirty) return;
    if (this.inFlight && !keepalive) {
      this.flushAfterFlight = true;
      return;
    }
    void this.send(keepalive);
  }

  /**
   * Another tab or device saved `notes`. Taken as they are while nothing here is unsaved; otherwise
   * the next save merges them (the server refuses it as stale and the save function merges).
   * Answers whether they were taken.
   */
  adopt(notes: string): boolean {
    if (this.isDirty || this.inFlight) return false;
    if (notes !== this.latest) this.options.onTextChanged?.(notes);
    this.latest = notes;
    this.acknowledged = notes;
    return true;
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    if (!this.isDirty) return;
    this.timer = setTimeout(() => this.flush(), delayMs);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async send(keepalive: boolean): Promise<void> {
    const notes = this.latest;
    const editedAt = this.editedAt;
    this.inFlight = true;
    this.setStatus('saving');
    try {
      const stored = (await this.options.save(notes, editedAt, { keepalive })) ?? notes;
      // Only what was sent counts as saved; anything typed meanwhile stays dirty.
      this.acknowledged = stored;
      if (stored !== notes) {
        // The server holds a merge of this text and another tab's: what was typed meanwhile goes on top.
        this.latest = this.latest === notes ? stored : mergeText(notes, this.latest, stored).text;
        this.options.onTextChanged?.(this.latest);
      }
      this.retryMs = this.options.retryMs;
      this.inFlight = false;
      if (this.manualPending && !this.isDirty) this.finishManual('saved');
      if (!this.isDirty) return this.setStatus('clean');
      this.setStatus('dirty');
      if (this.flushAfterFlight || this.manualPending) {
        this.flushAfterFlight = false;
        void this.send(false);
      } else {
        this.schedule(this.options.delayMs);
      }
    } catch (error) {
      this.inFlight = false;
      this.flushAfterFlight = false;
      const refused = this.options.isRefusal(error);
      if (this.manualPending) this.finishManual(refused ? 'refused' : 'failed');
      if (refused) return this.setStatus('refused');
      this.setStatus('failed');
      this.schedule(this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs);
    }
  }

  private finishManual(outcome: 'saved' | 'failed' | 'refused'): void {
    this.manualPending = false;
    this.options.onManualResult?.(outcome);
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
