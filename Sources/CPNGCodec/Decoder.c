// The decoder, through libpng's classic API. libpng reports errors by longjmp: every libpng call
// of the decoder lives in this file, behind a setjmp in the function that made the call, so a
// jump never crosses a Swift frame.
//
// The classic API rather than the simplified one (png_image_*): the simplified API takes 16-bit
// samples for linear light and gamma-encodes them on the way to 8 bits, so a 16-bit PNG of a
// picture decoded brighter than the 8-bit PNG of the same picture. Here samples are scaled
// (png_set_scale_16: v × 255 / 65535, rounded) and no gamma is applied: the numbers in the file
// are the sRGB values our own PNGs hold.
#include "CPNGCodec.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const uint8_t *bytes;
  size_t count;
  size_t offset;
  char *message;
  size_t message_capacity;
  png_bytep *rows;
} reader_state;

static void copy_message(reader_state *state, const char *text) {
  if (state->message == NULL || state->message_capacity == 0) return;
  strncpy(state->message, text, state->message_capacity - 1);
  state->message[state->message_capacity - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
  reader_state *state = png_get_error_ptr(png);
  copy_message(state, text);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void on_read(png_structp png, png_bytep data, png_size_t length) {
  reader_state *state = png_get_io_ptr(png);
  if (length > state->count - state->offset) {
    png_error(png, "the file ends before the image does (truncated)");
  }
  memcpy(data, state->bytes + state->offset, length);
  state->offset += length;
}

static void fail(char *message, size_t capacity, const char *text) {
  if (message == NULL || capacity == 0) return;
  strncpy(message, text, capacity - 1);
  message[capacity - 1] = '\0';
}

/// Creates the read structures and reads the signature; 0 on failure with `message` set.
static int begin(
  const uint8_t *png_bytes, size_t count, reader_state *state, png_structp *png, png_infop *info) {
  if (count < 8 || png_sig_cmp(png_bytes, 0, 8) != 0) {
    copy_message(state, "Not a PNG file");
    return 0;
  }
  *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, state, on_error, on_warning);
  *info = *png == NULL ? NULL : png_create_info_struct(*png);
  if (*info == NULL) {
    png_destroy_read_struct(png, NULL, NULL);
    copy_message(state, "could not create the libpng read structures");
    return 0;
  }
  png_set_read_fn(*png, state, on_read);
  return 1;
}

// Clears the message, puts the reader's state on the heap (so nothing libpng changes lives in
// a caller's registers across a longjmp) and starts libpng on the bytes; NULL, with the message
// set, when either fails. The caller sets its own setjmp before any further libpng call.
static reader_state *open_reader(
  const uint8_t *png_bytes, size_t count, char *message, size_t message_capacity,
  png_structp *png, png_infop *info) {
  fail(message, message_capacity, "");
  reader_state *state = calloc(1, sizeof *state);
  if (state == NULL) {
    fail(message, message_capacity, "out of memory");
    return NULL;
  }
  *state = (reader_state){png_bytes, count, 0, message, message_capacity, NULL};
  if (!begin(png_bytes, count, state, png, info)) {
    free(state);
    return NULL;
  }
  return state;
}

int cpng_read_header(
  const uint8_t *png_bytes, size_t count, cpng_header *header, char *message,
  size_t message_capacity) {
  png_structp png = NULL;
  png_infop info = NULL;
  reader_state *state = open_reader(png_bytes, count, message, message_capacity, &png, &info);
  if (state == NULL) return 1;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(state);
    return 1;
  }
  // Reads IHDR and the chunks before the image data, checking their CRCs; decodes no pixel.
  png_read_info(png, info);
  header->width = png_get_image_width(png, info);
  header->height = png_get_image_height(png, info);
  header->bit_depth = png_get_bit_depth(png, info);
  header->color_type = png_get_color_type(png, info);
  header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
  png_destroy_read_struct(&png, &info, NULL);
  free(state);
  return 0;
}

int cpng_decode_rgba8(
  const uint8_t *png_bytes, size_t count, uint32_t width, uint32_t height, uint8_t *rgba,
  int skips_data_checksum, char *message, size_t message_capacity) {
  png_structp png = NULL;
  png_infop info = NULL;
  reader_state *state = open_reader(png_bytes, count, message, message_capacity, &png, &info);
  if (state == NULL) return 1;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(state->rows);
    free(state);
    return 1;
  }
  // Before any image data is read: zlib then skips computing the data's Adler-32 (a third of
  // decoding a flat picture). Only for bytes a stronger digest already vouched for; every
  // chunk's CRC is still checked.
  if (skips_data_checksum) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  png_read_info(png, info);
  if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
    png_error(png, "the header changed between reads");
  }
  int color_type = png_get_color_type(png, info);
  // Palette to RGB, grey below 8 bits to 8 bits, a tRNS chunk to an alpha channel.
  png_set_expand(png);
  png_set_scale_16(png);
  if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS)) {
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    png_error(png, "unexpected row size after conversion to RGBA");
  }
  state->rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
  if (state->rows == NULL) png_error(png, "out of memory");
  for (uint32_t y = 0; y < height; y++) state->rows[y] = rgba + (size_t)y * width * 4;
  png_read_image(png, state->rows);
  // Reads the rest through IEND, checking every chunk's CRC: a truncated or damaged file fails
  // here even when its pixels decoded.
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(state->rows);
  free(state);
  return 0;
}
