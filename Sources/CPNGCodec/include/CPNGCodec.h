#ifndef CPNGCODEC_H
#define CPNGCODEC_H

#include <stddef.h>
#include <stdint.h>

/// Bytes produced by `cpng_encode_rgba8`; release with `cpng_free`.
typedef struct {
  uint8_t *bytes;
  size_t count;
} cpng_buffer;

/// How the PNG is compressed and what it carries besides the pixels.
typedef struct {
  /// zlib level 0-9, or -1 for libpng's default (6).
  int level;
  /// One of libpng's `PNG_FILTER_*` masks, or -1 for libpng's default (adaptive filters).
  int filter;
  /// Non-zero writes a white bKGD chunk, as `cairo_surface_write_to_png` does.
  int white_background;
} cpng_settings;

/// Encodes 8-bit RGBA pixels with straight alpha (rows top to bottom, `width * 4` bytes each,
/// no padding) as an 8-bit PNG.
///
/// The PNG is RGB when every pixel is opaque and RGBA otherwise, so decoding it always gives the
/// pixels back exactly. Returns 0 on success and fills `output`; otherwise returns non-zero,
/// writes libpng's message (NUL-terminated) into `message` and leaves `output` empty. libpng's
/// longjmp never leaves this function.
int cpng_encode_rgba8(
  const uint8_t *rgba, int width, int height, cpng_settings settings,
  cpng_buffer *output, char *message, size_t message_capacity);

/// Encodes straight-alpha RGBA as a PNG (RGB when every pixel is opaque), every row with
/// `filter` (0 none, 1 sub, 2 up), compressed by the repeat encoder (RepeatDeflate.c) or, when
/// that compresses the rows less than 8 to 1, by libdeflate at `level` (1–12). Returns 0 on
/// success, with `output` to free with `cpng_free`; else non-zero with a message.
int cpng_encode_rgba8_deflate(
  const uint8_t *rgba, int width, int height, int level, int filter, cpng_buffer *output,
  char *message, size_t message_capacity);

/// Encodes Cairo's premultiplied ARGB32 pixels (native-endian 0xAARRGGBB, rows `stride` bytes
/// apart) exactly as `cpng_encode_rgba8_deflate` encodes the straight-alpha RGBA that
/// `cpng_unpremultiply_argb32` makes of them, in one pass and without that image.
int cpng_encode_argb32_deflate(
  const uint8_t *argb, int width, int height, int stride, int level, int filter,
  cpng_buffer *output, char *message, size_t message_capacity);

/// Filters and compresses straight-alpha RGBA rows (`stride` bytes apart, so a rectangle of a
/// larger image needs no copy) into one zlib stream, a PNG's image data without its chunks:
/// RGB when `channels` is 3 (alpha dropped), RGBA when 4, every row with `filter` (0 none,
/// 1 sub, 2 up), by the repeat encoder or libdeflate at `level` as `cpng_encode_rgba8_deflate`
/// does. For an animated PNG's frames, which share one header's colour type. Returns 0 with
/// `output` to free with `cpng_free`; else non-zero with a message.
int cpng_deflate_rgba8(
  const uint8_t *rgba, int width, int height, int stride, int channels, int level, int filter,
  cpng_buffer *output, char *message, size_t message_capacity);

/// PNG's CRC-32 of `count` bytes continuing `crc` (0 to start), for chunks written in Swift.
uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

/// What a PNG's header says, read without decoding a pixel.
typedef struct {
  uint32_t width;
  uint32_t height;
  /// Bits per sample: 1, 2, 4, 8 or 16.
  int bit_depth;
  /// PNG's colour type: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
  int color_type;
  /// Non-zero for Adam7 interlacing.
  int interlaced;
} cpng_header;

/// Reads the signature, IHDR and the chunks before the image data (checking their CRCs) and
/// fills `header`; decodes no pixel and allocates nothing in proportion to the image size.
/// Returns 0 on success; otherwise non-zero with libpng's message (NUL-terminated) in `message`.
int cpng_read_header(
  const uint8_t *png, size_t count, cpng_header *header, char *message, size_t message_capacity);

/// Decodes a PNG of any colour type and bit depth to straight-alpha 8-bit RGBA rows of
/// `width * 4` bytes in `rgba`, which holds `width * height * 4` bytes; `width` and `height` are
/// those `cpng_read_header` read. 16-bit samples are scaled to 8 bits (v * 255 / 65535, rounded)
/// and no gamma is applied. Reads through IEND, so a truncated or damaged file fails. When
/// `skips_data_checksum` is non-zero, zlib's Adler-32 of the image data is neither computed nor
/// checked (libpng's PNG_IGNORE_ADLER32), for bytes whose integrity a stronger digest has
/// already proven; chunk CRCs are checked either way. Returns 0 on success; otherwise non-zero
/// with libpng's message in `message`. libpng's longjmp never leaves this function.
int cpng_decode_rgba8(
  const uint8_t *png, size_t count, uint32_t width, uint32_t height, uint8_t *rgba,
  int skips_data_checksum, char *message, size_t message_capacity);

/// Converts Cairo's ARGB32 pixels — one native-endian `uint32_t` 0xAARRGGBB per pixel,
/// premultiplied, rows `stride` bytes apart — to straight-alpha RGBA8 rows of `width * 4` bytes
/// in `rgba`. Colour is un-premultiplied as `(c * 255 + a / 2) / a`, capped at 255; opaque and
/// fully transparent pixels keep their bytes.
void cpng_unpremultiply_argb32(
  const uint8_t *argb, int width, int height, int stride, uint8_t *rgba);

/// Releases a buffer filled by `cpng_encode_rgba8`.
void cpng_free(cpng_buffer *buffer);

#endif
