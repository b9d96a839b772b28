// The fast PNG writer: the chunks written here, the image data compressed in one call by
// libdeflate, which is several times faster than zlib at the same size. `PNGCodec`'s `.fast`
// compression (every rendered frame) goes here; `.compact` keeps libpng's adaptive filters.
#include "CPNGCodec.h"
#include "Premultiplied.h"
#include "RepeatDeflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static void set_message(char *message, size_t capacity, const char *text) {
  if (message == NULL || capacity == 0) return;
  strncpy(message, text, capacity - 1);
  message[capacity - 1] = '\0';
}

static void put_u32(uint8_t *target, uint32_t value) {
  target[0] = (uint8_t)(value >> 24);
  target[1] = (uint8_t)(value >> 16);
  target[2] = (uint8_t)(value >> 8);
  target[3] = (uint8_t)value;
}

// Writes one chunk (length, type, data, CRC of type and data) at `target`; returns its size.
static size_t put_chunk(uint8_t *target, const char type[4], const uint8_t *data, size_t length) {
  put_u32(target, (uint32_t)length);
  memcpy(target + 4, type, 4);
  if (length > 0) memcpy(target + 8, data, length);
  uint32_t crc = libdeflate_crc32(0, target + 4, 4 + length);
  put_u32(target + 8 + length, crc);
  return 12 + length;
}

static int is_opaque(const uint8_t *rgba, size_t pixel_count) {
  uint8_t alphas = 255;
  for (size_t index = 0; index < pixel_count; index++) alphas &= rgba[index * 4 + 3];
  return alphas == 255;
}

static int is_opaque_argb32(const uint8_t *argb, int width, int height, size_t stride) {
  uint32_t alphas = 0xFF000000u;
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(argb + (size_t)y * stride);
    for (int x = 0; x < width; x++) alphas &= row[x];
  }
  return alphas == 0xFF000000u;
}

// Where the pixels come from: straight RGBA8, or Cairo's premultiplied native-endian ARGB32.
typedef enum { SOURCE_RGBA8, SOURCE_PREMULTIPLIED_ARGB32 } pixel_source;

// One row of the image as the PNG stores it: RGB when `channels` is 3, else straight RGBA.
static void convert_row(
  pixel_source source, const uint8_t *row, int width, int channels, uint8_t *target) {
  if (source == SOURCE_RGBA8) {
    if (channels == 4) {
      memcpy(target, row, (size_t)width * 4);
      return;
    }
    for (int x = 0; x < width; x++) {
      target[x * 3] = row[x * 4];
      target[x * 3 + 1] = row[x * 4 + 1];
      target[x * 3 + 2] = row[x * 4 + 2];
    }
    return;
  }
  const uint32_t *pixels = (const uint32_t *)row;
  if (channels == 4) {
    cpng_unpremultiply_row(pixels, width, target);
    return;
  }
  // Every pixel is opaque: its colour needs no division.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  // One 4-byte store per pixel, red, green, blue and a zero the next pixel overwrites: the
  // target has a byte to spare after the row (see `compress_rows`).
  for (int x = 0; x < width; x++) {
    uint32_t colour = __builtin_bswap32(pixels[x] << 8);
    memcpy(target + (size_t)x * 3, &colour, 4);
  }
#else
  for (int x = 0; x < width; x++) {
    uint32_t pixel = pixels[x];
    target[x * 3] = (uint8_t)(pixel >> 16);
    target[x * 3 + 1] = (uint8_t)(pixel >> 8);
    target[x * 3 + 2] = (uint8_t)pixel;
  }
#endif
}

// Each thread keeps its compressor and its two work buffers between images: a fresh buffer of
// a frame's size comes from mmap, and the kernel's zeroing of its pages cost more than the
// compression. Buffers past `CACHE_LIMIT` are freed after each image.
#define CACHE_LIMIT ((size_t)64 << 20)

typedef struct {
  uint8_t *bytes;
  size_t capacity;
} work_buffer;

static _Thread_local struct libdeflate_compressor *cached_compressor;
static _Thread_local int cached_level;
static _Thread_local work_buffer cached_raw;
static _Thread_local work_buffer cached_compressed;

static struct libdeflate_compressor *compressor_for(int level) {
  if (cached_compressor != NULL && cached_level == level) return cached_compressor;
  if (cached_compressor != NULL) libdeflate_free_compressor(cached_compressor);
  cached_compressor = libdeflate_alloc_compressor(level);
  cached_level = level;
  return cached_compressor;
}

