// What every print-*.ts function needs: the options, the comment placement
// and a quick "is there a comment inside this node" test.
import type { CstComment, CstNode } from "./cst.js";
import type { CommentMap } from "./comments.js";
import type { ResolvedFormatOptions } from "./options.js";

export class PrintContext {
  private readonly commentStarts: number[];
  /** > 0 while printing a type: nothing inside a type breaks (formatting.md §9). */
  typeDepth = 0;

  constructor(
    readonly options: ResolvedFormatOptions,
    readonly comments: CommentMap,
    readonly source: string,
  ) {
    this.commentStarts = comments.all.map(c => c.start);
  }

  /** True when a comment lies inside `node`'s range. */
  hasCommentWithin(node: CstNode): boolean {
    return this.commentsWithin(node.start, node.end).length > 0;
  }

  /** The comments lying entirely between two offsets. */
  commentsWithin(startOffset: number, endOffset: number): CstComment[] {
    const starts = this.commentStarts;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < startOffset) lo = mid + 1;
      else hi = mid;
    }
    const found: CstComment[] = [];
    for (let i = lo; i < starts.length && starts[i]! < endOffset; i++) {
      const comment = this.comments.all[i]!;
      if (comment.end <= endOffset) found.push(comment);
    }
    return found;
  }
}
