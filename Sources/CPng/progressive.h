#ifndef CPNG_PROGRESSIVE_H
#define CPNG_PROGRESSIVE_H

// libpng's progressive reader, for PNGs held whole in memory. It hands over each row as soon
// as it is decoded, so a file cut short or damaged still gives the rows before the fault.
//
// libpng reports an error by longjmp. The setjmp is in cpng_read_progressive, and everything
// libpng calls back is C in this file, so no longjmp ever crosses a Swift frame. Warnings are
// dropped and errors kept as a message, so nothing is printed.
//
// The transformations are those png_image_finish_read makes for PNG_FORMAT_RGBA, in the same
// order, so a whole file decodes to the same pixels as through the simplified API.

#include <png.h>
#include <setjmp.h>
#include <string.h>

/// One progressive read of a PNG in memory: where its rows go, and what it found.
///
/// With `pixels` NULL, the read stops at the first IDAT chunk, having read the header and the
/// chunks before it, and gives `width` and `height`. With `pixels` set, `width` and `height`
/// must be what that first read gave, and the rows are decoded as 8-bit RGBA into `pixels`,
/// `width * 4` bytes a row.
typedef struct cpng_read {
  /// In: `height` rows of `width * 4` bytes, or NULL to read the header only.
  unsigned char *pixels;
  /// Out, or in when `pixels` is set: the size the header gives.
  png_uint_32 width;
  png_uint_32 height;
  /// Out: whether the header and the chunks up to the first IDAT were read.
  int has_header;
  /// Out: rows [0, rows) of `pixels` hold decoded pixels. An interlaced image's first pass
  /// fills every row it reaches, blockily, and later passes refine them.
  png_uint_32 rows;
  /// Out: whether every row of the last pass arrived, so the image is whole.
  int complete;
  /// Out: libpng's error message, empty if the read ended without one.
  char message[160];
  /// Private: the last pass (0, or 6 for an interlaced image).
  int last_pass;
} cpng_read;

/// Keeps libpng's error message and jumps back to cpng_read_progressive's setjmp.
static void cpng_read_on_error(png_structp png, png_const_charp message) {
  cpng_read *read = (cpng_read *)png_get_error_ptr(png);
  if (read != NULL && message != NULL) {
    strncpy(read->message, message, sizeof read->message - 1);
    read->message[sizeof read->message - 1] = '\0';
  }
  png_longjmp(png, 1);
}

/// Drops a warning: a damaged ancillary chunk, extra data, and the like.
static void cpng_read_on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/// The header is read: stops there, or sets up 8-bit RGBA rows.
static void cpng_read_on_info(png_structp png, png_infop info) {
  cpng_read *read = (cpng_read *)png_get_progressive_ptr(png);
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  read->has_header = 1;
  if (read->pixels == NULL) {
    read->width = width;
    read->height = height;
    // Leaves png_process_data without reading on; the struct is destroyed next.
    png_process_data_pause(png, 0);
    return;
  }
  if (width != read->width || height != read->height) {
    png_error(png, "the header differs from the first read");
  }

  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);
  png_bytep trans_alpha = NULL;
  int num_trans = 0;
  png_color_16p trans_color = NULL;
  png_get_tRNS(png, info, &trans_alpha, &num_trans, &trans_color);
  int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 || num_trans > 0;

  // Samples are sRGB unless the file says otherwise (gAMA, sRGB, iCCP), 16-bit ones too, as
  // browsers and viewers take them (libpng's simplified API takes untagged 16-bit samples as
  // linear, and draws them far too bright); the output is 8-bit sRGB.
  png_set_expand(png);
  if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
  png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  if (bit_depth == 16) png_set_scale_16(png);
  if (!has_alpha) png_set_add_alpha(png, 255, PNG_FILLER_AFTER);
  png_set_alpha_mode_fixed(png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);

  // Chunks after the image data are not used: skip all but those that affect the pixels.
  static const png_byte used[] = {
      98, 75, 71, 68, '\0',   // bKGD
      99, 72, 82, 77, '\0',   // cHRM
      103, 65, 77, 65, '\0',  // gAMA
      105, 67, 67, 80, '\0',  // iCCP
      115, 66, 73, 84, '\0',  // sBIT
      115, 82, 71, 66, '\0',  // sRGB
  };
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, used, (int)(sizeof used / 5));

  read->last_pass = png_set_interlace_handling(png) - 1;
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    png_error(png, "the rows are not 8-bit RGBA");
  }
}

/// A row arrived (or, for an interlaced image, a pass went by a row it leaves as it was).
static void cpng_read_on_row(png_structp png, png_bytep row, png_uint_32 number, int pass) {
  cpng_read *read = (cpng_read *)png_get_progressive_ptr(png);
  if (read->pixels == NULL || number >= read->height) return;
  if (row != NULL) {
    png_progressive_combine_row(png, read->pixels + (size_t)number * read->width * 4, row);
    if (number + 1 > read->rows) read->rows = number + 1;
  }
  if (pass == read->last_pass && number == read->height - 1) read->complete = 1;
}

/// The IEND chunk was read.
static void cpng_read_on_end(png_structp png, png_infop info) {
  (void)info;
  cpng_read *read = (cpng_read *)png_get_progressive_ptr(png);
  if (read->rows == read->height) read->complete = 1;
}

/// Reads the `size` bytes at `data` as `read` says (see cpng_read). Returns 1 if libpng took
/// every byte (the file may still have ended early: see `complete`), or 0 if it stopped with
/// an error, whose message is in `read->message`.
__attribute__((noinline)) static int cpng_read_progressive(
    const unsigned char *data, size_t size, cpng_read *read) {
  read->has_header = 0;
  read->rows = 0;
  read->complete = 0;
  read->message[0] = '\0';
  read->last_pass = 0;
  png_structp png = png_create_read_struct(
      PNG_LIBPNG_VER_STRING, read, cpng_read_on_error, cpng_read_on_warning);
  if (png == NULL) {
    strcpy(read->message, "libpng did not start");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    strcpy(read->message, "libpng did not start");
    return 0;
  }
  // `png` and `info` are not changed after this point, so they survive the longjmp.
  if (setjmp(png_jmpbuf(png)) != 0) {
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_set_benign_errors(png, 1);
  png_set_progressive_read_fn(
      png, read, cpng_read_on_info, cpng_read_on_row, cpng_read_on_end);
  png_process_data(png, info, (png_bytep)data, size);
  png_destroy_read_struct(&png, &info, NULL);
  return 1;
}

#endif
