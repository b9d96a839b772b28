// The multilingual list row's peer in `make bench`: a naive, single-threaded C program that
// draws a list of text rows like the renderer's list layout (white rows, a label each, a
// separator below, one row sliding per frame) with Cairo and Pango, and writes every frame with
// cairo_surface_write_to_png, Cairo's own PNG writer. Labels are read from a UTF-8 file, one a
// line: Latin with diacritics, Devanagari, Hebrew, Arabic, CJK, Hangul, emoji. Written for this
// project.
//
// Usage: naive-list-png WIDTH HEIGHT FRAMES ROW_HEIGHT LABELS_FILE DIRECTORY
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXIMUM_ROWS 4096

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s WIDTH HEIGHT FRAMES ROW_HEIGHT LABELS_FILE DIR\n", argv[0]);
    return 64;
  }
  int width = atoi(argv[1]), height = atoi(argv[2]), frames = atoi(argv[3]);
  int row_height = atoi(argv[4]);
  const char *directory = argv[6];
  if (width <= 0 || height <= 0 || frames < 0 || row_height <= 0) return 64;
  FILE *file = fopen(argv[5], "r");
  if (file == NULL) {
    perror(argv[5]);
    return 2;
  }
  static char *labels[MAXIMUM_ROWS];
  int rows = 0;
  char line[4096];
  while (rows < MAXIMUM_ROWS && fgets(line, sizeof line, file) != NULL) {
    line[strcspn(line, "\n")] = 0;
    labels[rows++] = strdup(line);
  }
  fclose(file);
  char path[4096];
  for (int frame = 0; frame < frames; frame++) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cairo = cairo_create(surface);
    cairo_set_source_rgb(cairo, 0.95, 0.95, 0.97);
    cairo_paint(cairo);
    int moving = rows > 0 ? (frame / 10) % rows : 0;
    double progress = (frame % 10) / 10.0;
    for (int row = 0; row < rows; row++) {
      double y = row * row_height;
      if (row == moving) y += progress * row_height;
      if (y > height) break;
      cairo_set_source_rgb(cairo, 1, 1, 1);
      cairo_rectangle(cairo, 0, y, width, row_height);
      cairo_fill(cairo);
      // A new layout per label per frame: the naive way, as a first program would.
      PangoLayout *layout = pango_cairo_create_layout(cairo);
      PangoFontDescription *font = pango_font_description_from_string("Sans 17px");
      pango_layout_set_font_description(layout, font);
      pango_font_description_free(font);
      pango_layout_set_width(layout, (width - 32) * PANGO_SCALE);
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_text(layout, labels[row], -1);
      int text_width, text_height;
      pango_layout_get_pixel_size(layout, &text_width, &text_height);
      cairo_set_source_rgb(cairo, 0, 0, 0);
      cairo_move_to(cairo, 16, y + (row_height - text_height) / 2.0);
      pango_cairo_show_layout(cairo, layout);
      g_object_unref(layout);
      cairo_set_source_rgb(cairo, 0.78, 0.78, 0.8);
      cairo_rectangle(cairo, 16, y + row_height - 0.5, width - 16, 0.5);
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
  for (int row = 0; row < rows; row++) free(labels[row]);
  return 0;
}
