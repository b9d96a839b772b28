// Cairo's premultiplied ARGB32 to straight RGBA8: this runs over every pixel of every frame, and
// C keeps it fast in debug builds.
#include "CPNGCodec.h"
#include "Premultiplied.h"

static uint8_t unpremultiply(uint32_t component, uint32_t alpha) {
  if (alpha == 0 || alpha == 255) return (uint8_t)component;
  uint32_t value = (component * 255 + alpha / 2) / alpha;
  return (uint8_t)(value > 255 ? 255 : value);
}

void cpng_unpremultiply_row(const uint32_t *source, int width, uint8_t *target) {
  // Nearly every row of a frame is opaque: then each pixel only moves its bytes, in a loop
  // without branches that the compiler vectorises.
  uint32_t alphas = 0xFF000000u;
  for (int x = 0; x < width; x++) alphas &= source[x];
  if (alphas == 0xFF000000u) {
    for (int x = 0; x < width; x++) {
      uint32_t pixel = source[x];
      target[x * 4] = (uint8_t)(pixel >> 16);
      target[x * 4 + 1] = (uint8_t)(pixel >> 8);
      target[x * 4 + 2] = (uint8_t)pixel;
      target[x * 4 + 3] = 255;
    }
    return;
  }
  for (int x = 0; x < width; x++) {
    uint32_t pixel = source[x];
    uint32_t alpha = pixel >> 24;
    if (alpha == 255) {
      // Nearly every pixel of a frame: no division.
      target[0] = (uint8_t)(pixel >> 16);
      target[1] = (uint8_t)(pixel >> 8);
      target[2] = (uint8_t)pixel;
    } else {
      target[0] = unpremultiply((pixel >> 16) & 0xFF, alpha);
      target[1] = unpremultiply((pixel >> 8) & 0xFF, alpha);
      target[2] = unpremultiply(pixel & 0xFF, alpha);
    }
    target[3] = (uint8_t)alpha;
    target += 4;
  }
}

void cpng_unpremultiply_argb32(
  const uint8_t *argb, int width, int height, int stride, uint8_t *rgba) {
  for (int y = 0; y < height; y++) {
    cpng_unpremultiply_row(
      (const uint32_t *)(argb + (size_t)y * (size_t)stride), width,
      rgba + (size_t)y * (size_t)width * 4);
  }
}