// A buffer of at least `count` bytes from `cache`, or a fresh one when it would be too large to
// keep; `release` gives it back.
static uint8_t *take(work_buffer *cache, size_t count) {
  if (count > CACHE_LIMIT) return malloc(count);
  if (cache->capacity < count) {
    free(cache->bytes);
    cache->bytes = malloc(count);
    cache->capacity = cache->bytes == NULL ? 0 : count;
  }
  return cache->bytes;
}

static void release(work_buffer *cache, uint8_t *bytes) {
  if (bytes != cache->bytes) free(bytes);
}

// Below this compression ratio the repeat encoder hands the frame to libdeflate.
#define REPEAT_MINIMUM_RATIO 8

// The longest IDAT chunk written: PNG allows 2^31 − 1 bytes; the data is split well below.
#define IDAT_LIMIT ((size_t)1 << 30)

// Filters the rows (`channels` 3 drops alpha) and compresses them into one zlib stream: a
// PNG's image data. Returns the stream, a buffer of `cached_compressed` to give back with
// `release`, and its length in `compressed_count`; NULL with a message on failure.
static uint8_t *compress_rows(
  pixel_source source_kind, const uint8_t *pixels, int width, int height, size_t stride,
  int channels, int level, int filter, size_t *compressed_count, char *message,
  size_t message_capacity) {
  *compressed_count = 0;
  size_t row_bytes = (size_t)width * (size_t)channels;
  size_t raw_count = (row_bytes + 1) * (size_t)height;
  uint8_t *raw = take(&cached_raw, raw_count);
  // A byte more than a row: `convert_row` stores whole words.
  uint8_t *previous = calloc(row_bytes + 1, 1);
  uint8_t *current = malloc(row_bytes + 1);
  struct libdeflate_compressor *compressor = compressor_for(level);
  size_t bound = compressor == NULL ? 0 : libdeflate_zlib_compress_bound(compressor, raw_count);
  uint8_t *data = compressor == NULL ? NULL : take(&cached_compressed, bound);
  if (raw == NULL || previous == NULL || current == NULL || data == NULL) {
    if (raw != NULL) release(&cached_raw, raw);
    if (data != NULL) release(&cached_compressed, data);
    free(previous);
    free(current);
    set_message(message, message_capacity, "out of memory while encoding the PNG");
    return NULL;
  }
  size_t source_row_bytes = (size_t)width * 4;
  for (int y = 0; y < height; y++) {
    const uint8_t *source = pixels + (size_t)y * stride;
    uint8_t *target = raw + (size_t)y * (row_bytes + 1);
    target[0] = (uint8_t)filter;
    // Most rows of a frame repeat the one above: with UP that row is zeros, and the row kept
    // as `previous` is already this one's.
    if (filter == 2 && y > 0 && memcmp(source, source - stride, source_row_bytes) == 0) {
      memset(target + 1, 0, row_bytes);
      continue;
    }
    convert_row(source_kind, source, width, channels, current);
    switch (filter) {
    case 0:
      memcpy(target + 1, current, row_bytes);
      break;
    case 1:
      for (size_t index = 0; index < row_bytes; index++) {
        uint8_t left = index >= (size_t)channels ? current[index - channels] : 0;
        target[1 + index] = (uint8_t)(current[index] - left);
      }
      break;
    default:
      for (size_t index = 0; index < row_bytes; index++) {
        target[1 + index] = (uint8_t)(current[index] - previous[index]);
      }
      break;
    }
    uint8_t *swap = previous;
    previous = current;
    current = swap;
  }
  free(previous);
  free(current);

  // Frames of flat areas go to the repeat encoder, several times faster there; it gives up
  // early on anything compressing less than REPEAT_MINIMUM_RATIO to 1, which libdeflate
  // then takes.
  uint32_t distances[3] = {1, (uint32_t)channels, (uint32_t)(row_bytes + 1)};
  int distance_count = row_bytes + 1 <= 32768 ? 3 : 2;
  size_t compressed = cpng_repeat_deflate(
    raw, raw_count, distances, distance_count, REPEAT_MINIMUM_RATIO, data, bound);
  if (compressed == 0) {
    compressed = libdeflate_zlib_compress(compressor, raw, raw_count, data, bound);
  }
  release(&cached_raw, raw);
  if (compressed == 0) {
    release(&cached_compressed, data);
    set_message(message, message_capacity, "libdeflate could not compress the image");
    return NULL;
  }
  *compressed_count = compressed;
  return data;
}

