extension Diffable {
  /// This object as a `T`, or nil if it is not one: `as? T`, made cheap for the common case.
  ///
  /// A section controller's `didUpdate(to:)` gets its object as `any Diffable`. When the object
  /// is exactly a `T`, this compares types and takes the value as it is, which costs a fraction
  /// of a dynamic cast; anything else, such as a subclass of a class `T`, is cast with `as?`.
  ///
  /// ```swift
  /// func didUpdate(to object: any Diffable) { entry = object.cast(to: Entry.self) }
  /// ```
  @inlinable
  public func cast<T>(to type: T.Type) -> T? {
    Self.self == T.self ? unsafeBitCast(self, to: T.self) : self as? T
  }
}
