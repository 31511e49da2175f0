import AppCore
import Archive
import FeedModel
import ListKit
import Pictures

/// The document's pictures as the screens show them: found through the document's media
/// source, drawn off the main thread by a ``Pictures/PictureLoader``, and read by `render`
/// without ever waiting.
///
/// Sections that show pictures say which they want (``PictureClient``); after every event the
/// shell gathers those of the current screen, visible first, into one request, so the loader
/// draws what is on screen before what is near it. A picture that lands wakes the event loop.
public final class PictureStore {
  /// How pictures are drawn: in 256, 16 or 8 colours, as shapes only, or not at all (named on
  /// a line each, for `--no-images`).
  public var mode: PictureColorMode?
  /// The symbols pictures are drawn with: those the terminal's font has.
  public var symbols: PictureSymbols = .blocks
  /// The terminal's background colour, which pictures blend their half-transparent pixels
  /// with: black until the terminal or the environment says otherwise (see
  /// `AppShell.handle(_:)`, `Event.background(_:)`).
  ///
  /// When it changes, the pictures on screen are drawn again over it; until each is, the one
  /// drawn over the background before is shown.
  public var background: RGBA = .black {
    didSet { if background != oldValue { formerBackground = oldValue } }
  }
  /// The background before the last change, whose pictures stand in while those over the new
  /// one are drawn.
  private var formerBackground: RGBA?
  private let loader: PictureLoader
  private var lastBatch: [PictureRequest] = []
  /// The document whose media are drawn; weak, as the state holds this store (in
  /// ``DocumentState/pictures``), and a strong reference both ways would keep both, and the
  /// loader's thread, alive after the app is gone.
  private(set) weak var state: DocumentState?
  /// What the media source said of each location, so that drawing a row never asks the file
  /// system again (a `stat` on a slow disk would hold up the frame).
  private var resolutions: [String: MediaResolution] = [:]
  /// The size of each location's file, asked of the media source once, for the lines that
  /// name a picture with pictures off (see `plainNote(for:)`).
  var byteCounts: [String: Int?] = [:]

  /// How pixels become cells: the frame that stands in for a picture of known shape takes the
  /// cells it would (`MediaAttachment.frameRect(in:)`).
  static let renderer = SymbolRenderer()

  /// A store for a document's pictures that wakes `wakeup` when one is ready.
  public init(state: DocumentState, mode: PictureColorMode?, wakeup: Wakeup?) {
    self.state = state
    self.mode = mode
    loader = PictureLoader(renderer: Self.renderer) { wakeup?.signal() }
  }

  /// What a box shows for an attachment: the picture, or a frame saying why not.
  public enum Display: Equatable {
    /// The picture, to draw in the box, centred.
    case picture(Picture)
    /// A frame with a note: still drawing, missing, unreadable, remote, or pictures off.
    case frame(note: FrameNote?)
  }

  /// The request for an attachment's picture in a box, cut by `crop` when given, or what to
  /// say instead.
  ///
  /// A missing or remote file is named as such whatever its kind, and with pictures off.
  func request(
    for media: MediaAttachment, box: Size, crop: PictureCrop? = nil
  ) -> Result<PictureRequest, Note> {
    switch resolution(of: media.location) {
    case .remote(let host):
      return .failure(.remote(host))
    case .missing:
      return .failure(.missing)
    case .cutOff:
      return .failure(.cutOff)
    case .leftOut(let reason):
      return .failure(.leftOut(reason))
    case .readable(let key, let read):
      guard media.kind == .image || media.kind == .unknown else { return .failure(.kind) }
      guard let mode else { return .failure(.off) }
      guard box.width >= 2, box.height >= 1 else { return .failure(.off) }
      let source = PictureSource(key: key) {
        do {
          // Held to the limit here too, for a media source that does not keep it: a picture
          // over it is not decoded.
          let bytes = try read()
          if bytes.count > MediaResolution.byteLimit {
            throw PictureError.fileTooLarge(byteCount: bytes.count)
          }
          return bytes
        } catch MediaReadError.damaged(let reason) {
          throw PictureError.corrupt(reason)
        } catch MediaReadError.unsupported(let words) {
          throw PictureError.unsupportedStorage(words)
        } catch MediaReadError.tooLarge(let byteCount) {
          throw PictureError.fileTooLarge(byteCount: byteCount)
        } catch MediaReadError.permissionDenied(let reason) {
          throw PictureError.permissionDenied(reason)
        }
      }
      return .success(
        PictureRequest(
          source, fitting: box, colors: mode, symbols: symbols, crop: crop,
          background: background))
    }
  }

