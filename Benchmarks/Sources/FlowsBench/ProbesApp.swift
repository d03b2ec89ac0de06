import Coordinator
import SampleGameApp

/// A child flow with one screen, ended by its parent's probe.
final class BenchChildFlow: BaseCoordinator {}

/// A child flow with one screen that ends with a value.
final class BenchResultFlow: ReturningCoordinator<Int> {}

extension Probes {
  /// The targets outside the router's push and pop: a child's result, a link's parsing, the
  /// sample app's flow cycle and cross-flow link.
  var outsideTheRouter: [Probe] {
    childResults + linkParsing + app + exploration
  }

  /// A child started, shown and ended: plainly, and through `runChild` with a callback.
  private var childResults: [Probe] {
    [false, true].map { returning in
      Probe(
        row: "child",
        scenario: returning
          ? "runChild, 1 screen, finish(with:), callback"
          : "startChild, 1 screen, finish()",
        operations: 200, reference: returning ? "startChild, 1 screen, finish()" : nil
      ) { k in
        let router = StackRouter()
        let parent = BenchCoordinator()
        parent.start()
        let screen = BenchScreen()
        return {
          for index in 0..<k {
            if returning {
              let child = BenchResultFlow()
              parent.runChild(child, on: router, animated: false) { keep($0 ?? 0) }
              router.push(screen, owner: child, animated: false, onPop: nil)
              child.finish(with: index)
            } else {
              let child = BenchChildFlow()
              parent.startChild(child, on: router, animated: false)
              router.push(screen, owner: child, animated: false, onPop: nil)
              child.finish()
            }
          }
        }
      }
    }
  }

  /// A link URL of exactly `bytes` bytes: `shelf://` and components of 63 letters, so that
  /// 4 KB stays within a path's 64 components.
  static func linkText(bytes: Int) -> String {
    let component = String(repeating: "a", count: 63) + "/"
    let components = String(repeating: component, count: bytes / 64 + 1)
    var text = String(("shelf://" + components).utf8.prefix(bytes))!
    if text.hasSuffix("/") {
      text = text.dropLast() + "x"
    }
    return text
  }

  /// `FlowLink(parsing:origins:)` of a link of 100 bytes to 4 KB, per byte.
  private var linkParsing: [Probe] {
    sizes([100, 1_000, 4_000]).map { bytes in
      Probe(
        row: "link", scenario: "parse a \(bytes)-byte link", operations: 20,
        point: .init(curve: "link parse", size: bytes, divisor: bytes, per: "per byte")
      ) { k in
        let text = Self.linkText(bytes: bytes)
        let origins = [LinkOrigin.scheme("shelf")]
        precondition(
          (try? FlowLink(parsing: text, origins: origins)) != nil && text.utf8.count == bytes,
          "a valid link of \(bytes) bytes")
        return {
          for _ in 0..<k {
            keep((try? FlowLink(parsing: text, origins: origins))?.path.components.count ?? -1)
          }
        }
      }
    }
  }

  /// The sample app explored five lines deep, per line tried: the move, the replay from a fresh
  /// app that each new try starts with, and the checks of the places reached.
  private var exploration: [Probe] {
    let moves = runNow { await HeadlessSession.explore(depth: 5) }.moves
    return [
      Probe(
        row: "explore", scenario: "explore the game 5 lines deep", operations: 1,
        point: .init(curve: "explore", size: 5, divisor: moves, per: "per move")
      ) { k in
        {
          for _ in 0..<k {
            keep(runNow { await HeadlessSession.explore(depth: 5) }.places)
          }
        }
      }
    ]
  }

  /// The sample app: a flow cycle, and a link across flows and back.
  private var app: [Probe] {
    [
      Probe(row: "flow cycle", scenario: "Main → play → win → done", operations: 20) { k in
        let session = AppRows.loggedIn()
        return {
          for _ in 0..<k {
            AppRows.cycle(session)
          }
        }
      },
      Probe(
        row: "path", scenario: "open /main/settings/profile from /main/game/result, and back",
        operations: 10
      ) { k in
        let session = AppRows.loggedIn()
        session.runNow("play")
        session.runNow("guess \(session.gameSecret ?? 0)")
        return {
          for _ in 0..<k {
            session.runNow(":open /main/settings/profile")
            session.runNow(":open /main/game")
            session.runNow("guess \(session.gameSecret ?? 0)")
          }
        }
      },
    ]
  }
}
