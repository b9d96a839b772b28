/// The menu of the WWDC20 sample "Implementing Modern Collection Views" (`OutlineViewController`):
/// its demos by category, two spaces of indentation per level.
let outlineMenu = """
  Compositional Layout
    Getting Started
      List
      Grid
      Inset Items Grid
      Two-Column Grid
      Per-Section Layout
        Distinct Sections
        Adaptive Sections
    Advanced Layouts
      Supplementary Views
        Item Badges
        Section Headers/Footers
        Pinned Section Headers
      Section Background Decoration
      Nested Groups
      Orthogonal Sections
        Orthogonal Sections
        Orthogonal Section Behaviors
    Conference App
      Videos
      News
  Diffable Data Source
    Mountains Search
    Settings: Wi-Fi
    Insertion Sort Visualization
    UITableView: Editing
  Lists
    Simple List
    Reorderable List
    List Appearances
    List with Custom Cells
  Outlines
    Emoji Explorer
    Emoji Explorer - List
  Cell Configurations
    Custom Configurations
  """
