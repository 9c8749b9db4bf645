import TesseraCore

/// A minimal SVG 1.1 writer: shapes, text and groups appended in order, then `text` gives
/// the document. It exists so that layouts, counterexamples and benchmark charts render
/// with no external tool.
///
/// Coordinates are written with at most three decimals (renderings, not data: the JSON
/// interchange is the exact format). Text is XML-escaped.
public struct SVGDocument: Sendable {
    /// Presentation attributes shared by every shape.
    public struct Style: Hashable, Sendable {
        /// Fill colour (any SVG colour), or `none`.
        public var fill: String
        /// Stroke colour, or `none`.
        public var stroke: String
        /// Stroke width in user units.
        public var strokeWidth: Double
        /// Opacity of the fill, 0…1.
        public var fillOpacity: Double
        /// A dash pattern (`"4 2"`), or `nil` for solid.
        public var dash: String?

        /// Creates a style; defaults draw a thin black outline with no fill.
        public init(fill: String = "none", stroke: String = "black", strokeWidth: Double = 1, fillOpacity: Double = 1, dash: String? = nil) {
            self.fill = fill
            self.stroke = stroke
            self.strokeWidth = strokeWidth
            self.fillOpacity = fillOpacity
            self.dash = dash
        }
    }

    /// The canvas width in user units (pixels).
    public let width: Double
    /// The canvas height in user units.
    public let height: Double
    /// The area of user space mapped onto the canvas (`viewBox`).
    public let viewBox: Rect
    private var body: [String] = []

    /// A canvas of `width`×`height` showing `viewBox` (by default the canvas itself).
    public init(width: Double, height: Double, viewBox: Rect? = nil) {
        self.width = width
        self.height = height
        self.viewBox = viewBox ?? Rect(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// Appends a rectangle, with an optional tooltip (`<title>`).
    public mutating func rect(_ rect: Rect, style: Style, title: String? = nil) {
        let shape = "<rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" width=\"\(Self.number(max(rect.width, 0)))\" height=\"\(Self.number(max(rect.height, 0)))\"\(Self.attributes(style))"
        if let title {
            body.append(shape + "><title>\(Self.escape(title))</title></rect>")
        } else {
            body.append(shape + "/>")
        }
    }

    /// Appends a straight line.
    public mutating func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), style: Style) {
        body.append("<line x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\"\(Self.attributes(style))/>")
    }

    /// Appends an open polyline through `points`.
    public mutating func polyline(_ points: [(x: Double, y: Double)], style: Style) {
        let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        body.append("<polyline points=\"\(list)\"\(Self.attributes(style))/>")
    }

    /// Appends a circle.
    public mutating func circle(center: (x: Double, y: Double), radius: Double, style: Style) {
        body.append("<circle cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(radius))\"\(Self.attributes(style))/>")
    }

    /// How text is anchored horizontally at its position.
    public enum TextAnchor: String, Sendable {
        /// The position is the text's left end.
        case start
        /// The position is the text's centre.
        case middle
        /// The position is the text's right end.
        case end
    }

    /// Appends a line of text whose baseline starts (or centres, or ends) at `position`.
    public mutating func text(
        _ content: String, at position: (x: Double, y: Double), size: Double = 12, anchor: TextAnchor = .start,
        color: String = "black", rotation: Double = 0
    ) {
        let rotate = rotation == 0 ? "" : " transform=\"rotate(\(Self.number(rotation)) \(Self.number(position.x)) \(Self.number(position.y)))\""
        body.append("<text x=\"\(Self.number(position.x))\" y=\"\(Self.number(position.y))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(Self.number(size))\" text-anchor=\"\(anchor.rawValue)\" fill=\"\(Self.escape(color))\"\(rotate)>\(Self.escape(content))</text>")
    }

    /// Appends a comment (e.g. the command that produced the drawing).
    public mutating func comment(_ content: String) {
        body.append("<!-- \(content.replacingDoubleHyphens()) -->")
    }

    /// The complete SVG document.
    public var text: String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"\(Self.number(viewBox.minX)) \(Self.number(viewBox.minY)) \(Self.number(viewBox.width)) \(Self.number(viewBox.height))\">",
        ]
        lines.append(contentsOf: body)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A coordinate with at most three decimals and no trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func attributes(_ style: Style) -> String {
        var text = " fill=\"\(escape(style.fill))\" stroke=\"\(escape(style.stroke))\" stroke-width=\"\(number(style.strokeWidth))\""
        if style.fillOpacity != 1 { text += " fill-opacity=\"\(number(style.fillOpacity))\"" }
        if let dash = style.dash { text += " stroke-dasharray=\"\(escape(dash))\"" }
        return text
    }
}

private extension String {
    /// XML comments may not contain `--`.
    func replacingDoubleHyphens() -> String {
        var result = ""
        var previousWasHyphen = false
        for character in self {
            if character == "-", previousWasHyphen {
                result += " -"
                previousWasHyphen = true
                continue
            }
            previousWasHyphen = character == "-"
            result.append(character)
        }
        return result
    }
}
