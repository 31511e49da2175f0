// `import ListKit` also brings in the diff (Diffable, diff(_:_:)), the render layer (Buffer,
// Style, Rect) and events (Event, Key, MouseEvent), since every section controller uses them.
@_exported import Input
@_exported import ListDiff
@_exported import Render
