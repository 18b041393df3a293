// Which files changed text at which workspace revision, so that a reader
// that saw revision r can ask for only the files changed since: the symbol
// index after an edit then looks at one file, not at every file of the
// workspace (a pass over 10,000 files cost 10 ms per edit).

/** Changes kept; a reader further behind than this many changes compares every file instead. */
const CAPACITY = 1024;

export class ChangeLog<T> {
  private changes: { readonly revision: number; readonly item: T }[] = [];
  /** Changes up to this revision were dropped from the log (CAPACITY). */
  private droppedUpTo = 0;

  /** `item` changed, making `revision` (revisions only grow). */
  note(revision: number, item: T): void {
    this.changes.push({ revision, item });
    if (this.changes.length <= CAPACITY) return;
    const dropped = this.changes.splice(0, this.changes.length - CAPACITY / 2);
    this.droppedUpTo = dropped[dropped.length - 1]!.revision;
  }

  /**
   * Empties the log at `revision`, the latest (the file list changed then:
   * no reader asks about an older revision with the list it holds now), so
   * it never keeps a file that is gone.
   */
  clear(revision: number): void {
    this.changes = [];
    this.droppedUpTo = revision;
  }

  /**
   * The items that changed after `revision`, each once, or undefined when
   * some of those changes were dropped from the log.
   */
  since(revision: number): T[] | undefined {
    if (revision < this.droppedUpTo) return undefined;
    const items = new Set<T>();
    for (let i = this.changes.length - 1; i >= 0 && this.changes[i]!.revision > revision; i--) items.add(this.changes[i]!.item);
    return [...items];
  }
}
