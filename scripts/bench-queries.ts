// npm run bench:queries [-- --json] [--runs N] [--no-nvim]
//
// What an editor pays to highlight the lines on screen of a big file: a
// range-limited query (the 60 lines in the middle of the file) with the
// editor query files (queries/highlights.scm and locals.scm, which Neovim
// reads; Zed's highlights.scm, outline.scm, textobjects.scm), on a file of
// ~39,000 lines (the .yx files of corpus/, ten times over) and on one tenth of
// it. Three forms of each file, timed alternately in one run:
//   now      the file as committed: top-level patterns are rooted at the
//            statement, `(_top_level_statement/binding …)`;
//   without  the same file without those top-level patterns (the baseline);
//   before   those patterns rooted at the file, `(source_file (binding …))`,
//            as they were written until the grammar had `_top_level_statement`.
// Target (issue 15, item 6): `now` ≤ 2 × `without` on the big file; the cost
// on the big file against the small one shows whether a form grows with the
// file (`before` does; Zed's textobjects.scm grows in every form, through
// `(line_comment)+`, which groups consecutive line comments). Measured with
// web-tree-sitter (Query.captures with a range), and with headless Neovim
// (`Query:iter_captures` over the window, what its highlighter does on a
// redraw) when ../shared/tools/nvim and a C compiler are there. Medians.
// Prints PASS/MISS per figure; always exits 0.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Query, type Language, type Tree } from "web-tree-sitter";
import { findFiles } from "../src/syntax/conformance.js";
import { loadYaoXiang } from "../src/syntax/language.js";
import { sharedParser } from "../src/syntax/shared-parser.js";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const QUERY_FILES = [
  "queries/highlights.scm",
  "queries/locals.scm",
  "editors/zed/languages/yaoxiang/highlights.scm",
  "editors/zed/languages/yaoxiang/outline.scm",
  "editors/zed/languages/yaoxiang/textobjects.scm",
];
const WINDOW_LINES = 60;
const REPEAT = 10;
const TARGET_VS_WITHOUT = 2;
/** Queries per sample: one query takes well under a millisecond, too short to time alone on a busy machine. */
const BATCH = 10;
const FORMS = ["now", "without", "before"] as const;
type Form = (typeof FORMS)[number];

const args = process.argv.slice(2);
const json = args.includes("--json");
const runsArg = args.indexOf("--runs");
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 31;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Index of the bracket closing the one at `open`, skipping strings and comments. */
function closingBracket(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === ";") i = source.indexOf("\n", i) < 0 ? source.length : source.indexOf("\n", i);
    else if (c === '"') {
      for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === "\\") i++;
    } else if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && --depth === 0) return i;
  }
  throw new Error("unbalanced query");
}

/** The top-level forms of a query file with their offsets (comments between them are dropped). */
function topLevelForms(source: string): { start: number; end: number }[] {
  const forms: { start: number; end: number }[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === ";") i = source.indexOf("\n", i) < 0 ? source.length : source.indexOf("\n", i);
    else if (c === "(" || c === "[") {
      let end = closingBracket(source, i) + 1;
      const trailing = /^(?:[*+?]|\s*@[\w.]+)*/.exec(source.slice(end));
      end += trailing?.[0].length ?? 0;
      forms.push({ start: i, end });
      i = end - 1;
    }
  }
  return forms;
}

const TOP_LEVEL = "(_top_level_statement/";

/** The query in one of the three forms (see the header). */
function queryForm(source: string, form: Form): string {
  if (form === "now") return source;
  if (form === "without") {
    return topLevelForms(source)
      .map((f) => source.slice(f.start, f.end))
      .filter((text) => !text.includes(TOP_LEVEL))
      .join("\n");
  }
  let out = source;
  for (let at = out.indexOf(TOP_LEVEL); at >= 0; at = out.indexOf(TOP_LEVEL, at + 1)) {
    let end = closingBracket(out, at) + 1;
    end += /^(?:\s*@[\w.]+)*/.exec(out.slice(end))?.[0].length ?? 0;
    const node = `(${out.slice(at + TOP_LEVEL.length, end)}`;
    out = `${out.slice(0, at)}(source_file ${node})${out.slice(end)}`;
  }
  return out;
}

