// stdout carries the stdio transport's JSON-RPC frames and nothing else. A
// stray console.log anywhere (ours or a dependency's) would corrupt the stream
// and make the client drop the connection, so every console method that writes
// to stdout is pointed at stderr before anything else runs.
import { Console } from "node:console";

let installed = false;

export function guardStdout(): void {
  if (installed) return;
  installed = true;
  const toStderr = new Console({ stdout: process.stderr, stderr: process.stderr });
  const methods = ["log", "info", "debug", "dir", "dirxml", "table", "group", "groupCollapsed", "count", "timeLog", "timeEnd", "groupEnd"] as const;
  for (const name of methods) {
    const replacement = toStderr[name] as (...args: unknown[]) => void;
    (console as unknown as Record<string, unknown>)[name] = replacement.bind(toStderr);
  }
}
