// libpng reports errors by longjmp. Every libpng call lives in this file, behind one setjmp,
// so a jump never crosses a Swift frame.
#include "CPNGWriter.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  cpngwriter_buffer buffer;
  size_t capacity;
  char *message;
  size_t message_capacity;
} writer_state;

static void copy_message(writer_state *state, const char *text) {
  if (state->message == NULL || state->message_capacity == 0) return;
  strncpy(state->message, text, state->message_capacity - 1);
  state->message[state->message_capacity - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
  writer_state *state = png_get_error_ptr(png);
  copy_message(state, text);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void on_write(png_structp png, png_bytep data, png_size_t length) {
  writer_state *state = png_get_io_ptr(png);
  size_t needed = state->buffer.count + length;
  if (needed > state->capacity) {
    size_t capacity = state->capacity * 2;
    if (capacity < needed) capacity = needed;
    uint8_t *grown = realloc(state->buffer.bytes, capacity);
    if (grown == NULL) {
      png_error(png, "out of memory while growing the PNG buffer");
    }
    state->buffer.bytes = grown;
    state->capacity = capacity;
  }
  memcpy(state->buffer.bytes + state->buffer.count, data, length);
  state->buffer.count = needed;
}

static void on_flush(png_structp png) { (void)png; }

// Cairo stores each pixel as one native-endian uint32 0xAARRGGBB with premultiplied colour.
static void convert_row(const uint32_t *source, uint8_t *target, int width, int keep_alpha) {
  if (!keep_alpha) {
    for (int x = 0; x < width; x++) {
      uint32_t pixel = source[x];
      target[0] = (uint8_t)(pixel >> 16);
      target[1] = (uint8_t)(pixel >> 8);
      target[2] = (uint8_t)pixel;
      target += 3;
    }
    return;
  }
  for (int x = 0; x < width; x++) {
    uint32_t pixel = source[x];
    uint32_t alpha = pixel >> 24;
    uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    if (alpha != 0 && alpha != 255) {
      red = (red * 255 + alpha / 2) / alpha;
      green = (green * 255 + alpha / 2) / alpha;
      blue = (blue * 255 + alpha / 2) / alpha;
    }
    target[0] = (uint8_t)(red > 255 ? 255 : red);
    target[1] = (uint8_t)(green > 255 ? 255 : green);
    target[2] = (uint8_t)(blue > 255 ? 255 : blue);
    target[3] = (uint8_t)alpha;
    target += 4;
  }
}

int cpngwriter_encode_argb32(
  const uint8_t *pixels, int width, int height, int stride, int keep_alpha, int level,
  int filter, cpngwriter_buffer *output, char *message, size_t message_capacity) {
  output->bytes = NULL;
  output->count = 0;
  if (message != NULL && message_capacity > 0) message[0] = '\0';

  // On the heap, so nothing libpng changes lives in this frame's registers across a longjmp.
  writer_state *state = calloc(1, sizeof *state);
  int channels = keep_alpha ? 4 : 3;
  uint8_t *row = malloc((size_t)width * (size_t)channels);
  if (state == NULL || row == NULL) {
    free(state);
    free(row);
    if (message != NULL && message_capacity > 0) {
      strncpy(message, "out of memory", message_capacity - 1);
      message[message_capacity - 1] = '\0';
    }
    return 1;
  }
  state->message = message;
  state->message_capacity = message_capacity;

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
  png_infop info = png == NULL ? NULL : png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    copy_message(state, "could not create the libpng write structures");
    free(row);
    free(state);
    return 1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    free(state->buffer.bytes);
    free(state);
    return 1;
  }

  png_set_write_fn(png, state, on_write, on_flush);
  png_set_IHDR(
    png, info, (png_uint_32)width, (png_uint_32)height, 8,
    keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    convert_row((const uint32_t *)(pixels + (size_t)y * (size_t)stride), row, width, keep_alpha);
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);

  *output = state->buffer;
  free(state);
  return 0;
}

void cpngwriter_free(cpngwriter_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = 0;
}
