/// What a ``PictureLoader`` has for a request right now.
public enum PictureState: Hashable, Sendable {
  /// The picture is drawn and can be copied into the screen.
  case ready(Picture)
  /// Not drawn yet: queued, being drawn, or not requested (see
  /// ``PictureLoader/request(_:)``).
  case pending
  /// It could not be drawn; a placeholder should say why.
  case failed(PictureError)

  /// The picture, when ready.
  public var picture: Picture? {
    if case .ready(let picture) = self { return picture }
    return nil
  }
}
