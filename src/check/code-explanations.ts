// What the checker's own diagnostics mean (explain_diagnostic explains them
// as it does the compiler's codes): warnings the compiler has no code for.
import { ownCodeLookup, type OwnCodeEntry, type OwnCodeExplanation } from "../diagnostics/own-codes.js";
import { INCREMENT_CODE } from "./increment.js";
import { NUMERIC_FIELD_CODE } from "./numeric-field.js";
import { READ_IN_PART_CODE } from "./read-in-part.js";
import { UNCLOSED_COMMENT_CODE } from "./unclosed-comment.js";

type Entry = OwnCodeEntry & { readonly severity: "warning"; readonly example: string };

export type CheckCodeExplanation = OwnCodeExplanation<"Check", Entry>;

const ENTRIES: Record<string, Entry> = {
  [INCREMENT_CODE]: {
    severity: "warning",
    title: "`i++` is `i + +…`",
    description:
      "YaoXiang has no `++` or `--`, and a prefix operator's operand reads on across lines, so `i++` followed by more code is one expression: `i++` then `print(i)` on the next line is `i + +print(i)`. The compiler accepts it without a word and nothing is incremented.",
    example: "main = {\n    mut i = 0\n    i++\n    print(i)\n}\n",
    help: "Write `i = i + 1` on its own line (with `i` declared `mut`).",
  },
  [NUMERIC_FIELD_CODE]: {
    severity: "warning",
    title: "`t.0` is `t` followed by the float `.0`",
    description:
      "YaoXiang has no numeric field access: `.0` is a float literal, so `lo = pair.0` is two statements, `lo = pair` (the whole tuple, which it moves) and the float `.0` on its own. The compiler accepts it without a word; the errors that follow (a tuple where a number was declared, a value moved away) do not mention `.0`.",
    example: "main = {\n    pair = (3, 4)\n    lo = pair.0\n}\n",
    help: "Index the tuple (`pair[0]`) or destructure it (`(a, b) = pair`).",
  },
  [READ_IN_PART_CODE]: {
    severity: "warning",
    title: "A statement the parser reads only in part",
    description:
      "The parser could read the statement only in part (parse_source's tree has an ERROR node there), and no syntax error is known for it: the compiler's parser may accept the form (a signature without `->`, `x: Int == 0`, an f-string interpolation that is not an expression), but what it means is not known. Nothing in the statement is type-checked and its names are not symbols for find_references or rename_symbol.",
    example: "add: (a: Int, b: Int) Int = a + b\n",
    help: "If the statement has a mistake, fix it (here: `add: (a: Int, b: Int) -> Int = a + b`); parse_source shows what the parser read.",
  },
  [UNCLOSED_COMMENT_CODE]: {
    severity: "warning",
    title: "A block comment is never closed",
    description:
      "Block comments nest (`/* a /* b */ c */` is one comment), and one left open runs to the end of the file: everything after its `/*` is comment, not code. The compiler accepts this without a word (syntax.md §1.2), so the declarations after it are silently missing: not checked, not in the outline, not callable.",
    example: "total = 1\n/* the rest is swallowed\nmain = {\n    print(total)\n}\n",
    help: "Close the comment with `*/` where it ends; each `/*` inside it needs its own `*/`.",
  },
};

/** The explanation of a checker code, or undefined. Case-insensitive. */
export const explainCheckCode: (code: string) => CheckCodeExplanation | undefined = ownCodeLookup("Check", ENTRIES);
