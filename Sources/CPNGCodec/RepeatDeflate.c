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
#include <stdlib.h>
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

// The fixed code's length for literal/length symbol `symbol` (0–287).
static int fixed_length(int symbol) {
  return symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8;
}

// Canonical codes (RFC 1951 3.2.2), reversed for the stream, for `count` symbols' `lengths`.
static void canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
  uint16_t per_length[16] = {0};
  for (int symbol = 0; symbol < count; symbol++) per_length[lengths[symbol]]++;
  per_length[0] = 0;
  uint16_t next[16];
  uint32_t code = 0;
  for (int length = 1; length < 16; length++) {
    code = (code + per_length[length - 1]) << 1;
    next[length] = (uint16_t)code;
  }
  for (int symbol = 0; symbol < count; symbol++) {
    int length = lengths[symbol];
    codes[symbol] = length == 0 ? 0 : (uint16_t)reversed(next[length]++, length);
  }
}

// Huffman code lengths of at most `limit` bits for `count` symbols' `frequencies`, in
// `lengths` (0 for unused symbols). At least two symbols must be used. Ties are broken by
// symbol number, so equal input gives equal codes.
static void huffman_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
  int order[288];
  int used = 0;
  for (int symbol = 0; symbol < count; symbol++) {
    lengths[symbol] = 0;
    if (frequencies[symbol] == 0) continue;
    // Insertion by (frequency, symbol): fewer than 300 symbols.
    int slot = used++;
    while (slot > 0 && frequencies[order[slot - 1]] > frequencies[symbol]) {
      order[slot] = order[slot - 1];
      slot--;
    }
    order[slot] = symbol;
  }
  // The tree, built from two queues: the sorted leaves and the internal nodes, made in order of
  // weight. Nodes 0..used-1 are the leaves in `order`; parents follow.
  uint64_t weight[2 * 288];
  int parent[2 * 288];
  for (int leaf = 0; leaf < used; leaf++) weight[leaf] = frequencies[order[leaf]];
  int next_leaf = 0, next_internal = used, made = used;
  for (; made < 2 * used - 1; made++) {
    int children[2];
    for (int child = 0; child < 2; child++) {
      if (next_leaf < used && (next_internal >= made || weight[next_leaf] <= weight[next_internal])) {
        children[child] = next_leaf++;
      } else {
        children[child] = next_internal++;
      }
    }
    weight[made] = weight[children[0]] + weight[children[1]];
    parent[children[0]] = made;
    parent[children[1]] = made;
  }
  int depth[2 * 288];
  int root = 2 * used - 2;
  depth[root] = 0;
  int per_length[64] = {0};
  for (int node = root - 1; node >= 0; node--) {
    depth[node] = depth[parent[node]] + 1;
    if (node < used) per_length[depth[node] < limit ? depth[node] : limit]++;
  }
  // Codes longer than `limit` were cut to it; lengthen shorter ones until the code is complete
  // again (the Kraft sum back to 1), one unit of 2^-limit at a time.
  uint32_t total = 0;
  for (int length = 1; length <= limit; length++) {
    total += (uint32_t)per_length[length] << (limit - length);
  }
  while (total > (1u << limit)) {
    per_length[limit]--;
    for (int length = limit - 1; length > 0; length--) {
      if (per_length[length] > 0) {
        per_length[length]--;
        per_length[length + 1] += 2;
        break;
      }
    }
    total--;
  }
  // The least frequent symbols take the longest codes.
  int leaf = 0;
  for (int length = limit; length > 0; length--) {
    for (int index = 0; index < per_length[length]; index++) lengths[order[leaf++]] = (uint8_t)length;
  }
}