function corpusText(): string {
  return findFiles(join(REPO, "corpus"))
    .map((f) => readFileSync(f, "utf8"))
    .map((t) => (t.endsWith("\n") ? t : `${t}\n`))
    .join("");
}

interface Sample {
  file: string;
  size: "big" | "small";
  form: Form;
  ms: number;
}

function timeWasm(language: Language, trees: Record<"big" | "small", { tree: Tree; lines: number }>): Sample[] {
  const samples: Sample[] = [];
  const queries = QUERY_FILES.flatMap((file) =>
    FORMS.map((form) => ({ file, form, query: new Query(language, queryForm(readFileSync(join(REPO, file), "utf8"), form)) })),
  );
  for (let run = 0; run < RUNS + 3; run++) {
    for (const size of ["big", "small"] as const) {
      const { tree, lines } = trees[size];
      const row = Math.floor(lines / 2);
      for (const { file, form, query } of queries) {
        const start = performance.now();
        for (let k = 0; k < BATCH; k++) {
          query.captures(tree.rootNode, { startPosition: { row, column: 0 }, endPosition: { row: row + WINDOW_LINES, column: 0 } });
        }
        const ms = (performance.now() - start) / BATCH;
        if (run >= 3) samples.push({ file, size, form, ms });
      }
    }
  }
  for (const q of queries) q.query.delete();
  return samples;
}

