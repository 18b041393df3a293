// Project root, safe paths, yaoxiang.toml and the Workspace (see each file).
export { ProjectError, type ProjectErrorCode } from "./errors.js";
export { findProjectRoot, MANIFEST_NAME, type ProjectRoot, type RootSource } from "./root.js";
export { isInside, resolveInsideRoot, resolveProjectDir, resolveSourceFile, resolveSourcePath, toRel, type ResolvedPath } from "./paths.js";
export {
  CONFIG_SYNTAX_CODE,
  CONFIG_TYPE_CODE,
  defaultConfig,
  loadConfig,
  parseConfig,
  type ConfigLoad,
  type ProjectConfig,
} from "./config.js";
export { scanSources, MAX_SOURCE_BYTES, type FileStamp } from "./scan.js";
export { Workspace, type RefreshStats, type WorkspaceFile, type WorkspaceView } from "./workspace.js";
export { ProjectService, type ProjectServiceOptions } from "./service.js";
export { selectFiles } from "./select-files.js";
export { applyWriteSet, nodeWriteIo, readDiskText, type FileEdit, type WriteIo, type WriteSetResult } from "./write-set.js";
