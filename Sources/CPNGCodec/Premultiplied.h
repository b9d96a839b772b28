// Cairo's premultiplied ARGB32 rows to straight RGBA8, shared by Premultiplied.c and the fast
// PNG writer (not part of the module's public header).
#ifndef CPNGCODEC_PREMULTIPLIED_H
#define CPNGCODEC_PREMULTIPLIED_H

#include <stdint.h>

// Converts one row of `width` native-endian 0xAARRGGBB pixels to RGBA8 at `target`, exactly as
// `cpng_unpremultiply_argb32` documents.
void cpng_unpremultiply_row(const uint32_t *source, int width, uint8_t *target);

#endif
