import Testing
import TesseraCore
@testable import TesseraRender

@Suite struct SVGDocumentTests {
    @Test func writesShapesAndEscapesText() {
        var document = SVGDocument(width: 100, height: 50)
        document.rect(Rect(minX: 1, minY: 2, maxX: 11.12345, maxY: 22), style: .init(fill: "red"), title: "a<b")
        document.text("x & y", at: (5, 5))
        document.comment("made by -- tessera")
        let text = document.text
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<rect x=\"1\" y=\"2\" width=\"10.123\" height=\"20\" fill=\"red\""))
        #expect(text.contains("<title>a&lt;b</title>"))
        #expect(text.contains(">x &amp; y</text>"))
        #expect(!text.contains("-- tessera"))
        #expect(text.hasSuffix("</svg>\n"))
    }

    @Test func numbersAreShort() {
        #expect(SVGDocument.number(2) == "2")
        #expect(SVGDocument.number(100.0 / 3.0) == "33.333")
        #expect(SVGDocument.number(.nan) == "0")
    }
}
