// The bearer token of `--token-file PATH`: the first line of a small regular
// file, trimmed. A token in a file (or in YAOXIANG_MCP_TOKEN) stays off the
// command line, which every local user can read in /proc/PID/cmdline.
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

/** A token file is a line of text; anything larger is not one. */
const MAX_TOKEN_FILE_BYTES = 4_096;

export type TokenFile = { token: string; warning?: string } | { error: string };

export function readTokenFile(file: string): TokenFile {
  let fd: number;
  try {
    // O_NONBLOCK: a FIFO named as the token file must not hang the start.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return { error: `cannot read --token-file '${file}': ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { error: `--token-file '${file}' is not a regular file` };
    if (stats.size > MAX_TOKEN_FILE_BYTES) return { error: `--token-file '${file}' is larger than ${MAX_TOKEN_FILE_BYTES} bytes` };
    const bytes = Buffer.alloc(stats.size);
    const read = readSync(fd, bytes, 0, stats.size, 0);
    const token = bytes.subarray(0, read).toString("utf8").split(/\r?\n/, 1)[0]!.trim();
    if (token === "") return { error: `--token-file '${file}' is empty` };
    const readableByOthers = process.platform !== "win32" && (stats.mode & 0o044) !== 0;
    return readableByOthers
      ? { token, warning: `warning: --token-file '${file}' can be read by other users (mode ${(stats.mode & 0o777).toString(8)}); chmod 600 it` }
      : { token };
  } finally {
    closeSync(fd);
  }
}
