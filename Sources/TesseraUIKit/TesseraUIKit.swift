// TesseraUIKit: the part of UIKit and CoreGraphics that a `UICollectionViewLayout` subclass
// uses, with UIKit's names, signatures, isolation and defaults, so that a layout file written
// for iOS compiles unchanged where UIKit does not exist (Linux, macOS, Windows) behind
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TesseraUIKit
//     #endif
//
// Where UIKit can be imported (iOS, iPadOS, tvOS, visionOS, Mac Catalyst) every file of this
// module compiles to nothing and the conditional import uses the real UIKit. This repository's
// CI runs on Linux only: that path is not verified here.
//
// The module is not named `UIKit` or `CoreGraphics` on purpose. A module named `UIKit` makes
// Swift Testing look for its cross-import overlay (`_Testing_UIKit`) and fail to build; one
// named `CoreGraphics` would shadow the real framework on macOS.
//
// What it models is what a layout sees: the layout's subclassing and update hooks and their
// defaults, layout attributes, invalidation contexts, update items, and the collection view,
// scroll view, view, screen and trait collection as a layout reads them. Cells, views'
// appearance, gestures, animation, Auto Layout, nibs and the run loop are not modelled; each
// type's documentation says what it keeps and what it leaves out. `TesseraUIKitHost` plays the
// collection view's call sequence on a layout built on these classes.
//
// Isolation mirrors the SDK: the UIKit classes are `@MainActor`, as UIKit declares them
// (`NS_SWIFT_UI_ACTOR`), so a layout that compiles against the real SDK in the Swift 6
// language mode compiles against these, and one that calls them off the main actor is refused
// by both. The geometry value types are `Sendable`.

#if !canImport(UIKit)
// UIKit re-exports Foundation: a layout file that imports UIKit alone uses `CGFloat`, `CGRect`,
// `IndexPath` and `NSCoder` without importing Foundation, and so must one that imports this
// module instead.
@_exported import Foundation
#endif
