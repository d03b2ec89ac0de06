import FlowsApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(MainActor.assumeIsolated { FlowsCommand.run() })
