// `../shared` (the language's spec and the reference corpus) sits beside the
// repository in the development workspace; a clone has nothing beside it.
// Every test that reads it goes through here and skips with a visible reason
// when the part it needs is absent (test/helpers/skip-reasons-reporter.ts
// prints the reasons at the end of the run). YAOXIANG_SHARED_DIR points
// elsewhere, e.g. at an empty folder to try the suite as a fresh clone sees it.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, it, type TestContext } from "vitest";

const REPO = fileURLToPath(new URL("../../", import.meta.url));

/** The shared folder: `$YAOXIANG_SHARED_DIR`, else `../shared` beside the repository. */
export const SHARED_DIR = process.env.YAOXIANG_SHARED_DIR ? resolve(process.env.YAOXIANG_SHARED_DIR) : join(REPO, "../shared");

export interface SharedPart {
  /** Absolute path of the part. */
  path: string;
  present: boolean;
  /** Why a test that needs it is skipped. */
  reason: string;
}

/** A file or folder under the shared folder, e.g. `shared("corpus/yx")`. */
export function shared(relative: string): SharedPart {
  const path = join(SHARED_DIR, relative);
  return { path, present: existsSync(path), reason: `needs ../shared/${relative}, which is absent (it lives outside this repository)` };
}

/** Skips the calling test with the part's reason when the part is absent. */
export function skipUnless(part: SharedPart, ctx: TestContext): void {
  if (!part.present) ctx.skip(part.reason);
}

/** In a `describe`: each of its tests skips with the part's reason when the part is absent. */
export function requireShared(part: SharedPart): void {
  beforeEach((ctx) => skipUnless(part, ctx));
}

/**
 * For tests generated from the part's files (none when it is absent): when the
 * part is absent, registers one test titled `what` that skips with its reason,
 * so the run says what did not run and why. Returns whether the part is present.
 */
export function noteIfAbsent(part: SharedPart, what: string): boolean {
  if (!part.present) it(what, (ctx) => ctx.skip(part.reason));
  return part.present;
}
