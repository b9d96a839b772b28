// The repeat encoder, for DeflateEncoder.c only (not part of the module's public header).
#ifndef CPNGCODEC_REPEAT_DEFLATE_H
#define CPNGCODEC_REPEAT_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

// Compresses `data` as one zlib stream (header, one fixed-Huffman deflate block, Adler-32) into
// `output`, looking for matches only at the `distance_count` (1 to 4) distances given, in
// ascending order, each 1 to 32,768: the byte before, the pixel before and the row above, for
// filtered PNG rows. Returns the stream's size, or 0 when it would exceed `output_capacity` or
// the stream falls behind one output byte per `minimum_ratio` input bytes (after a 4 KiB
// allowance): then the data is better left to a general compressor. Each thread keeps its last
// stream and takes over the symbols and blocks that a new input of the same length shares with
// it at its start and end (frames that differ in a few rows); the stream is the same as
// without, byte for byte.
size_t cpng_repeat_deflate(
  const uint8_t *data, size_t count, const uint32_t *distances, int distance_count,
  size_t minimum_ratio, uint8_t *output, size_t output_capacity);

#endif
