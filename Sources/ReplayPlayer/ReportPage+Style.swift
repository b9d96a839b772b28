extension ReportPage {
  /// The page's style sheet: system fonts only, nothing fetched.
  static let style = #"""
    :root { color-scheme: light; --accent: #0a64d8; --line: #d6d6dc; --muted: #6b6b73; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
      background: #f3f3f6; color: #1d1d1f; }
    .top { display: flex; align-items: baseline; gap: 12px; padding: 10px 16px; }
    .top h1 { font-size: 18px; margin: 0; }
    .top .file { color: var(--muted); font-size: 13px; }
    .top .spacer { flex: 1; }
    main { display: grid; grid-template-columns: auto minmax(260px, 1fr); gap: 16px;
      padding: 0 16px 16px; align-items: start; }
    .stage { display: flex; gap: 16px; align-items: flex-start; min-width: 0; }
    #player { display: flex; flex-direction: column; gap: 6px; }
    #screen { position: relative; line-height: 0; align-self: flex-start;
      box-shadow: 0 1px 4px rgba(0,0,0,.25); background: #fff; }
    #frame { display: block; width: auto; max-width: 62vw; user-select: none; }
    #highlight { position: absolute; border: 2px solid #ff9f0a; border-radius: 6px;
      pointer-events: none; box-shadow: 0 0 0 2px rgba(255,159,10,.3); }
    .popup { position: absolute; z-index: 5; min-width: 180px; max-width: 300px; padding: 8px 10px;
      line-height: 1.35; font-size: 12.5px; background: rgba(28,28,30,.94); color: #fff;
      border-radius: 8px; pointer-events: none; box-shadow: 0 4px 14px rgba(0,0,0,.3); }
    .popup .inspect-id { font: 600 13px ui-monospace, "DejaVu Sans Mono", monospace; word-break: break-all; }
    .popup .inspect-action { margin-top: 4px; color: #ffd60a; font-weight: 600; }
    .popup .inspect-muted { color: #c7c7cc; }
    .popup .inspect-image { margin-top: 6px; }
    .popup .inspect-image img { display: block; border-radius: 4px; margin-bottom: 3px; }
    .popup .inspect-image-caption { font: 11px ui-monospace, "DejaVu Sans Mono", monospace; }
    #scrubber { position: relative; padding: 8px 0; cursor: pointer; touch-action: none; }
    #track { position: relative; height: 10px; background: #dcdce2; border-radius: 5px; }
    #played { position: absolute; left: 0; top: 0; bottom: 0; background: var(--accent);
      border-radius: 5px; opacity: .35; }
    #thumb { position: absolute; top: -4px; width: 4px; height: 18px; margin-left: -2px;
      background: var(--accent); border-radius: 2px; z-index: 3; }
    .idle { position: absolute; top: 0; bottom: 0; z-index: 1;
      background: repeating-linear-gradient(135deg, #8e8e93 0 3px, transparent 3px 6px); opacity: .55; }
    .tick { position: absolute; z-index: 2; width: 2px; margin-left: -1px; }
    .tick.apply { top: -3px; height: 16px; background: #3a3a3c; }
    .tick.marker { top: -7px; height: 8px; width: 8px; margin-left: -4px; background: #ff9f0a;
      border-radius: 50%; }
    .tick.trap { top: -5px; height: 20px; width: 4px; margin-left: -2px; background: #d70015; }
    .tick.problem { background: #d70015; }
    /* Not colour alone: an apply with problems, or the one the app trapped at, also carries a
       "!" above its tick. */
    .tick.problem::after, .tick.trap::after { content: "!"; position: absolute; top: -13px; left: -2px;
      font: 700 10px/1 system-ui, sans-serif; color: #d70015; }
    /* Keyboard focus always shows, whatever the element's own outline. */
    :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    #scrub-label { position: absolute; bottom: 28px; transform: translateX(-50%); white-space: nowrap;
      padding: 3px 7px; font-size: 12px; background: rgba(28,28,30,.92); color: #fff; border-radius: 5px;
      pointer-events: none; z-index: 6; }
    .controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px;
      background: #fff; cursor: pointer; }
    button:hover { border-color: var(--accent); }
    #play { min-width: 64px; font-weight: 600; }
    .speed-group { display: inline-flex; align-items: center; gap: 4px; }
    #speed { min-width: 42px; text-align: center; font-variant-numeric: tabular-nums; }
    .loop { color: var(--muted); }
    #readout { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; color: #3a3a3c; }
    .diff-panel { width: 300px; flex: none; }
    .diff-panel h2, .help-box h2 { font-size: 14px; margin: 0 0 6px; }
    #diff { margin: 0; padding: 8px; max-height: calc(100vh - 120px); overflow: auto; background: #fff;
      border: 1px solid var(--line); border-radius: 6px; font: 12px/1.45 ui-monospace, "DejaVu Sans Mono", monospace;
      white-space: pre-wrap; word-break: break-word; }
    .steps-panel { max-height: calc(100vh - 60px); overflow: auto; min-width: 0; }
    #search { width: 100%; padding: 6px 9px; font: inherit; border: 1px solid var(--line);
      border-radius: 6px; margin-bottom: 6px; }
    #search-results, #notes, #steps { list-style: none; margin: 0 0 8px; padding: 0; }
    #search-results li { padding: 4px 8px; border-bottom: 1px solid var(--line); background: #fffbe6;
      cursor: pointer; }
    #search-results li.empty { cursor: default; color: var(--muted); }
    .step { padding: 6px 8px; border-bottom: 1px solid var(--line); background: #fff; cursor: pointer; }
    .step:hover { background: #eef4ff; }
    .step.current { background: #dbe9ff; box-shadow: inset 3px 0 0 var(--accent); }
    .step-head { display: flex; gap: 10px; align-items: baseline; }
    .step .seq { font-weight: 600; font-variant-numeric: tabular-nums; min-width: 52px; }
    .step .time { color: var(--muted); font-variant-numeric: tabular-nums; min-width: 56px; }
    /* On the current step's blue the muted grey is below 4.5:1; this one is above. */
    .step.current .time { color: #4d4d55; }
    .step .marker { color: #a05a00; font-style: italic; }
    .problems { list-style: none; margin: 4px 0 0; padding: 0; }
    .problem { font-size: 12.5px; padding: 2px 6px; border-left: 3px solid #ff9f0a; background: #fff8ec;
      margin-top: 2px; word-break: break-word; }
    .problem.error { border-color: #d70015; background: #fff0f0; }
    .problem .where { color: var(--muted); margin-right: 6px; font-variant-numeric: tabular-nums; }
    .trap { color: #d70015; font-weight: 600; margin-top: 3px; }
    #help { position: fixed; inset: 0; background: rgba(0,0,0,.35); display: flex;
      align-items: center; justify-content: center; z-index: 20; }
    #help[hidden], [hidden] { display: none !important; }
    .help-box { background: #fff; padding: 16px 20px; border-radius: 10px; max-width: 420px; }
    .help-box td { padding: 3px 10px 3px 0; }
    kbd { display: inline-block; min-width: 20px; padding: 0 5px; text-align: center; border: 1px solid #bbb;
      border-bottom-width: 2px; border-radius: 4px; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; background: #fafafa; }
    @media (max-width: 1000px) { main { grid-template-columns: 1fr; } .stage { flex-wrap: wrap; }
      #frame { max-width: 92vw; } }
    """#
}
