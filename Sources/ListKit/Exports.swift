// `import ListKit` also brings in the diff (Diffable, diff(_:_:)) and the render layer
// (Buffer, Style, Rect), since every section controller uses both.
@_exported import ListDiff
@_exported import Render
