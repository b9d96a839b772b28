#ifndef CPNGWRITER_H
#define CPNGWRITER_H

#include <stddef.h>
#include <stdint.h>

/// Bytes produced by `cpngwriter_encode_argb32`; release with `cpngwriter_free`.
typedef struct {
  uint8_t *bytes;
  size_t count;
} cpngwriter_buffer;

/// Encodes a Cairo ARGB32 image (premultiplied, native-endian 32-bit pixels) as an 8-bit PNG.
///
/// With `keep_alpha` 0 the alpha channel is dropped and the PNG is RGB (right when every pixel
/// is opaque); otherwise colours are un-premultiplied and the PNG is RGBA. `level` is the zlib
/// level (0-9) and `filter` one of libpng's `PNG_FILTER_*` masks. Returns 0 on success and
/// fills `output`; otherwise returns non-zero, writes libpng's message (NUL-terminated) into
/// `message` and leaves `output` empty. libpng's longjmp never leaves this function.
int cpngwriter_encode_argb32(
  const uint8_t *pixels, int width, int height, int stride, int keep_alpha, int level,
  int filter, cpngwriter_buffer *output, char *message, size_t message_capacity);

/// Releases a buffer filled by `cpngwriter_encode_argb32`.
void cpngwriter_free(cpngwriter_buffer *buffer);

#endif