// How many bytes from `current` equal those from `earlier`, up to `limit`, when the first
// `length` are known to be equal: eight at a time, then one at a time.
static inline size_t match_length_from(
  const uint8_t *current, const uint8_t *earlier, size_t length, size_t limit) {
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

// How many bytes from `current` equal those from `earlier`, up to `limit` ≥ 16, when the first 8
// bytes are known to be equal.
static inline size_t match_length_after_8(
  const uint8_t *current, const uint8_t *earlier, size_t limit) {
  if (memcmp(current + 8, earlier + 8, limit - 8) == 0) return limit;
  return match_length_from(current, earlier, 8, limit);
}

// How many bytes from `current` equal those from `earlier`, up to `limit`.
static inline size_t match_length(const uint8_t *current, const uint8_t *earlier, size_t limit) {
  // Most matches run the whole 258 bytes: after 8 equal bytes, let the C library's vectorised
  // memcmp confirm the rest at once.
  if (limit >= 16) {
    uint64_t mine, theirs;
    memcpy(&mine, current, 8);
    memcpy(&theirs, earlier, 8);
    if (mine == theirs) return match_length_after_8(current, earlier, limit);
  }
  return match_length_from(current, earlier, 0, limit);
}

// A symbol of the block being gathered: a literal byte, or a match (bit 31) of a length
// (bits 0–8) at a distance minus one (bits 9–23).
#define MATCH_FLAG 0x80000000u
#define BLOCK_SYMBOLS 32768
#define HASH_BITS 15

// Where deflate's code-length code lengths are listed in the block header.
static const uint8_t code_length_order[19] = {
  16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

// A code needs two used symbols to be complete: mark unused ones until there are two.
static void ensure_two_used(uint32_t *frequencies, int count) {
  int used = 0;
  for (int symbol = 0; symbol < count; symbol++) used += frequencies[symbol] > 0;
  for (int symbol = 0; used < 2 && symbol < count; symbol++) {
    if (frequencies[symbol] == 0) {
      frequencies[symbol] = 1;
      used++;
    }
  }
}

typedef struct {
  uint16_t length_symbol[MAXIMUM_MATCH + 1];  // 0–28, for lengths 3–258
  // The distance code (0–29) of distance d: entry d − 1 up to 256, then 256 + (d − 1) / 128
  // (every code from 16 on covers whole multiples of 128).
  uint8_t distance_symbol[512];
} match_tables;

static inline int distance_symbol(const match_tables *tables, uint32_t distance) {
  uint32_t offset = distance - 1;
  return tables->distance_symbol[offset < 256 ? offset : 256 + (offset >> 7)];
}

// Writes the gathered symbols as one block with whichever codes, fixed or the block's own,
// give fewer bits.
static void write_block(
  bit_writer *writer, const uint32_t *symbols, size_t count, const match_tables *tables,
  int last) {
  uint32_t litlen_frequency[288] = {0};
  uint32_t distance_frequency[30] = {0};
  for (size_t index = 0; index < count; index++) {
    uint32_t symbol = symbols[index];
    if (symbol & MATCH_FLAG) {
      litlen_frequency[257 + tables->length_symbol[symbol & 0x1FF]]++;
      distance_frequency[distance_symbol(tables, ((symbol >> 9) & 0x7FFF) + 1)]++;
    } else {
      litlen_frequency[symbol]++;
    }
  }
  litlen_frequency[256] = 1;
  uint64_t extra_bits = 0;
  for (int index = 0; index < 29; index++) {
    extra_bits += (uint64_t)litlen_frequency[257 + index] * length_extra[index];
  }
  for (int index = 0; index < 30; index++) {
    extra_bits += (uint64_t)distance_frequency[index] * distance_extra[index];
  }
  uint64_t fixed_bits = 3 + extra_bits;
  for (int symbol = 0; symbol < 286; symbol++) {
    fixed_bits += (uint64_t)litlen_frequency[symbol] * (uint64_t)fixed_length(symbol);
  }
  for (int index = 0; index < 30; index++) fixed_bits += (uint64_t)distance_frequency[index] * 5;

  ensure_two_used(litlen_frequency, 286);
  ensure_two_used(distance_frequency, 30);
  uint8_t lengths[286 + 30];
  huffman_lengths(litlen_frequency, 286, 15, lengths);
  huffman_lengths(distance_frequency, 30, 15, lengths + 286);
  int litlen_count = 286, distance_count = 30;
  while (litlen_count > 257 && lengths[litlen_count - 1] == 0) litlen_count--;
  while (distance_count > 1 && lengths[286 + distance_count - 1] == 0) distance_count--;
  uint8_t header_lengths[286 + 30];
  memcpy(header_lengths, lengths, (size_t)litlen_count);
  memcpy(header_lengths + litlen_count, lengths + 286, (size_t)distance_count);
  int header_count = litlen_count + distance_count;
  // The lengths, run-length coded: 16 repeats the previous length 3–6 times, 17 and 18 give
  // 3–10 and 11–138 zeros. Each entry: symbol, extra value << 8.
  uint16_t runs[286 + 30];
  int run_count = 0;
  uint32_t code_length_frequency[19] = {0};
  for (int index = 0; index < header_count;) {
    uint8_t value = header_lengths[index];
    int run = 1;
    while (index + run < header_count && header_lengths[index + run] == value) run++;
    if (value == 0 && run >= 3) {
      int taken = run > 138 ? 138 : run;
      runs[run_count++] = taken >= 11 ? (uint16_t)(18 | (taken - 11) << 8)
                                      : (uint16_t)(17 | (taken - 3) << 8);
      code_length_frequency[taken >= 11 ? 18 : 17]++;
      index += taken;
    } else if (value != 0 && run >= 4) {
      runs[run_count++] = value;
      code_length_frequency[value]++;
      int taken = run - 1 > 6 ? 6 : run - 1;
      runs[run_count++] = (uint16_t)(16 | (taken - 3) << 8);
      code_length_frequency[16]++;
      index += 1 + taken;
    } else {
      runs[run_count++] = value;
      code_length_frequency[value]++;
      index += 1;
    }
  }
  ensure_two_used(code_length_frequency, 19);
  uint8_t code_length_lengths[19];
  huffman_lengths(code_length_frequency, 19, 7, code_length_lengths);
  int order_count = 19;
  while (order_count > 4 && code_length_lengths[code_length_order[order_count - 1]] == 0) {
    order_count--;
  }
  uint64_t dynamic_bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)order_count + extra_bits;
  for (int index = 0; index < run_count; index++) {
    int symbol = runs[index] & 0xFF;
    dynamic_bits += code_length_lengths[symbol] + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0);
  }
  for (int symbol = 0; symbol < 286; symbol++) {
    dynamic_bits += (uint64_t)litlen_frequency[symbol] * lengths[symbol];
  }
  for (int index = 0; index < 30; index++) {
    dynamic_bits += (uint64_t)distance_frequency[index] * lengths[286 + index];
  }

  uint16_t litlen_codes[288];
  uint16_t distance_codes[30];
  uint8_t fixed_lengths[288];
  if (fixed_bits <= dynamic_bits) {
    for (int symbol = 0; symbol < 288; symbol++) fixed_lengths[symbol] = (uint8_t)fixed_length(symbol);
    canonical_codes(fixed_lengths, 288, litlen_codes);
    memcpy(lengths, fixed_lengths, 286);
    for (int index = 0; index < 30; index++) {
      lengths[286 + index] = 5;
      distance_codes[index] = (uint16_t)reversed((uint32_t)index, 5);
    }
    put_bits(writer, (uint64_t)last | 1u << 1, 3);
  } else {
    canonical_codes(lengths, 286, litlen_codes);
    canonical_codes(lengths + 286, 30, distance_codes);
    uint16_t code_length_codes[19];
    canonical_codes(code_length_lengths, 19, code_length_codes);
    put_bits(writer, (uint64_t)last | 2u << 1, 3);
    put_bits(writer, (uint64_t)(litlen_count - 257), 5);
    put_bits(writer, (uint64_t)(distance_count - 1), 5);
    put_bits(writer, (uint64_t)(order_count - 4), 4);
    for (int index = 0; index < order_count; index++) {
      put_bits(writer, code_length_lengths[code_length_order[index]], 3);
    }
    for (int index = 0; index < run_count; index++) {
      int symbol = runs[index] & 0xFF;
      put_bits(writer, code_length_codes[symbol], code_length_lengths[symbol]);
      if (symbol >= 16) put_bits(writer, runs[index] >> 8, symbol == 16 ? 2 : symbol == 17 ? 3 : 7);
    }
  }
  for (size_t index = 0; index < count; index++) {
    uint32_t symbol = symbols[index];
    if (symbol & MATCH_FLAG) {
      uint32_t length = symbol & 0x1FF;
      uint32_t distance = ((symbol >> 9) & 0x7FFF) + 1;
      int length_index = tables->length_symbol[length];
      put_bits(writer, litlen_codes[257 + length_index], lengths[257 + length_index]);
      put_bits(writer, length - length_base[length_index], length_extra[length_index]);
      int distance_index = distance_symbol(tables, distance);
      put_bits(writer, distance_codes[distance_index], lengths[286 + distance_index]);
      put_bits(writer, distance - distance_base[distance_index], distance_extra[distance_index]);
    } else {
      put_bits(writer, litlen_codes[symbol], lengths[symbol]);
    }
  }
  put_bits(writer, litlen_codes[256], lengths[256]);
}

