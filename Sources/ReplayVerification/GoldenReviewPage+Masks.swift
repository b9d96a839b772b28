extension GoldenReviewPage {
  /// The script that lays a frame's masks (`masks` in its data: `[x, y, width, height]` in the
  /// frame's pixels) hatched over its golden and actual pictures, as the difference image
  /// hatches them, placed in percent of the picture's own size once it has loaded, so they
  /// follow the picture as the page scales it. The tab shows what was not compared. A function
  /// of its own before the page's script, which calls it.
  static let maskScript = #"""
      function masked(picture, masks) {
        if (!masks || !masks.length || picture.tagName !== "IMG") { return picture; }
        var box = document.createElement("div");
        box.className = "masked";
        box.setAttribute("data-masks", String(masks.length));
        box.appendChild(picture);
        function place() {
          var width = picture.naturalWidth, height = picture.naturalHeight;
          if (!width || !height) { return; }
          masks.forEach(function (rect) {
            var mask = document.createElement("div");
            mask.className = "mask";
            mask.setAttribute("data-mask", rect.join(","));
            mask.style.left = (100 * rect[0] / width) + "%";
            mask.style.top = (100 * rect[1] / height) + "%";
            mask.style.width = (100 * Math.min(rect[2], width - rect[0]) / width) + "%";
            mask.style.height = (100 * Math.min(rect[3], height - rect[1]) / height) + "%";
            box.appendChild(mask);
          });
        }
        if (picture.complete && picture.naturalWidth) { place(); } else { picture.addEventListener("load", place); }
        return box;
      }
    """#

  /// The masks' style: grey and white diagonal stripes, half see-through, outlined.
  static let maskStyle = #"""
    .masked { position: relative; display: inline-block; max-width: 100%; }
    .masked .mask { position: absolute; pointer-events: none; outline: 1px solid rgba(90,90,90,.9);
      background: repeating-linear-gradient(45deg, rgba(160,160,160,.8) 0 4px, rgba(255,255,255,.8) 4px 8px); }
    """#
}
