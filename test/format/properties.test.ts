// The formatter's properties (formatter-properties.ts: idempotent, every
// comment kept once, the same program) on every file of corpus/ and on 16
// reference programs of ../shared/corpus/yx chosen by a fixed seed
// (properties.long.test.ts checks all of them).
import { seededSample } from "../helpers/random.js";
import { formatterPropertyTests } from "./formatter-properties.js";
import { REPO_CORPUS, SHARED_YX, yxFiles } from "./shared-corpus.js";

formatterPropertyTests(yxFiles(REPO_CORPUS), seededSample(yxFiles(SHARED_YX), 16, 2028));
