// The encoder. libpng reports errors by longjmp: every libpng call of the encoder lives in this
// file, behind one setjmp, so a jump never crosses a Swift frame.
#include "CPNGCodec.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  cpng_buffer buffer;
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

// Reads the pixels as 32-bit words, one load per pixel: this runs over every pixel of every
// frame, unoptimized in debug builds. `rgba` is 4-byte aligned (Swift allocates arrays at least
// 16-byte aligned).
static int is_opaque(const uint8_t *rgba, size_t pixel_count) {
  const uint8_t opaque[4] = {0, 0, 0, 255};
  uint32_t alpha_mask;
  memcpy(&alpha_mask, opaque, sizeof alpha_mask);
  const uint32_t *pixels = (const uint32_t *)rgba;
  for (size_t index = 0; index < pixel_count; index++) {
    if ((pixels[index] & alpha_mask) != alpha_mask) return 0;
  }
  return 1;
}

int cpng_encode_rgba8(
  const uint8_t *rgba, int width, int height, cpng_settings settings,
  cpng_buffer *output, char *message, size_t message_capacity) {
  output->bytes = NULL;
  output->count = 0;
  if (message != NULL && message_capacity > 0) message[0] = '\0';

  int keep_alpha = !is_opaque(rgba, (size_t)width * (size_t)height);
  // On the heap, so nothing libpng changes lives in this frame's registers across a longjmp.
  writer_state *state = calloc(1, sizeof *state);
  if (state == NULL) {
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
    free(state);
    return 1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(state->buffer.bytes);
    free(state);
    return 1;
  }

  png_set_write_fn(png, state, on_write, on_flush);
  png_set_IHDR(
    png, info, (png_uint_32)width, (png_uint_32)height, 8,
    keep_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (settings.white_background) {
    png_color_16 white = {0};
    white.gray = 255;
    white.red = white.green = white.blue = 255;
    png_set_bKGD(png, info, &white);
  }
  if (settings.level >= 0) png_set_compression_level(png, settings.level);
  if (settings.filter >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filter);
  png_write_info(png, info);
  // RGB is written from the RGBA rows with libpng stripping the alpha bytes.
  if (!keep_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
  size_t stride = (size_t)width * 4;
  for (int y = 0; y < height; y++) {
    png_write_row(png, rgba + (size_t)y * stride);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);

  *output = state->buffer;
  free(state);
  return 0;
}

void cpng_free(cpng_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = 0;
}
