import Foundation
import PackagePlugin

/// Turns the repository's `VERSION` file into Swift at build time, so that the tool's version
/// has one source: `SnapreplayVersion.current` (ReplayRendering), which `snapreplay --version`
/// prints and every render, suite and cache fingerprint includes, is the file's first line.
///
/// The command is `/bin/sh` rather than an executable target, so nothing extra is compiled and
/// `swift build` behaves the same on Linux and macOS. It reruns only when `VERSION` changes.
/// For a `VERSION` of `0.2.0` it writes `SnapreplayVersion+File.swift` into the plugin's work
/// directory:
///
/// ```swift
/// extension SnapreplayVersion {
///   static let versionFile = "0.2.0"
/// }
/// ```
@main
struct GenerateSnapreplayVersion: BuildToolPlugin {
  /// The one build command: `VERSION` in, the generated Swift file out.
  ///
  /// - Parameters:
  ///   - context: Where the package and the plugin's work directory are.
  ///   - target: The target that uses the plugin (ReplayRendering).
  /// - Returns: The command that writes the generated file.
  func createBuildCommands(context: PluginContext, target: any Target) -> [Command] {
    let versionFile = context.package.directoryURL.appending(path: "VERSION")
    let generated = context.pluginWorkDirectoryURL.appending(path: "SnapreplayVersion+File.swift")
    return [
      .buildCommand(
        displayName: "Reading the tool's version from VERSION",
        executable: URL(filePath: "/bin/sh"),
        arguments: ["-c", Self.script, "sh", versionFile.path, generated.path],
        inputFiles: [versionFile],
        outputFiles: [generated])
    ]
  }

  /// Reads the first line of `$1`, refuses anything but a plain version (letters, digits,
  /// `.`, `-`, `+`) with a compiler-style error, and writes the Swift file `$2`.
  static let script = """
    set -eu
    version=''
    IFS= read -r version < "$1" || true
    version=$(printf '%s' "$version" | tr -d ' \\t\\r')
    case "$version" in
      '' | *[!0-9A-Za-z.+-]*)
        echo "$1:1: error: the first line must be the tool's version, such as 0.1.0 or 0.2.0-dev" >&2
        exit 1 ;;
    esac
    printf '%s\\n' \
      '// Generated from VERSION by Plugins/SnapreplayVersionPlugin: edit VERSION, not this file.' \
      'extension SnapreplayVersion {' \
      '  /// The first line of the repository'"'"'s VERSION file, read at build time.' \
      "  static let versionFile = \\"$version\\"" \
      '}' > "$2"
    """
}
