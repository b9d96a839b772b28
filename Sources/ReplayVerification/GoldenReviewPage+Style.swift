extension GoldenReviewPage {
  /// The page's style sheet: system fonts only, nothing fetched.
  static let style = #"""
    :root { color-scheme: light; --accent: #0a64d8; --line: #d6d6dc; --muted: #6b6b73;
      --fail: #d70015; --pass: #1f883d; --new: #8250df; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
      background: #f3f3f6; color: #1d1d1f; }
    .top { position: sticky; top: 0; z-index: 10; display: flex; align-items: baseline; gap: 12px;
      padding: 10px 16px; background: #f3f3f6; border-bottom: 1px solid var(--line); }
    .top h1 { font-size: 18px; margin: 0; }
    #summary { color: var(--muted); }
    .spacer { flex: 1; }
    button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px;
      background: #fff; cursor: pointer; }
    button:hover:not(:disabled) { border-color: var(--accent); }
    button:disabled { cursor: default; color: #9b9ba1; }
    #accept:not(:disabled) { background: var(--pass); border-color: var(--pass); color: #fff; font-weight: 600; }
    main { padding: 12px 16px 40px; display: flex; flex-direction: column; gap: 10px; }
    .recording { background: #fff; border: 1px solid var(--line); border-radius: 8px; }
    .recording[data-status="failed"] { border-left: 4px solid var(--fail); }
    .recording[data-status="warned"] { border-left: 4px solid #bf8700; }
    .recording[data-status="passed"] { border-left: 4px solid var(--pass); }
    .head { display: flex; align-items: center; gap: 10px; padding: 8px 12px; flex-wrap: wrap; }
    .head .toggle { border: none; background: none; padding: 0; font-weight: 600; font-size: 15px; }
    .head .toggle::before { content: "▸ "; color: var(--muted); }
    .recording[data-open="true"] .head .toggle::before { content: "▾ "; }
    .badge { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; color: #fff; }
    .badge.failed { background: var(--fail); }
    .badge.passed { background: var(--pass); }
    .badge.warned { background: #bf8700; }
    .badge.errored { background: #6639ba; }
    .badge.changed { background: #bf5700; }
    .badge.pixels-only { background: #6e7781; }
    .badge.frame-count, .badge.frame-rate { background: #8250df; }
    .counts { color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; }
    .accept-label { font-size: 13px; color: var(--muted); display: inline-flex; gap: 4px; align-items: center; }
    .body { padding: 0 12px 12px; }
    .recording[data-open="false"] .body { display: none; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 10px;
      font-size: 13px; }
    .facts dt { color: var(--muted); }
    .facts dd { margin: 0; word-break: break-word; }
    .facts code, .command code { font: 12.5px ui-monospace, "DejaVu Sans Mono", monospace; }
    .findings { margin: 0; padding-left: 18px; }
    .findings li { color: #8a3b00; }
    .command { display: flex; gap: 8px; align-items: center; }
    .command code { background: #f6f8fa; border: 1px solid var(--line); border-radius: 4px; padding: 2px 6px;
      user-select: all; }
    .tabs { display: flex; gap: 4px; margin-bottom: 8px; flex-wrap: wrap; }
    .tabs button[aria-selected="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
    .stage { min-height: 80px; }
    .pane { display: none; }
    .viewer[data-mode="golden"] .pane.golden, .viewer[data-mode="actual"] .pane.actual,
    .viewer[data-mode="diff"] .pane.diff, .viewer[data-mode="swipe"] .pane.swipe,
    .viewer[data-mode="side"] .pane.side { display: block; }
    .pane img { display: block; max-width: 100%; height: auto; box-shadow: 0 1px 4px rgba(0,0,0,.25);
      background: #fff; }
    .missing { color: var(--muted); font-style: italic; padding: 20px 0; }
    .swipe-box { position: relative; display: inline-block; line-height: 0; max-width: 100%; }
    .swipe-over { position: absolute; inset: 0; }
    .swipe-over img { width: 100%; height: 100%; box-shadow: none; }
    .swipe-line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #ff9f0a;
      pointer-events: none; }
    .swipe-range { display: block; width: 100%; max-width: 600px; margin-top: 6px; }
    .swipe-legend { font-size: 12px; color: var(--muted); }
    .pane.side .side-row { display: flex; gap: 10px; align-items: flex-start; flex-wrap: wrap; }
    .pane.side figure { margin: 0; flex: 1 1 0; min-width: 160px; max-width: 33%; }
    .pane.side figcaption { font-size: 12px; color: var(--muted); margin-bottom: 3px; }
    .caption { margin: 8px 0; font-size: 13px; }
    .caption .frame-name { font-weight: 600; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
    .strip { list-style: none; display: flex; flex-wrap: wrap; gap: 2px; margin: 6px 0 0; padding: 0; }
    .strip button { width: 14px; height: 22px; padding: 0; border-radius: 2px; border: 1px solid #c9c9cf;
      background: #e9f5ec; }
    .strip button[data-differs="true"] { background: var(--fail); border-color: var(--fail); }
    .strip button[data-status="noGolden"] { background: var(--new); border-color: var(--new); }
    .strip button[data-status="notRendered"] { background: #444; border-color: #444; }
    .strip button[data-status="withinTolerance"] { background: #ffd60a; }
    .strip button[aria-current="true"] { outline: 2px solid var(--accent); outline-offset: 1px; }
    /* Not colour alone: each status has its sign (× differs, + no golden, − no longer
       rendered, ≈ within tolerance), and a chosen frame a tick under it. */
    .strip button { font: 700 10px/10px system-ui, sans-serif; color: #fff; overflow: hidden; }
    .strip button::before { display: block; text-align: center; height: 10px; }
    .strip button[data-differs="true"]::before { content: "×"; }
    .strip button[data-status="noGolden"]::before { content: "+"; }
    .strip button[data-status="notRendered"]::before { content: "−"; }
    .strip button[data-status="withinTolerance"]::before { content: "≈"; color: #1d1d1f; }
    .strip button[data-chosen="true"]::after { content: "✓"; display: block; text-align: center; }
    :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    .accept-kinds { display: inline-flex; gap: 6px; flex-wrap: wrap; }
    .accept-kinds button[aria-pressed="true"] { background: #dafbe1; border-color: var(--pass); }
    .accept-kinds button[aria-pressed="true"]::before { content: "✓ "; }
    .frame-kind { margin-left: 8px; font-size: 12px; font-weight: 600; padding: 1px 8px;
      border-radius: 10px; background: #eaeef2; }
    .accept-frame { margin-left: 10px; display: inline-flex; gap: 4px; align-items: center; }
    .strip-legend { font-size: 12px; color: var(--muted); margin-top: 4px; }
    [hidden] { display: none !important; }
    """#
}
