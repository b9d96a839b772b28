// The render row's peer in `make bench`: a naive, single-threaded C program that draws a grid
// of coloured cells like the insertion-sort demo (one cell sliding per frame) and writes every
// frame with cairo_surface_write_to_png, Cairo's own PNG writer. Written for this project.
//
// Usage: naive-grid-png WIDTH HEIGHT FRAMES COLUMNS CELL_WIDTH CELL_HEIGHT CELLS DIRECTORY
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>

static void cell_colour(int cell, int cells, double *red, double *green, double *blue) {
  double hue = 6.0 * (double)cell / (double)(cells > 0 ? cells : 1);
  int sector = (int)hue % 6;
  double fraction = hue - (int)hue;
  double rgb[6][3] = {{1, fraction, 0}, {1 - fraction, 1, 0}, {0, 1, fraction},
                      {0, 1 - fraction, 1}, {fraction, 0, 1}, {1, 0, 1 - fraction}};
  *red = rgb[sector][0];
  *green = rgb[sector][1];
  *blue = rgb[sector][2];
}

int main(int argc, char **argv) {
  if (argc != 9) {
    fprintf(stderr, "usage: %s WIDTH HEIGHT FRAMES COLUMNS CELL_WIDTH CELL_HEIGHT CELLS DIR\n",
            argv[0]);
    return 64;
  }
  int width = atoi(argv[1]), height = atoi(argv[2]), frames = atoi(argv[3]);
  int columns = atoi(argv[4]), cell_width = atoi(argv[5]), cell_height = atoi(argv[6]);
  int cells = atoi(argv[7]);
  const char *directory = argv[8];
  if (width <= 0 || height <= 0 || frames < 0 || columns <= 0 || cells < 0) return 64;
  char path[4096];
  for (int frame = 0; frame < frames; frame++) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cairo = cairo_create(surface);
    cairo_set_source_rgb(cairo, 0, 0, 0);
    cairo_paint(cairo);
    int moving = cells > 0 ? (frame / 10) % cells : 0;
    double progress = (frame % 10) / 10.0;
    for (int cell = 0; cell < cells; cell++) {
      double x = (cell % columns) * cell_width, y = (cell / columns) * cell_height;
      if (cell == moving) x += progress * cell_width;
      double red, green, blue;
      cell_colour((cell * 7 + frame / 10) % cells, cells, &red, &green, &blue);
      cairo_set_source_rgb(cairo, red, green, blue);
      cairo_rectangle(cairo, x, y, cell_width, cell_height);
      cairo_fill(cairo);
    }
    snprintf(path, sizeof path, "%s/frame-%06d.png", directory, frame);
    cairo_status_t status = cairo_surface_write_to_png(surface, path);
    cairo_destroy(cairo);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
      fprintf(stderr, "%s: %s\n", path, cairo_status_to_string(status));
      return 2;
    }
  }
  return 0;
}