  /// What a location names, asked of the document's media source once.
  func resolution(of location: String) -> MediaResolution {
    if let known = resolutions[location] { return known }
    guard let media = state?.snapshot.media else { return .missing }
    let resolution = media.resolve(location)
    if resolutions.count >= 4096 { resolutions.removeAll() }
    resolutions[location] = resolution
    return resolution
  }

  /// Why a box shows a frame rather than a picture.
  enum Note: Error, Equatable {
    case kind
    case off
    case remote(String)
    case missing
    case cutOff
    /// A name the source holds but does not follow, for the reason given.
    case leftOut(String)

    var frameNote: FrameNote? {
      switch self {
      case .kind, .off: nil
      case .remote(let host): FrameNote("(\(host), not fetched)", short: "(not fetched)")
      case .missing: FrameNote("(missing)")
      case .cutOff: FrameNote("(cut off)")
      // `(left out)` stands for a long reason (`link outside the archive`) in a narrow frame;
      // a short one (`not a file`, `link loop`) is kept, the file name giving way first.
      case .leftOut(let reason):
        FrameNote("(\(reason))", short: reason.count > 12 ? "(left out)" : nil)
      }
    }
  }

  /// What the box of an attachment shows now, cut by `crop` when given: a pure read.
  public func display(_ media: MediaAttachment, box: Size, crop: PictureCrop? = nil) -> Display {
    switch request(for: media, box: box, crop: crop) {
    case .failure(let note): return .frame(note: note.frameNote)
    case .success(let request):
      switch loader.state(for: request) {
      case .ready(let picture): return .picture(picture)
      case .pending:
        if let formerBackground,
          case .ready(let picture) = loader.state(for: request.over(formerBackground))
        {
          return .picture(picture)
        }
        return .frame(note: .pending)
      case .failed(let error): return .frame(note: Self.note(for: error))
      }
    }
  }

  /// The few words a frame shows for a picture that failed: enough to tell a file that is
  /// gone, or may not be read, or is no picture, or is refused as too large, or is an archive
  /// member encrypted or compressed in a way that is not read, from one that is damaged; the short form
  /// leaves out the details (the size, the "file", the count, the compression).
  static func note(for error: PictureError) -> FrameNote {
    switch error {
    case .missing: FrameNote("(missing)")
    case .permissionDenied: FrameNote("(permission denied)")
    case .empty: FrameNote("(empty file)", short: "(empty)")
    case .unsupportedFormat: FrameNote("(not a picture)")
    case .foreignFormat(let format):
      FrameNote("(\(format.name), not supported)", short: "(not supported)")
    case .tooLarge(let width, let height):
      FrameNote("(too large: \(width)×\(height))", short: "(too large)")
    case .fileTooLarge: FrameNote("(file too large)", short: "(too large)")
    case .corrupt: FrameNote("(unreadable)")
    case .unsupportedStorage(let words):
      FrameNote("(\(words), not supported)", short: "(not supported)")
    case .tooManyScans(let count):
      FrameNote("(too many scans: \(count))", short: "(too many scans)")
    case .noPixels: FrameNote("(empty picture)")
    }
  }

  /// Asks for the pictures the current screen wants, most wanted first.
  func want(_ requests: [PictureRequest]) {
    guard requests != lastBatch else { return }
    lastBatch = requests
    loader.request(requests)
  }

  /// Whether any picture asked for last is still being drawn: for `--dump`, which waits.
  public var isDrawing: Bool {
    lastBatch.contains { loader.state(for: $0) == .pending }
  }
}

/// A section that shows pictures: it says which it wants now, those in view first.
protocol PictureClient: AnyObject {
  /// The pictures wanted: those in view, then those near.
  var wantedPictures: [PictureRequest] { get }
}
