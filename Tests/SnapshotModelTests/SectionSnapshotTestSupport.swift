import SnapshotModel

typealias Outline = DiffableSectionSnapshot<String>

/// Builds a section snapshot through the public API from lines indented two spaces per level:
/// `makeOutline("Food", "  Apple", "Drinks")` appends Apple under Food.
func makeOutline(_ lines: String...) -> Outline {
  var outline = Outline()
  var path: [String] = []
  for line in lines {
    let name = line.drop { $0 == " " }
    let level = (line.count - name.count) / 2
    path.removeLast(path.count - level)
    outline.append([String(name)], to: path.last)
    path.append(String(name))
  }
  return outline
}

/// An outline's items depth first, indented two spaces per level: `makeOutline`'s input.
func shape(_ outline: Outline) -> [String] {
  outline.items.map { String(repeating: "  ", count: outline.level(of: $0)) + $0 }
}
