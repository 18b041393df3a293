// comment-injection.test.ts at full strength: every file of corpus/ and of
// ../shared/corpus/yx (when present).
import { commentInjectionTests } from "./comment-injection.js";
import { REPO_CORPUS, SHARED_YX, yxFiles } from "./shared-corpus.js";

commentInjectionTests([...yxFiles(REPO_CORPUS), ...yxFiles(SHARED_YX)]);
