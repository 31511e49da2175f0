#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ListTUI {
  /// Puts `/dev/null` on each of descriptors 0 to 2 that was closed when listtui started, so
  /// that none of listtui's own files (the socket pair that relays standard input, a spool
  /// file, the terminal) is given one of them and taken for a standard stream.
  ///
  /// Each is opened the other way round from its use: standard input write-only, standard
  /// output and error read-only. Reading or writing one fails then as it would have closed,
  /// with `Bad file descriptor`: `listtui - <&-` says `<stdin>: cannot open: Bad file
  /// descriptor` (exit 66), as with a standard input open only for writing, rather than waiting
  /// on its own socket; `--dump >&-` cannot write its screen (exit 74).
  static func holdClosedStandardStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
      let flags = descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY
      // The lowest free descriptor: this one, as the ones below it are open by now.
      let opened = open("/dev/null", flags)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