// One candidate distance of the fast path in `cpng_repeat_deflate`: `here` holds the 8 bytes
// at the position, `limit` is at least 16. Fewer than three equal bytes reject it at once;
// otherwise its length is the common prefix, and it replaces the best so far only when longer.
#define CANDIDATE(distance_value)                                                          \
  do {                                                                                     \
    uint32_t candidate = (distance_value);                                                 \
    uint64_t there;                                                                        \
    memcpy(&there, data + position - candidate, 8);                                        \
    uint64_t difference = here ^ there;                                                    \
    if ((difference & 0xFFFFFFu) == 0) {                                                   \
      size_t length = difference != 0                                                     \
        ? (size_t)(__builtin_ctzll(difference) / 8)                                        \
        : match_length_after_8(data + position, data + position - candidate, limit);        \
      if (length > best_length) {                                                          \
        best_length = length;                                                              \
        best = candidate;                                                                  \
      }                                                                                    \
    }                                                                                      \
  } while (0)

// The bit writer's state where a block began: the byte it was about to fill and the bits
// still pending.
typedef struct {
  size_t offset;
  uint64_t bits;
  int count;
} block_start;

// What the thread's last completed stream was made of, so that the next one can take over the
// part of it that its input shares (see `cpng_repeat_deflate`): its input and settings, every
// symbol in order, where each block began, and the stream itself.
typedef struct {
  int valid;
  size_t count;
  size_t minimum_ratio;
  size_t output_capacity;
  int distance_count;
  uint32_t distances[4];
  uint8_t *data;
  size_t data_capacity;
  uint32_t *symbols;
  size_t symbol_capacity;
  size_t symbol_count;
  block_start *blocks;
  size_t block_capacity;
  uint8_t *output;
  size_t output_count;
  size_t output_allocated;
} earlier_stream;

