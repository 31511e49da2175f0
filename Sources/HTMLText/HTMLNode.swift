import CLibXML2

/// A node of an ``HTMLDocument``, valid while the document lives.
struct HTMLNode: Equatable {
  /// libxml2's node.
  let pointer: xmlNodePtr

  /// Whether the node is an element.
  var isElement: Bool { pointer.pointee.type == XML_ELEMENT_NODE }

  /// Whether the node is text (or CDATA).
  var isText: Bool {
    pointer.pointee.type == XML_TEXT_NODE || pointer.pointee.type == XML_CDATA_SECTION_NODE
  }

  /// The element's tag name; libxml2's HTML parser gives it in lower case.
  var name: String {
    pointer.pointee.name.map { String(cString: $0) } ?? ""
  }

  /// The text of a text node, entities already decoded.
  var text: String {
    pointer.pointee.content.map { String(cString: $0) } ?? ""
  }

  /// The first child.
  var firstChild: HTMLNode? { pointer.pointee.children.map(HTMLNode.init) }

  /// The next sibling.
  var next: HTMLNode? { pointer.pointee.next.map(HTMLNode.init) }

  /// The parent.
  var parent: HTMLNode? { pointer.pointee.parent.map(HTMLNode.init) }

  /// The value of the attribute `name`, or `nil` when absent.
  func attribute(_ name: String) -> String? {
    var attribute = pointer.pointee.properties
    while let current = attribute {
      if let attributeName = current.pointee.name, String(cString: attributeName) == name {
        var value = ""
        var child = current.pointee.children
        while let text = child {
          if let content = text.pointee.content { value += String(cString: content) }
          child = text.pointee.next
        }
        return value
      }
      attribute = current.pointee.next
    }
    return nil
  }

  /// Whether the `class` attribute lists `name`.
  func hasClass(_ name: String) -> Bool {
    guard let classes = attribute("class") else { return false }
    return classes.split(whereSeparator: \.isWhitespace).contains { $0 == name }
  }
}
