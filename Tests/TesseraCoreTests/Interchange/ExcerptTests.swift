import Testing
import TesseraCore

@Suite struct ExcerptTests {
    @Test func plainTextIsShownAsIs() {
        #expect(Excerpt.plain("colums") == "colums")
        #expect(Excerpt.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(Excerpt.quoted("héllo 😀") == "\"héllo 😀\"")
    }

    @Test func invisibleCharactersAreEscaped() {
        #expect(Excerpt.plain("\u{1B}[31m\u{7}\u{7F}\u{85}\u{202E}\u{200B}\u{2028}") == #"\u{1B}[31m\u{7}\u{7F}\u{85}\u{202E}\u{200B}\u{2028}"#)
    }

    @Test func longTextIsCutWithItsLength() {
        let long = String(repeating: "x", count: 1_000_000)
        #expect(Excerpt.plain(long, limit: 4) == "xxxx… (1000000 bytes)")
        #expect(Excerpt.quoted(long, limit: 4) == "\"xxxx…\" (1000000 bytes)")
        #expect(Excerpt.plain("xxxx", limit: 4) == "xxxx")
    }
}