// Inputs longer than this keep no history: their copy and symbols would cost more memory than
// a frame's worth.
#define HISTORY_LIMIT ((size_t)16 << 20)

static _Thread_local uint32_t *cached_symbols;
static _Thread_local size_t cached_symbol_capacity;
static _Thread_local uint32_t *cached_recent;
static _Thread_local earlier_stream history;

// Grows `*buffer` to at least `needed` elements of `size` bytes; 0 when memory runs out (the
// buffer is then unchanged).
static int grow(void **buffer, size_t *capacity, size_t needed, size_t size) {
  if (*capacity >= needed) return 1;
  size_t wanted = *capacity * 2 > needed ? *capacity * 2 : needed;
  void *grown = realloc(*buffer, wanted * size);
  if (grown == NULL) return 0;
  *buffer = grown;
  *capacity = wanted;
  return 1;
}

// How many bytes `data` and the earlier input of the same length share at their end.
static size_t shared_suffix(const uint8_t *data, const uint8_t *earlier, size_t count) {
  size_t length = 0;
  while (length + 4096 <= count &&
         memcmp(data + count - length - 4096, earlier + count - length - 4096, 4096) == 0) {
    length += 4096;
  }
  while (length < count && data[count - length - 1] == earlier[count - length - 1]) length++;
  return length;
}

