// Project root, safe paths, yaoxiang.toml and the Workspace (see each file).
export { ProjectError, type ProjectErrorCode } from "./errors.js";
export { findProjectRoot, MANIFEST_NAME, type ProjectRoot, type RootSource } from "./root.js";
export {
  isInside,
  quoteInput,
  quoteRel,
  resolveInsideRoot,
  resolveProjectDir,
  resolveSourceFile,
  resolveSourcePath,
  toRel,
  type ResolvedPath,
} from "./paths.js";
export {
  CONFIG_SYNTAX_CODE,
  CONFIG_TYPE_CODE,
  defaultConfig,
  loadConfig,
  parseConfig,
  type ConfigLoad,
  type ProjectConfig,
} from "./config.js";
export {
  FILE_SKIPPED_CODE,
  MAX_MANIFEST_BYTES,
  MAX_SOURCE_BYTES,
  readInsideRoot,
  type FileStamp,
  type SafeRead,
  type SkipReason,
} from "./safe-read.js";
export { scanSources, scanTree, type ScanResult, type SkippedSource } from "./scan.js";
export { TreeWatcher, type WatcherOptions, type WatchDirectory } from "./watcher.js";
export {
  Workspace,
  type RefreshStats,
  type WatchEvent,
  type IndexBuildEvent,
  type IndexBuilders,
  type WorkspaceFile,
  type WorkspaceOptions,
  type WorkspaceView,
} from "./workspace.js";
export { ProjectService, type ProjectServiceOptions } from "./service.js";
export { explainProjectCode, type ProjectCodeExplanation } from "./code-explanations.js";
export { selectFiles } from "./select-files.js";
export { applyWriteSet, nodeWriteIo, readDiskText, type FileEdit, type WriteIo, type WriteSetResult } from "./write-set.js";
