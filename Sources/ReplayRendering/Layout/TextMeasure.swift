internal import CCairo
internal import CPangoCairo
import Foundation
import RecordingValidation
import SnapshotModel

/// Measures text as the drawing will lay it out, so that a list row can be as tall as its
/// wrapped label and subtitle (self-sizing cells).
///
/// It uses the same families (``Typeface``), unhinted metrics and wrapping as the drawer's
/// painter, at one point per unit: unhinted metrics scale linearly, so what fits at one scale
/// fits at every scale. One measure is shared by every layout, behind a lock, with a bounded
/// cache of the sizes it has measured (``GenerationalCache``): a layout says how many texts it
/// is about to measure (``makeRoom(forTextsInOnePass:)``), and the cache keeps up to twice
/// that many sizes a generation, at least ``generationFloor``, in two generations of at most
/// half the ``capacity``. A text that one apply's layout measures and the next one's measures
/// again is measured once, and a recording of any length holds no more sizes than its largest
/// layout needs.
///
/// ```swift
/// let size = TextMeasure.shared.size(of: "Choose a Network…", fontSize: 17, width: 100)
/// // size.height: two lines at 17 pt
/// ```
final class TextMeasure: @unchecked Sendable {
  // @unchecked for the Pango font map and context, C objects that are used only inside
  // `state.withLock`; everything Swift that changes is in `state`.
  /// The one measure layouts use.
  static let shared = TextMeasure()

  private struct Key: Hashable {
    var text: String
    var fontSize: Double
    var width: Int32
    var weight: Int32
  }

  /// The least number of sizes a generation of the cache holds: many frames' worth of labels,
  /// so that the texts of a short list stay however many applies go by.
  static let generationFloor = 4_096
  /// The most sizes the cache holds. The texts of a layout of up to a quarter of this many are
  /// all still cached when the next layout measures them again, and those of one up to half
  /// as large while they keep about the same order. A larger layout makes the cache keep one
  /// generation of this many, emptied when full (as it always did): a list longer than that
  /// (a million rows) measures its texts again on every apply rather than hold millions of
  /// sizes.
  static let capacity = 65_536

  /// The cache and the count of measurements; its lock also guards every use of `context`.
  private struct State {
    var sizes: GenerationalCache<Key, SceneSize>
    var measured = 0
  }

  private let state: LockedValue<State>
  private let fontMap: UnsafeMutablePointer<PangoFontMap>?
  private let context: OpaquePointer?

  /// A measure with its own cache, whose generations hold `generationFloor` sizes until a pass
  /// needs more, and which holds at most `capacity`; layouts use ``shared``.
  init(
    generationFloor: Int = TextMeasure.generationFloor, capacity: Int = TextMeasure.capacity
  ) {
    state = LockedValue(State(sizes: GenerationalCache(floor: generationFloor, capacity: capacity)))
    fontMap = pango_cairo_font_map_new()
    context = fontMap.flatMap { pango_font_map_create_context($0) }
    if let context, let options = cairo_font_options_create() {
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
  }

  /// The size of `text` in points: on one line when `width` is `nil`, else wrapped at word
  /// (or, for a word too long, character) boundaries to lines at most `width` wide.
  ///
  /// Without Pango (no font map could be made) every text measures one line of `fontSize` ×
  /// 1.2, so a layout still has sizes.
  func size(
    of text: String, fontSize: Double, width: Double?, weight: FontWeight = .regular
  ) -> SceneSize {
    let text = LabelLimit.truncated(text)
    let pangoWidth = width.map { Self.pangoUnits(max($0, 1)) } ?? -1
    let key = Key(text: text, fontSize: fontSize, width: pangoWidth, weight: weight.pangoWeight)
    return state.withLock { state in
      if let known = state.sizes.value(for: key) { return known }
      state.measured += 1
      guard let context, let layout = pango_layout_new(context) else {
        return SceneSize(width: fontSize * Double(text.count) / 2, height: fontSize * 1.2)
      }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      TextMeasure.configure(
        layout, text: text, fontSize: fontSize, width: pangoWidth, weight: weight)
      var layoutWidth: Int32 = 0
      var layoutHeight: Int32 = 0
      pango_layout_get_size(layout, &layoutWidth, &layoutHeight)
      let size = SceneSize(
        width: Double(layoutWidth) / Double(PANGO_SCALE),
        height: Double(layoutHeight) / Double(PANGO_SCALE))
      state.sizes.insert(size, for: key)
      return size
    }
  }

  /// Makes room in the cache for a layout pass that measures up to `count` texts: a layout
  /// says so before it measures, so that every one of them is still cached when the next
  /// apply's layout measures it again (up to a quarter of ``capacity`` texts).
  ///
  /// ```swift
  /// TextMeasure.shared.makeRoom(forTextsInOnePass: 30_000)
  /// ```
  func makeRoom(forTextsInOnePass count: Int) {
    state.withLock { $0.sizes.makeRoom(forPassOf: count) }
  }

  /// How many sizes the cache holds.
  var cachedSizes: Int {
    state.withLock { $0.sizes.count }
  }

  /// How many texts were measured rather than found in the cache.
  var measurements: Int {
    state.withLock { $0.measured }
  }

  /// How many sizes a generation of the cache holds before it becomes the previous one.
  var generationLimit: Int {
    state.withLock { $0.sizes.generationLimit }
  }

  /// Sets up `layout` the one way both measuring and drawing wrapped text do: the typeface at
  /// `fontSize`, one paragraph, wrapped at `width` (Pango units; −1 for one line), left aligned
  /// with the text's own direction ignored, so the caller decides which side it starts at.
  static func configure(
    _ layout: OpaquePointer, text: String, fontSize: Double, width: Int32, weight: FontWeight
  ) {
    if let description = pango_font_description_from_string(Typeface.families) {
      pango_font_description_set_absolute_size(description, fontSize * Double(PANGO_SCALE))
      pango_font_description_set_weight(description, PangoWeight(UInt32(weight.pangoWeight)))
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    pango_layout_set_single_paragraph_mode(layout, 1)
    pango_layout_set_auto_dir(layout, 0)
    pango_layout_set_width(layout, width)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_text(layout, text, -1)
  }

  /// Points in Pango units, clamped to what a Pango width holds.
  static func pangoUnits(_ points: Double) -> Int32 {
    Int32(clamping: Int((min(points, 1_000_000) * Double(PANGO_SCALE)).rounded()))
  }

  deinit {
    if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    if let fontMap { g_object_unref(fontMap) }
  }
}