// The input bytes a symbol stands for.
static inline size_t symbol_length(uint32_t symbol) {
  return symbol & MATCH_FLAG ? symbol & 0x1FF : 1;
}

// Where `data` first differs from the earlier stream's input of the same length.
static size_t shared_prefix(const uint8_t *data, const uint8_t *earlier, size_t count) {
  size_t offset = 0;
  while (offset + 4096 <= count && memcmp(data + offset, earlier + offset, 4096) == 0) {
    offset += 4096;
  }
  while (offset < count && data[offset] == earlier[offset]) offset++;
  return offset;
}

size_t cpng_repeat_deflate(
  const uint8_t *data, size_t count, const uint32_t *distances, int distance_count,
  size_t minimum_ratio, uint8_t *output, size_t output_capacity) {
  if (distance_count < 1 || distance_count > 4 || output_capacity < 16 || minimum_ratio == 0) {
    return 0;
  }
  match_tables tables;
  for (int index = 0; index < 29; index++) {
    int last = index == 28 ? MAXIMUM_MATCH : length_base[index + 1] - 1;
    if (index == 27) last = MAXIMUM_MATCH - 1;  // 258 has a code of its own, 285
    for (int length = length_base[index]; length <= last; length++) {
      tables.length_symbol[length] = (uint16_t)index;
    }
  }
  for (int code = 0; code < 30; code++) {
    uint32_t first = distance_base[code] - 1;
    uint32_t last = first + (1u << distance_extra[code]) - 1;
    // Past 256 an entry stands for 128 distances, and every code there starts on a multiple
    // of 128: one store per entry, not one per distance.
    for (uint32_t offset = first; offset <= last; offset += offset < 256 ? 1 : 128) {
      tables.distance_symbol[offset < 256 ? offset : 256 + (offset >> 7)] = (uint8_t)code;
    }
  }
  // What a symbol costs with the fixed codes, for the running estimate of the output's size.
  uint8_t literal_bits[256];
  for (int symbol = 0; symbol < 256; symbol++) literal_bits[symbol] = (uint8_t)fixed_length(symbol);
  uint8_t match_bits[MAXIMUM_MATCH + 1];
  for (int length = 3; length <= MAXIMUM_MATCH; length++) {
    int index = tables.length_symbol[length];
    match_bits[length] = (uint8_t)(fixed_length(257 + index) + length_extra[index] + 5);
  }
  for (int index = 0; index < distance_count; index++) {
    uint32_t distance = distances[index];
    if (distance < 1 || distance > 32768 || (index > 0 && distance <= distances[index - 1])) {
      return 0;
    }
  }
  // Each thread keeps its two work arrays: fresh ones of this size come from mmap, and the
  // kernel's zeroing of their pages cost as much as a grid frame's matching.
  if (cached_symbols == NULL) {
    cached_symbols = malloc(BLOCK_SYMBOLS * sizeof *cached_symbols);
    cached_symbol_capacity = cached_symbols == NULL ? 0 : BLOCK_SYMBOLS;
  }
  if (cached_recent == NULL) cached_recent = malloc(((size_t)1 << HASH_BITS) * sizeof *cached_recent);
  // Position + 1 of the last place each hash of four bytes was seen; 0 for none.
  uint32_t *recent = cached_recent;
  if (cached_symbols == NULL || recent == NULL || count > UINT32_MAX - 1) return 0;
  memset(recent, 0, ((size_t)1 << HASH_BITS) * sizeof *recent);

  // Taking over the earlier stream's start. Every choice at a position depends only on the
  // settings, the input's length, the bytes before the position and the MAXIMUM_MATCH bytes
  // from it, and on the hash table, which only the symbols before it filled. So where this
  // input equals the earlier one up to `shared`, every symbol of the earlier stream starting
  // at least MAXIMUM_MATCH bytes before `shared` is the one this stream chooses too, and the
  // blocks made of them are the same bits: they are copied, the table is refilled from their
  // positions, and matching resumes after them.
  //
  // After the part that changed, the two inputs end alike from `tail`. Once this stream has
  // chosen the earlier stream's symbols, at the same positions, over a whole window (32,768
  // bytes) of that shared end, the hash table answers every later look-up as it did there
  // (an entry older than the window is out of reach in both), and every later byte compared
  // is shared: from there on the earlier stream's symbols are this one's. They are copied with
  // the size estimate checked as for chosen ones, and written into this stream's blocks.
  // Either way the bytes never depend on what came before.
  int keep_history = count <= HISTORY_LIMIT;
  earlier_stream *earlier = &history;
  int reusable = keep_history && earlier->valid && earlier->count == count &&
    earlier->minimum_ratio == minimum_ratio && earlier->output_capacity == output_capacity &&
    earlier->distance_count == distance_count &&
    memcmp(earlier->distances, distances, (size_t)distance_count * sizeof *distances) == 0;
  earlier->valid = 0;
  size_t shared = reusable ? shared_prefix(data, earlier->data, count) : 0;
  if (reusable && shared == count) {
    // The same input: the same stream.
    memcpy(output, earlier->output, earlier->output_count);
    earlier->valid = 1;
    return earlier->output_count;
  }
  size_t position = 0;
  uint64_t estimate = 0;  // bits, with the fixed codes
  size_t taken = 0;       // symbols taken over
  if (reusable) {
    while (taken < earlier->symbol_count) {
      uint32_t symbol = earlier->symbols[taken];
      if (position + MAXIMUM_MATCH > shared) break;
      uint32_t word;
      memcpy(&word, data + position, 4);
      recent[(word * 0x9E3779B1u) >> (32 - HASH_BITS)] = (uint32_t)position + 1;
      if (symbol & MATCH_FLAG) {
        uint32_t length = symbol & 0x1FF;
        estimate += match_bits[length] +
          distance_extra[distance_symbol(&tables, ((symbol >> 9) & 0x7FFF) + 1)];
        position += length;
      } else {
        estimate += literal_bits[symbol];
        position += 1;
      }
      taken++;
    }
  }
  if (taken > cached_symbol_capacity) {
    void *buffer = cached_symbols;
    if (!grow(&buffer, &cached_symbol_capacity, taken, sizeof *cached_symbols)) return 0;
    cached_symbols = buffer;
  }
  if (taken > 0) memcpy(cached_symbols, earlier->symbols, taken * sizeof *cached_symbols);
  // Following the earlier stream through the shared end: its symbol at `old_position`, the
  // start of the run of symbols both chose alike, and where copying begins.
  size_t tail = reusable ? count - shared_suffix(data, earlier->data, count) : SIZE_MAX;
  size_t old_index = taken;
  size_t old_position = position;
  size_t alike_from = SIZE_MAX;
  size_t copy_index = SIZE_MAX;
  size_t first_block = taken / BLOCK_SYMBOLS;
  block_start resumed = {2, 0, 0};
  if (taken > 0) {
    resumed = earlier->blocks[first_block];
    memcpy(output, earlier->output, resumed.offset);
  }
  // zlib header: deflate with a 32 KiB window, "fastest" level, no dictionary (0x7801 % 31 == 0).
  output[0] = 0x78;
  output[1] = 0x01;
  bit_writer writer = {
    output + resumed.offset, output + output_capacity - 4, resumed.bits, resumed.count, 0};
  // The symbols gathered: with history every one of the stream, the block being gathered
  // from `block_first`; without, only the block's.
  size_t total = taken;
  size_t block_first = first_block * BLOCK_SYMBOLS;
  size_t blocks = first_block;
  // The minimum ratio's test, `estimate / 8 > position / minimum_ratio + ALLOWANCE`, without
  // two divisions per symbol: with k = estimate / 8 − ALLOWANCE, it holds exactly when k ≥ 1
  // and position < minimum_ratio × k (floor(p / r) < k ⟺ p < r × k for a whole k).
#define FALLS_BEHIND(estimate, position)                                                   \
  ((estimate) / 8 > ALLOWANCE &&                                                          \
   (position) < (uint64_t)minimum_ratio * ((estimate) / 8 - ALLOWANCE))
  // The three fixed distances of filtered rows (byte, pixel, row above), once every one fits
  // behind the position: the path nearly every position of a frame takes.
  int three = distance_count == 3;
  uint32_t first_distance = distances[0];
  uint32_t second_distance = distance_count > 1 ? distances[1] : 0;
  uint32_t third_distance = three ? distances[2] : 0;
  do {
    if (position < count) {
      size_t limit = count - position < MAXIMUM_MATCH ? count - position : MAXIMUM_MATCH;
      size_t best_length = 0;
      uint32_t best = 0;
      size_t start = position;
      if (copy_index < earlier->symbol_count) {
        uint32_t symbol = earlier->symbols[copy_index++];
        if (symbol & MATCH_FLAG) {
          best_length = symbol & 0x1FF;
          best = ((symbol >> 9) & 0x7FFF) + 1;
        }
      } else if (limit >= 16 && three && position >= third_distance) {
        // The same choice as the general path below, cheaper: a candidate whose first three
        // bytes differ can never be taken (a match is at least 3 long), so one 8-byte load and
        // compare rejects it, and an accepted one is measured from the bytes already compared.
        // Candidates keep their order and a later one must be strictly longer, as below.
        uint64_t here;
        memcpy(&here, data + position, 8);
        CANDIDATE(first_distance);
        if (best_length < limit) CANDIDATE(second_distance);
        if (best_length < limit) CANDIDATE(third_distance);
        uint32_t word = (uint32_t)here;
        uint32_t slot = (word * 0x9E3779B1u) >> (32 - HASH_BITS);
        size_t earlier = recent[slot];
        recent[slot] = (uint32_t)position + 1;
        if (best_length < limit && earlier > 0 && position + 1 - earlier <= 32768) {
          CANDIDATE((uint32_t)(position + 1 - earlier));
        }
      } else {
        for (int index = 0; index < distance_count; index++) {
          if (distances[index] > position) break;
          size_t length =
            match_length(data + position, data + position - distances[index], limit);
          if (length > best_length) {
            best_length = length;
            best = distances[index];
            if (length == limit) break;
          }
        }
        // Where the fixed distances find little, the last position with the same next four
        // bytes may: repeated glyphs and list cells.
        if (limit >= 4) {
          uint32_t word;
          memcpy(&word, data + position, 4);
          uint32_t slot = (word * 0x9E3779B1u) >> (32 - HASH_BITS);
          size_t earlier = recent[slot];
          recent[slot] = (uint32_t)position + 1;
          if (best_length < limit && earlier > 0 && position + 1 - earlier <= 32768) {
            size_t length = match_length(data + position, data + earlier - 1, limit);
            if (length > best_length) {
              best_length = length;
              best = (uint32_t)(position + 1 - earlier);
            }
          }
        }
      }
      if (total == cached_symbol_capacity) {
        void *buffer = cached_symbols;
        if (!keep_history ||
            !grow(&buffer, &cached_symbol_capacity, total + 1, sizeof *cached_symbols)) {
          // No room for the whole stream's symbols: go on keeping only the block's (the
          // buffer holds a block), which writes the same stream.
          keep_history = 0;
          memmove(cached_symbols, cached_symbols + block_first,
                  (total - block_first) * sizeof *cached_symbols);
          total -= block_first;
          block_first = 0;
        } else {
          cached_symbols = buffer;
        }
      }
      uint32_t *symbols = cached_symbols;
      uint32_t chosen;
      if (best_length >= 3) {
        chosen = MATCH_FLAG | (best - 1) << 9 | (uint32_t)best_length;
        int code = distance_symbol(&tables, best);
        estimate += match_bits[best_length] + distance_extra[code];
        position += best_length;
      } else {
        chosen = data[position];
        estimate += literal_bits[data[position]];
        position += 1;
      }
      symbols[total++] = chosen;
      if (start >= tail && copy_index == SIZE_MAX) {
        while (old_position < start && old_index < earlier->symbol_count) {
          old_position += symbol_length(earlier->symbols[old_index++]);
        }
        if (old_position == start && old_index < earlier->symbol_count &&
            earlier->symbols[old_index] == chosen) {
          if (alike_from == SIZE_MAX) alike_from = start;
          old_position = position;
          old_index++;
          if (position - alike_from >= 32768) copy_index = old_index;
        } else {
          alike_from = SIZE_MAX;
        }
      }
      if (FALLS_BEHIND(estimate, (uint64_t)position)) {
        return 0;
      }
    }
    if (total - block_first == BLOCK_SYMBOLS || position == count) {
      if (keep_history) {
        void *buffer = earlier->blocks;
        if (grow(&buffer, &earlier->block_capacity, blocks + 1, sizeof *earlier->blocks)) {
          earlier->blocks = buffer;
          earlier->blocks[blocks] =
            (block_start){(size_t)(writer.next - output), writer.bits, writer.count};
        } else {
          keep_history = 0;
        }
      }
      blocks++;
      write_block(
        &writer, cached_symbols + block_first, total - block_first, &tables, position == count);
      if (keep_history) {
        block_first = total;
      } else {
        total = block_first = 0;
      }
      if (writer.overflowed) {
        return 0;
      }
    }
  } while (position < count);
#undef FALLS_BEHIND
  // Flush the last bits, then the Adler-32 of the data, most significant byte first.
  while (writer.count > 0) {
    if (writer.next >= writer.end) return 0;
    *writer.next++ = (uint8_t)writer.bits;
    writer.bits >>= 8;
    writer.count = writer.count > 8 ? writer.count - 8 : 0;
  }
  uint32_t checksum = libdeflate_adler32(1, data, count);
  writer.next[0] = (uint8_t)(checksum >> 24);
  writer.next[1] = (uint8_t)(checksum >> 16);
  writer.next[2] = (uint8_t)(checksum >> 8);
  writer.next[3] = (uint8_t)checksum;
  size_t written = (size_t)(writer.next + 4 - output);
  if (keep_history) {
    // Remembered for the next stream; the shared start of the input and of the stream is
    // already there (realloc keeps the contents).
    void *copy = earlier->data;
    void *stream = earlier->output;
    size_t data_capacity = earlier->data_capacity;
    size_t output_allocated = earlier->output_allocated;
    if (grow(&copy, &data_capacity, count, 1) && grow(&stream, &output_allocated, written, 1)) {
      earlier->data = copy;
      earlier->data_capacity = data_capacity;
      earlier->output = stream;
      earlier->output_allocated = output_allocated;
      // Only the part that changed: both ends are shared (`tail` is past the end when the
      // earlier input could not be used, and then `shared` is 0).
      size_t changed_end = tail < count ? tail : count;
      memcpy(earlier->data + shared, data + shared, changed_end - shared);
      size_t unchanged = taken > 0 ? resumed.offset : 0;
      memcpy(earlier->output + unchanged, output + unchanged, written - unchanged);
      earlier->output_count = written;
      earlier->count = count;
      earlier->minimum_ratio = minimum_ratio;
      earlier->output_capacity = output_capacity;
      earlier->distance_count = distance_count;
      memcpy(earlier->distances, distances, (size_t)distance_count * sizeof *distances);
      uint32_t *kept = earlier->symbols;
      size_t kept_capacity = earlier->symbol_capacity;
      earlier->symbols = cached_symbols;
      earlier->symbol_capacity = cached_symbol_capacity;
      earlier->symbol_count = total;
      cached_symbols = kept;
      cached_symbol_capacity = kept_capacity;
      earlier->valid = 1;
    }
  }
  return written;
}