static int valid_arguments(
  int width, int height, int filter, cpng_buffer *output, char *message,
  size_t message_capacity) {
  output->bytes = NULL;
  output->count = 0;
  if (message != NULL && message_capacity > 0) message[0] = '\0';
  if (width <= 0 || height <= 0 || (filter != 0 && filter != 1 && filter != 2)) {
    set_message(message, message_capacity, "invalid image size or filter");
    return 0;
  }
  return 1;
}

static int encode_deflate(
  pixel_source source_kind, const uint8_t *pixels, int width, int height, size_t stride,
  int level, int filter, cpng_buffer *output, char *message, size_t message_capacity) {
  if (!valid_arguments(width, height, filter, output, message, message_capacity)) return 1;
  int opaque = source_kind == SOURCE_RGBA8
    ? is_opaque(pixels, (size_t)width * (size_t)height)
    : is_opaque_argb32(pixels, width, height, stride);
  int channels = opaque ? 3 : 4;
  size_t compressed = 0;
  uint8_t *data = compress_rows(
    source_kind, pixels, width, height, stride, channels, level, filter, &compressed, message,
    message_capacity);
  if (data == NULL) return 1;
  // Signature, IHDR, the IDAT chunks, IEND.
  size_t chunks = compressed / IDAT_LIMIT + 1;
  uint8_t *png = malloc(8 + 25 + chunks * 12 + compressed + 12);
  if (png == NULL) {
    release(&cached_compressed, data);
    set_message(message, message_capacity, "out of memory while encoding the PNG");
    return 1;
  }

  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  size_t count = 0;
  memcpy(png, signature, 8);
  count += 8;
  uint8_t header[13];
  put_u32(header, (uint32_t)width);
  put_u32(header + 4, (uint32_t)height);
  header[8] = 8;                         // bits per sample
  header[9] = channels == 4 ? 6 : 2;     // RGBA or RGB
  header[10] = 0;                        // deflate
  header[11] = 0;                        // adaptive filtering (one filter byte per row)
  header[12] = 0;                        // not interlaced
  count += put_chunk(png + count, "IHDR", header, sizeof header);
  for (size_t offset = 0; offset < compressed; offset += IDAT_LIMIT) {
    size_t length = compressed - offset < IDAT_LIMIT ? compressed - offset : IDAT_LIMIT;
    count += put_chunk(png + count, "IDAT", data + offset, length);
  }
  count += put_chunk(png + count, "IEND", NULL, 0);
  release(&cached_compressed, data);
  output->bytes = png;
  output->count = count;
  return 0;
}

int cpng_encode_rgba8_deflate(
  const uint8_t *rgba, int width, int height, int level, int filter, cpng_buffer *output,
  char *message, size_t message_capacity) {
  size_t stride = width > 0 ? (size_t)width * 4 : 0;
  return encode_deflate(
    SOURCE_RGBA8, rgba, width, height, stride, level, filter, output, message, message_capacity);
}

int cpng_encode_argb32_deflate(
  const uint8_t *argb, int width, int height, int stride, int level, int filter,
  cpng_buffer *output, char *message, size_t message_capacity) {
  if (width > 0 && stride < width * 4) {
    output->bytes = NULL;
    output->count = 0;
    set_message(message, message_capacity, "invalid row stride");
    return 1;
  }
  return encode_deflate(
    SOURCE_PREMULTIPLIED_ARGB32, argb, width, height, (size_t)(stride > 0 ? stride : 0), level,
    filter, output, message, message_capacity);
}

int cpng_deflate_rgba8(
  const uint8_t *rgba, int width, int height, int stride, int channels, int level, int filter,
  cpng_buffer *output, char *message, size_t message_capacity) {
  if (!valid_arguments(width, height, filter, output, message, message_capacity)) return 1;
  if (stride < width * 4 || (channels != 3 && channels != 4)) {
    set_message(message, message_capacity, "invalid row stride or channel count");
    return 1;
  }
  size_t compressed = 0;
  uint8_t *data = compress_rows(
    SOURCE_RGBA8, rgba, width, height, (size_t)stride, channels, level, filter, &compressed,
    message, message_capacity);
  if (data == NULL) return 1;
  uint8_t *copy = malloc(compressed);
  if (copy == NULL) {
    release(&cached_compressed, data);
    set_message(message, message_capacity, "out of memory while encoding the PNG");
    return 1;
  }
  memcpy(copy, data, compressed);
  release(&cached_compressed, data);
  output->bytes = copy;
  output->count = compressed;
  return 0;
}

uint32_t cpng_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
  return libdeflate_crc32(crc, bytes, count);
}
