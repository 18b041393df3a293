// E7xxx: file-system and network failures.
import type { CodeDefinition } from "../types.js";

export const IO_CODES: readonly CodeDefinition[] = [
  {
    code: "E7001",
    category: "I/O",
    severity: "error",
    registered: true,
    phase: "io",
    detectable: "N/A",
    emittedByReference: false,
    params: ["path"],
    related: ["E7002", "E7003"],
    example: `use std.io
main = {
    text = io.read_file("missing.txt")  // <<note>>
}`,
    en: {
      title: "File not found",
      description:
        "A file that the compiler or a program needed does not exist at the given path, for example the source file passed to `yaoxiang run` or a file opened through the standard library. Paths are resolved relative to the current working directory. The reference defines the code but reports such failures differently today.",
      help: "Check the path and the working directory, or create the file first.",
      template: "file not found: {path}",
      note: "there is no `missing.txt` in the working directory",
    },
    zh: {
      title: "文件不存在",
      description:
        "编译器或程序需要的文件在给定路径上不存在，例如传给 `yaoxiang run` 的源文件，或通过标准库打开的文件。路径相对于当前工作目录解析。参考实现定义了此代码，但目前以其他方式报告这类失败。",
      help: "检查路径和工作目录，或先创建该文件。",
      template: "文件不存在：{path}",
      note: "工作目录中没有 `missing.txt`",
    },
  },
  {
    code: "E7002",
    category: "I/O",
    severity: "error",
    registered: true,
    phase: "io",
    detectable: "N/A",
    emittedByReference: false,
    params: ["path"],
    related: ["E7001"],
    example: `use std.io
main = {
    ok = io.write_file("/root/notes.txt", "x")  // <<note>>
}`,
    en: {
      title: "Permission denied",
      description:
        "The operating system refused access to a path, for example writing into a directory the current user may not modify. The reference defines the code but does not produce it today.",
      help: "Use a path the user may access, or adjust the file permissions.",
      template: "permission denied: {path}",
      note: "ordinary users may not write into `/root`",
    },
    zh: {
      title: "权限不足",
      description:
        "操作系统拒绝了对某个路径的访问，例如向当前用户无权修改的目录写入。参考实现定义了此代码，但目前不会产生它。",
      help: "使用用户有权访问的路径，或调整文件权限。",
      template: "权限不足：{path}",
      note: "普通用户不能向 `/root` 写入",
    },
  },
  {
    code: "E7003",
    category: "I/O",
    severity: "error",
    registered: true,
    phase: "io",
    detectable: "N/A",
    emittedByReference: false,
    params: ["reason"],
    related: ["E7001", "E7002"],
    example: `use std.os
main = {
    f = os.open("data.bin", "r")
    moved = os.seek(f, -1)  // <<note>>
}`,
    en: {
      title: "I/O error",
      description:
        "A file-system operation failed for a reason other than a missing file or missing permissions, for example an invalid seek position, a full disk or a closed handle. The message carries the operating system's explanation. The reference defines the code but does not produce it today.",
      help: "Read the reason in the message and check the arguments of the failing operation.",
      template: "I/O error: {reason}",
      note: "a negative seek position is invalid",
    },
    zh: {
      title: "I/O 错误",
      description:
        "文件系统操作因文件缺失或权限不足以外的原因失败，例如无效的定位位置、磁盘已满或句柄已关闭。消息中带有操作系统给出的说明。参考实现定义了此代码，但目前不会产生它。",
      help: "阅读消息中的原因，并检查失败操作的参数。",
      template: "I/O 错误：{reason}",
      note: "负的定位位置是无效的",
    },
  },
  {
    code: "E7004",
    category: "I/O",
    severity: "error",
    registered: true,
    phase: "io",
    detectable: "N/A",
    emittedByReference: false,
    params: ["reason"],
    example: `use std.net
main = {
    page = net.http_get("http://unreachable.invalid/")  // <<note>>
}`,
    en: {
      title: "Network error",
      description:
        "A network operation, such as an HTTP request through `std.net`, failed: the host could not be resolved or reached, or the connection broke. The message carries the reason. The reference defines the code but does not produce it today.",
      help: "Check the address and the network connection; handle failures of network calls explicitly.",
      template: "network error: {reason}",
      note: "the host name cannot be resolved",
    },
    zh: {
      title: "网络错误",
      description:
        "网络操作（例如通过 `std.net` 发出的 HTTP 请求）失败了：主机无法解析或无法到达，或连接中断。消息中带有失败原因。参考实现定义了此代码，但目前不会产生它。",
      help: "检查地址和网络连接，并显式处理网络调用的失败。",
      template: "网络错误：{reason}",
      note: "该主机名无法解析",
    },
  },
];
