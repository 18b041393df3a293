// properties.test.ts at full strength: every file of corpus/ and of
// ../shared/corpus/yx (when present).
import { formatterPropertyTests } from "./formatter-properties.js";
import { REPO_CORPUS, SHARED_YX, yxFiles } from "./shared-corpus.js";

formatterPropertyTests(yxFiles(REPO_CORPUS), yxFiles(SHARED_YX));
