extension ReportPage {
  /// The page's fixed markup; `title` and `file` arrive escaped. The ids and `data-`
  /// attributes the script fills in are the test contract docs/Report.md describes.
  static func body(title: String, file: String) -> String {
    """
    <header class="top">
      <h1>\(title)</h1>
      <span class="file">\(file)</span>
      <span class="spacer"></span>
      <button id="help-button" type="button" title="Keyboard shortcuts (?)">?</button>
    </header>
    <main>
      <section class="stage">
        <div id="player" data-frame="0" data-seq="" data-playing="false" data-speed="1">
          <div id="screen">
            <img id="frame" alt="Replay frame">
            <div id="highlight" hidden></div>
            <div id="inspect" class="popup" hidden></div>
          </div>
          <div id="scrubber">
            <div id="track"><div id="played"></div><div id="thumb"></div></div>
            <div id="scrub-label" hidden></div>
          </div>
          <div class="controls">
            <button id="prev-apply" type="button" title="Previous apply ([)">« apply</button>
            <button id="frame-back" type="button" title="Previous frame (,)">‹</button>
            <button id="play" type="button" title="Play or pause (space)">Play</button>
            <button id="frame-forward" type="button" title="Next frame (.)">›</button>
            <button id="next-apply" type="button" title="Next apply (])">apply »</button>
            <span class="speed-group">
              <button id="slower" type="button" title="Slower (-)">−</button>
              <span id="speed">1×</span>
              <button id="faster" type="button" title="Faster (+)">+</button>
            </span>
            <label class="loop"><input type="checkbox" id="loop" checked> loop</label>
          </div>
          <div id="readout"></div>
        </div>
        <aside class="diff-panel">
          <h2 id="diff-title">Apply</h2>
          <pre id="diff"></pre>
        </aside>
      </section>
      <section class="steps-panel">
        <input id="search" type="search" aria-label="Find an item by id or label" placeholder="Find an item by id or label" spellcheck="false">
        <ul id="search-results" hidden></ul>
        <ul id="notes"></ul>
        <ol id="steps"></ol>
      </section>
    </main>
    <div id="help" hidden>
      <div class="help-box" role="dialog" aria-label="Keyboard shortcuts">
        <h2>Keyboard</h2>
        <table>
          <tr><td><kbd>space</kbd></td><td>play / pause</td></tr>
          <tr><td><kbd>,</kbd> <kbd>.</kbd></td><td>one frame back / forward</td></tr>
          <tr><td><kbd>[</kbd> <kbd>]</kbd></td><td>previous / next apply</td></tr>
          <tr><td><kbd>←</kbd> <kbd>→</kbd></td><td>one second back / forward</td></tr>
          <tr><td><kbd>-</kbd> <kbd>+</kbd></td><td>slower / faster (0.25× to 4×)</td></tr>
          <tr><td><kbd>0</kbd> … <kbd>9</kbd></td><td>jump to 0 % … 90 %</td></tr>
          <tr><td><kbd>?</kbd></td><td>show / hide this list</td></tr>
        </table>
        <p>Links: <code>#seq=12</code>, <code>#t=3.5</code>, <code>#item=dog</code>. The address
        follows what you look at.</p>
      </div>
    </div>
    """
  }
}
