import Testing

@Suite struct PlaceholderCLITests {
    @Test func placeholder() { #expect(Bool(true)) }
}
