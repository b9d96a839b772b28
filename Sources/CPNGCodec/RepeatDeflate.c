// The repeat encoder: a deflate compressor for images made of flat areas, such as the grid's
// frames, where nearly every filtered row repeats the one above or is a run of zeros. It
// tries a few fixed distances at each position (the byte before, the pixel before, the row
// above) instead of searching a hash table, so a long match costs only its comparison, and it
// writes one block with deflate's fixed Huffman codes, so there is no code table to build.
// libdeflate inserts every position of a long match into its hash table, which on such frames
// costs several times more than this for output about twice as small; the caller measures
// which to use (see DeflateEncoder.c).
#include "RepeatDeflate.h"

#include <libdeflate.h>
#include <string.h>

// Deflate's length codes 257–285: the shortest length of each and its count of extra bits.
static const uint16_t length_base[29] = {
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
  131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
// Deflate's distance codes 0–29, likewise.
static const uint16_t distance_base[30] = {
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
  2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
  13};

#define MAXIMUM_MATCH 258
#define ALLOWANCE 4096

typedef struct {
  uint8_t *next;
  uint8_t *end;
  uint64_t bits;
  int count;
  int overflowed;
} bit_writer;

// Appends the low `count` bits of `value` (at most 32), least significant first.
static inline void put_bits(bit_writer *writer, uint64_t value, int count) {
  writer->bits |= value << writer->count;
  writer->count += count;
  if (writer->count >= 32) {
    if (writer->end - writer->next < 4) {
      writer->overflowed = 1;
      writer->count -= 32;
      writer->bits >>= 32;
      return;
    }
    uint32_t word = (uint32_t)writer->bits;
    writer->next[0] = (uint8_t)word;
    writer->next[1] = (uint8_t)(word >> 8);
    writer->next[2] = (uint8_t)(word >> 16);
    writer->next[3] = (uint8_t)(word >> 24);
    writer->next += 4;
    writer->bits >>= 32;
    writer->count -= 32;
  }
}

// Huffman codes are sent most significant bit first into a stream filled from the least.
static uint32_t reversed(uint32_t code, int length) {
  uint32_t result = 0;
  for (int bit = 0; bit < length; bit++) result |= ((code >> bit) & 1u) << (length - 1 - bit);
  return result;
}

// The fixed literal/length code of `symbol` (0–287), reversed, and its length.
static void fixed_code(int symbol, uint32_t *code, int *length) {
  if (symbol < 144) {
    *length = 8;
    *code = reversed(0x30u + (uint32_t)symbol, 8);
  } else if (symbol < 256) {
    *length = 9;
    *code = reversed(0x190u + (uint32_t)(symbol - 144), 9);
  } else if (symbol < 280) {
    *length = 7;
    *code = reversed((uint32_t)(symbol - 256), 7);
  } else {
    *length = 8;
    *code = reversed(0xC0u + (uint32_t)(symbol - 280), 8);
  }
}

// How many bytes from `current` equal those from `earlier`, up to `limit`.
static inline size_t match_length(const uint8_t *current, const uint8_t *earlier, size_t limit) {
  size_t length = 0;
  while (length + 8 <= limit) {
    uint64_t mine, theirs;
    memcpy(&mine, current + length, 8);
    memcpy(&theirs, earlier + length, 8);
    uint64_t difference = mine ^ theirs;
    if (difference != 0) return length + (size_t)(__builtin_ctzll(difference) / 8);
    length += 8;
  }
  while (length < limit && current[length] == earlier[length]) length++;
  return length;
}

size_t cpng_repeat_deflate(
  const uint8_t *data, size_t count, const uint32_t *distances, int distance_count,
  size_t minimum_ratio, uint8_t *output, size_t output_capacity) {
  if (distance_count < 1 || distance_count > 4 || output_capacity < 16 || minimum_ratio == 0) {
    return 0;
  }
  // Each whole symbol (code and extra bits together) and its length, made once per call.
  uint32_t literal_code[256];
  uint8_t literal_length[256];
  for (int symbol = 0; symbol < 256; symbol++) {
    int length;
    fixed_code(symbol, &literal_code[symbol], &length);
    literal_length[symbol] = (uint8_t)length;
  }
  uint32_t length_code[MAXIMUM_MATCH + 1];
  uint8_t length_bits[MAXIMUM_MATCH + 1];
  for (int index = 0; index < 29; index++) {
    int last = index == 28 ? MAXIMUM_MATCH : length_base[index + 1] - 1;
    if (index == 27) last = MAXIMUM_MATCH - 1;  // 258 has a code of its own, 285
    uint32_t code;
    int code_length;
    fixed_code(257 + index, &code, &code_length);
    for (int length = length_base[index]; length <= last; length++) {
      uint32_t extra = (uint32_t)(length - length_base[index]);
      length_code[length] = code | (extra << code_length);
      length_bits[length] = (uint8_t)(code_length + length_extra[index]);
    }
  }
  uint32_t distance_code[4];
  uint8_t distance_bits[4];
  for (int index = 0; index < distance_count; index++) {
    uint32_t distance = distances[index];
    if (distance < 1 || distance > 32768 || (index > 0 && distance <= distances[index - 1])) {
      return 0;
    }
    int code = 29;
    while (distance_base[code] > distance) code--;
    uint32_t extra = distance - distance_base[code];
    distance_code[index] = reversed((uint32_t)code, 5) | (extra << 5);
    distance_bits[index] = (uint8_t)(5 + distance_extra[code]);
  }

  // zlib header: deflate with a 32 KiB window, "fastest" level, no dictionary (0x7801 % 31 == 0).
  output[0] = 0x78;
  output[1] = 0x01;
  bit_writer writer = {output + 2, output + output_capacity - 4, 0, 0, 0};
  put_bits(&writer, 1, 1);  // the last block
  put_bits(&writer, 1, 2);  // fixed Huffman codes
  size_t position = 0;
  while (position < count) {
    size_t limit = count - position < MAXIMUM_MATCH ? count - position : MAXIMUM_MATCH;
    size_t best_length = 0;
    int best = 0;
    for (int index = 0; index < distance_count; index++) {
      if (distances[index] > position) break;
      size_t length = match_length(data + position, data + position - distances[index], limit);
      if (length > best_length) {
        best_length = length;
        best = index;
        if (length == limit) break;
      }
    }
    if (best_length >= 3) {
      put_bits(&writer, length_code[best_length], length_bits[best_length]);
      put_bits(&writer, distance_code[best], distance_bits[best]);
      position += best_length;
    } else {
      put_bits(&writer, literal_code[data[position]], literal_length[data[position]]);
      position += 1;
    }
    size_t written = (size_t)(writer.next - output);
    if (writer.overflowed || written > position / minimum_ratio + ALLOWANCE) return 0;
  }
  put_bits(&writer, 0, 7);  // end of block, symbol 256
  // Flush the last bits, then the Adler-32 of the data, most significant byte first.
  while (writer.count > 0) {
    if (writer.next >= writer.end) return 0;
    *writer.next++ = (uint8_t)writer.bits;
    writer.bits >>= 8;
    writer.count = writer.count > 8 ? writer.count - 8 : 0;
  }
  if (writer.overflowed) return 0;
  uint32_t checksum = libdeflate_adler32(1, data, count);
  writer.next[0] = (uint8_t)(checksum >> 24);
  writer.next[1] = (uint8_t)(checksum >> 16);
  writer.next[2] = (uint8_t)(checksum >> 8);
  writer.next[3] = (uint8_t)checksum;
  return (size_t)(writer.next + 4 - output);
}