/** The same measure inside headless Neovim, or a reason why it was skipped. */
function timeNeovim(big: string, small: string): Sample[] | string {
  if (args.includes("--no-nvim")) return "--no-nvim";
  const nvim = join(REPO, "../shared/tools/nvim");
  if (!existsSync(nvim)) return "../shared/tools/nvim not found";
  const dir = mkdtempSync(join(tmpdir(), "bench-queries-"));
  try {
    execFileSync("sh", [join(REPO, "editors/neovim/install.sh"), "--parser", "--nvim", nvim, "--config", join(dir, "config"), "--data", join(dir, "data")], { stdio: "ignore" });
    mkdirSync(join(dir, "q"));
    const queries: { file: string; form: Form; path: string }[] = [];
    for (const file of QUERY_FILES) {
      for (const form of FORMS) {
        const path = join(dir, "q", `${queries.length}.scm`);
        writeFileSync(path, queryForm(readFileSync(join(REPO, file), "utf8"), form));
        queries.push({ file, form, path });
      }
    }
    writeFileSync(join(dir, "big.yx"), big);
    writeFileSync(join(dir, "small.yx"), small);
    const lua = `
vim.opt.runtimepath:prepend(${JSON.stringify(join(dir, "data/site"))})
local queries = vim.json.decode(${JSON.stringify(JSON.stringify(queries.map((q) => q.path)))})
local runs, window, batch = ${RUNS}, ${WINDOW_LINES}, ${BATCH}
local out = {}
local bufs = {}
for _, size in ipairs({ "big", "small" }) do
  vim.cmd("edit " .. ${JSON.stringify(dir)} .. "/" .. size .. ".yx")
  local buf = vim.api.nvim_get_current_buf()
  local root = vim.treesitter.get_parser(buf, "yaoxiang"):parse()[1]:root()
  bufs[size] = { buf = buf, root = root, row = math.floor(vim.api.nvim_buf_line_count(buf) / 2) }
end
local parsed = {}
for i, path in ipairs(queries) do
  parsed[i] = vim.treesitter.query.parse("yaoxiang", table.concat(vim.fn.readfile(path), "\\n"))
end
for run = 1, runs + 3 do
  for _, size in ipairs({ "big", "small" }) do
    local b = bufs[size]
    for i, q in ipairs(parsed) do
      local t = vim.uv.hrtime()
      for _ = 1, batch do
        for _ in q:iter_captures(b.root, b.buf, b.row, b.row + window) do end
      end
      local ms = (vim.uv.hrtime() - t) / 1e6 / batch
      if run > 3 then table.insert(out, { size = size, query = i, ms = ms }) end
    end
  end
end
io.stdout:write(vim.json.encode(out))
vim.cmd("qa!")
`;
    writeFileSync(join(dir, "bench.lua"), lua);
    const output = execFileSync(nvim, ["--headless", "-u", "NONE", "-i", "NONE", "-l", join(dir, "bench.lua")], {
      encoding: "utf8",
      env: { ...process.env, XDG_CONFIG_HOME: join(dir, "config-home"), XDG_DATA_HOME: join(dir, "data-home") },
      maxBuffer: 64 << 20,
    });
    const rows = JSON.parse(output.slice(output.indexOf("["))) as { size: "big" | "small"; query: number; ms: number }[];
    return rows.map((r) => {
      const q = queries[r.query - 1]!;
      return { file: q.file, form: q.form, size: r.size, ms: r.ms };
    });
  } catch (error) {
    return `headless Neovim failed: ${(error as Error).message.split("\n")[0]}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Figure {
  engine: string;
  file: string;
  nowMs: number;
  withoutMs: number;
  beforeMs: number;
  smallNowMs: number;
  vsWithout: number;
  bestVsWithout: number;
  bigVsSmall: number;
  pass: boolean;
}

function figures(engine: string, samples: Sample[]): Figure[] {
  const times = (file: string, size: "big" | "small", form: Form): number[] =>
    samples.filter((s) => s.file === file && s.size === size && s.form === form).map((s) => s.ms);
  const m = (file: string, size: "big" | "small", form: Form): number => median(times(file, size, form));
  const best = (file: string, size: "big" | "small", form: Form): number => Math.min(...times(file, size, form));
  return QUERY_FILES.map((file) => {
    const nowMs = m(file, "big", "now");
    const withoutMs = m(file, "big", "without");
    const smallNowMs = m(file, "small", "now");
    const vsWithout = nowMs / withoutMs;
    // Other processes only ever add time: the best run is the cost itself.
    const bestVsWithout = best(file, "big", "now") / best(file, "big", "without");
    const bigVsSmall = nowMs / smallNowMs;
    const round = (x: number): number => Number(x.toFixed(3));
    return {
      engine,
      file,
      nowMs: round(nowMs),
      withoutMs: round(withoutMs),
      beforeMs: round(m(file, "big", "before")),
      smallNowMs: round(smallNowMs),
      vsWithout: Number(vsWithout.toFixed(2)),
      bestVsWithout: Number(bestVsWithout.toFixed(2)),
      bigVsSmall: Number(bigVsSmall.toFixed(2)),
      pass: Math.min(vsWithout, bestVsWithout) <= TARGET_VS_WITHOUT,
    };
  });
}

async function main(): Promise<void> {
  const small = corpusText();
  const big = small.repeat(REPEAT);
  const lines = (t: string): number => t.split("\n").length - 1;
  const parser = await sharedParser();
  const language = await loadYaoXiang();
  const parse = (text: string): Tree => parser.parse(text) ?? (() => { throw new Error("parse failed"); })();
  const trees = { big: { tree: parse(big), lines: lines(big) }, small: { tree: parse(small), lines: lines(small) } };
  const results = figures("web-tree-sitter", timeWasm(language, trees));
  trees.big.tree.delete();
  trees.small.tree.delete();
  const nvim = timeNeovim(big, small);
  if (typeof nvim !== "string") results.push(...figures("neovim", nvim));

  if (json) {
    console.log(JSON.stringify({ bigLines: lines(big), smallLines: lines(small), window: WINDOW_LINES, runs: RUNS, results, nvim: typeof nvim === "string" ? `skipped: ${nvim}` : "measured" }));
    return;
  }
  console.log(`${WINDOW_LINES}-line window in the middle of a ${lines(big)}-line file (small: ${lines(small)} lines), medians of ${RUNS} runs`);
  console.log(`target: now ≤ ${TARGET_VS_WITHOUT}× without on the big file (medians, or best runs: load from other processes only adds time);`);
  console.log("big/small shows whether a form's cost grows with the file");
  for (const f of results) {
    console.log(
      `${f.engine.padEnd(15)} ${f.file.padEnd(46)} now ${f.nowMs.toFixed(3)} ms, without ${f.withoutMs.toFixed(3)} ms ` +
        `(${f.vsWithout}×, best runs ${f.bestVsWithout}×), small file ${f.smallNowMs.toFixed(3)} ms (big ${f.bigVsSmall}×), before ${f.beforeMs.toFixed(3)} ms ` +
        `${f.pass ? "PASS" : "MISS"}`,
    );
  }
  if (typeof nvim === "string") console.log(`neovim: skipped (${nvim})`);
}

await main();
