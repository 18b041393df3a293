// The comment-injection property of comment-injection.ts on 12 files of
// corpus/ and ../shared/corpus/yx chosen by a fixed seed
// (comment-injection.long.test.ts runs every file).
import { seededSample } from "../helpers/random.js";
import { commentInjectionTests } from "./comment-injection.js";
import { REPO_CORPUS, SHARED_YX, yxFiles } from "./shared-corpus.js";

commentInjectionTests(seededSample([...yxFiles(REPO_CORPUS), ...yxFiles(SHARED_YX)], 12, 2029));
