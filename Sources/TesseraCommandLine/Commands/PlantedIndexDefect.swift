import Foundation
import TesseraCore
import TesseraIndex

/// A defect planted in the executable's indexes for the tests of `FuzzSupervision`, as
/// `PlantedDefect` plants one in its layouts: with the environment variable
/// `TESSERA_FUZZ_PLANT` set to `index-trap` or `index-hang`, every index `tessera fuzz --index`
/// checks traps (a failed precondition), or loops forever, when it is built over `threshold`
/// frames or more. Unset, as everywhere but those tests, it does nothing.
enum PlantedIndexDefect: String {
    case trap = "index-trap"
    case hang = "index-hang"

    /// The frames a build needs to set the defect off.
    static let threshold = 3

    /// The planted kind, if the environment asks for one.
    static var requested: PlantedIndexDefect? {
        ProcessInfo.processInfo.environment["TESSERA_FUZZ_PLANT"].flatMap(PlantedIndexDefect.init(rawValue:))
    }

    /// `index`, with the requested defect planted in its build (its name, summary and node size
    /// kept); `index` itself when none is.
    static func planted(in index: IndexKind) -> IndexKind {
        guard let defect = requested else { return index }
        return index.callingBeforeEachBuild { frames in
            guard frames.count >= threshold else { return }
            switch defect {
            case .trap: preconditionFailure("planted index trap: \(threshold) frames or more")
            case .hang: while !Task.isCancelled { Thread.sleep(forTimeInterval: 0.01) }
            }
        }
    }
}
