import Testing

@Suite("README")
struct ReadmeSnippetTests {
  @Test("placeholder")
  func placeholder() {}
}
