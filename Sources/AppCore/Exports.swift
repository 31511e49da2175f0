// `import AppCore` also brings in events (Event, Key, MouseEvent) and the render layer (Buffer,
// Size, Rect, Style), since every app's `handle(_:)` and `render(size:)` use them.
@_exported import Input
@_exported import Render
