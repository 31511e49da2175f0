import ListKit

/// A profile's name and picture: a small frame with the user's initials, beside their
/// nickname, full name and picture file.
final class ProfileHeaderSectionController: SectionController {
  private var user: User?

  var kind: SectionKind { .profile }
  var numberOfItems: Int { user == nil ? 0 : 1 }

  func height(forItem index: Int, width: Int) -> Int { 3 }

  func render(item index: Int, into buffer: inout Buffer, context: RenderContext) {
    guard let user else { return }
    let initials = Self.initials(of: user.nickname)
    let inner = max(2, initials.displayWidth + 2)
    let frame = context.theme.frame
    buffer.write("┌" + String(repeating: "─", count: inner) + "┐", x: 0, y: 0, style: frame)
    buffer.write("│", x: 0, y: 1, style: frame)
    buffer.write(initials, x: 2, y: 1, style: context.theme.emphasis)
    buffer.write("│", x: inner + 1, y: 1, style: frame)
    buffer.write("└" + String(repeating: "─", count: inner) + "┘", x: 0, y: 2, style: frame)
    let left = inner + 3
    let width = max(0, buffer.width - left)
    let lines: [(String, Style)] = [
      (user.nickname, context.theme.accent.patched(with: .bold)),
      (user.fullName ?? "", context.theme.emphasis),
      (user.pictureURL.map(Self.fileName) ?? "no picture", context.theme.secondary),
    ]
    for (y, line) in lines.enumerated() {
      buffer.write(line.0.truncated(toWidth: width), x: left, y: y, style: line.1)
    }
  }

  func didUpdate(to object: any Diffable) { user = (object as? ProfileHeaderModel)?.user }

  /// A blank line before the next section.
  func footerHeight(width: Int) -> Int { 1 }

  /// Up to two leading characters of a nickname, upper-cased, at most 4 columns wide.
  static func initials(of nickname: String) -> String {
    var result = ""
    for character in nickname.prefix(2) where (result + String(character)).displayWidth <= 4 {
      result.append(character)
    }
    return result.uppercased()
  }

  /// The last path component of a picture address.
  static func fileName(_ address: String) -> String {
    address.split(separator: "/").last.map(String.init) ?? address
  }
}
