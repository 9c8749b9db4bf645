#if !canImport(UIKit)
import Dispatch
import Foundation

/// Runs main-actor code — a UIKit layout, which UIKit declares `@MainActor` — from Tessera's
/// harness, whose code is synchronous and nonisolated (a campaign, a check, a benchmark row).
///
/// - On the main actor already (the main thread of a command-line tool or an XCTest run, or a
///   `@MainActor` Swift Testing test, which runs on the main queue — on Linux not necessarily
///   on the main thread), `body` runs in place under `MainActor.assumeIsolated`.
/// - Elsewhere (a Swift Testing test, which runs on the cooperative pool), `body` runs on the
///   main queue through `DispatchQueue.main.sync` and the caller waits. That needs the main
///   queue to be served: it is under `swift test` (Swift Testing's runner parks the main
///   thread in the main queue's loop), in an `async` main, and in an app.
///
/// Never call it from code that blocks the main thread waiting for the caller: the hop would
/// wait for the main queue forever. The harness does not: its campaigns run on the thread
/// that calls them.
enum MainActorHop {
    /// Marks the main queue, so that code running on it is recognised as main-actor code
    /// even on a thread other than the main thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor: on the main thread or the main queue.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// `body`'s value, computed on the main actor.
    static func run<Value: Sendable, Failure: Error>(_ body: @MainActor () throws(Failure) -> Value) throws(Failure) -> Value {
        let outcome: Result<Value, Failure>
        if isOnMainActor {
            outcome = MainActor.assumeIsolated { Result { () throws(Failure) in try body() } }
        } else {
            outcome = DispatchQueue.main.sync { MainActor.assumeIsolated { Result { () throws(Failure) in try body() } } }
        }
        return try outcome.get()
    }
}
#endif
