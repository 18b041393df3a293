// Side-effect module: imported first by cli.ts so the guard is in place before
// any other module (or dependency) is evaluated and could print.
import { guardStdout } from "./stdout-guard.js";

guardStdout();
