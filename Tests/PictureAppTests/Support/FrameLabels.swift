import FeedModel
import ListKit

/// The labels of the picture frames on the first screen of a document of one entry showing
/// `image`, its pictures read through `media`, each trimmed of the frame's edges.
func frameLabels(
  image: String, media: any MediaSource, size: Size = Size(width: 60, height: 16)
) throws -> [String] {
  let folder = try PictureFolder()
  let path = try folder.write(
    #"{"users": [{"id": "u1", "nickname": "n"}], "feed": ["#
      + #"{"id": "a", "user": "u1", "comment": "c", "image": "\#(image)"}]}"#,
    to: "doc.json")
  let screen = try PictureApp(path: path, size: size, media: media).screen()
  return screen.lines.filter { $0.contains("▣") }.map { $0.trimmingCharacters(in: ["│", " "]) }
}
