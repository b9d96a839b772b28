#ifndef CPNGWRITER_H
#define CPNGWRITER_H

#include <stddef.h>
#include <stdint.h>

/// Bytes produced by `cpngwriter_encode_rgba8`; release with `cpngwriter_free`.
typedef struct {
  uint8_t *bytes;
  size_t count;
} cpngwriter_buffer;

/// How the PNG is compressed and what it carries besides the pixels.
typedef struct {
  /// zlib level 0-9, or -1 for libpng's default (6).
  int level;
  /// One of libpng's `PNG_FILTER_*` masks, or -1 for libpng's default (adaptive filters).
  int filter;
  /// Non-zero writes a white bKGD chunk, as `cairo_surface_write_to_png` does.
  int white_background;
} cpngwriter_settings;

/// Encodes 8-bit RGBA pixels with straight alpha (rows top to bottom, `width * 4` bytes each,
/// no padding) as an 8-bit PNG.
///
/// The PNG is RGB when every pixel is opaque and RGBA otherwise, so decoding it always gives the
/// pixels back exactly. Returns 0 on success and fills `output`; otherwise returns non-zero,
/// writes libpng's message (NUL-terminated) into `message` and leaves `output` empty. libpng's
/// longjmp never leaves this function.
int cpngwriter_encode_rgba8(
  const uint8_t *rgba, int width, int height, cpngwriter_settings settings,
  cpngwriter_buffer *output, char *message, size_t message_capacity);

/// Converts Cairo's ARGB32 pixels — one native-endian `uint32_t` 0xAARRGGBB per pixel,
/// premultiplied, rows `stride` bytes apart — to straight-alpha RGBA8 rows of `width * 4` bytes
/// in `rgba`. Colour is un-premultiplied as `(c * 255 + a / 2) / a`, capped at 255; opaque and
/// fully transparent pixels keep their bytes.
void cpngwriter_unpremultiply_argb32(
  const uint8_t *argb, int width, int height, int stride, uint8_t *rgba);

/// Releases a buffer filled by `cpngwriter_encode_rgba8`.
void cpngwriter_free(cpngwriter_buffer *buffer);

#endif
